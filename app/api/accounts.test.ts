// Accounts through the routes, as a browser or a script reaches them, on both databases: the first
// admin is made once however many setups race; sign-in is limited per account whatever address a
// client claims; a locked account's session ends at once (this process's remembered sessions too)
// and it cannot sign in; a removed one cannot either.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { migratedDatabase, PROVIDERS } from "@/test/support/databases.ts";
import { getDb } from "@/lib/db/client.ts";
import { ensureLocalAdmin } from "@/lib/db/users/ensure-local-admin.ts";
import { MAX_ATTEMPTS } from "@/lib/auth/sign-in-throttle.ts";

const ORIGIN = "http://barline.test";
const PASSWORD = "correct horse battery";
type Params = { params: Promise<{ id: string }> };

const shared = globalThis as typeof globalThis & { barlineDb?: unknown; barlineAuth?: unknown };

/** One test per database, with the process's database and Better Auth made anew over it. */
function onBothDatabases(name: string, body: () => Promise<void>) {
  for (const provider of PROVIDERS)
    test(`${name} (${provider})`, async () => {
      const database = await migratedDatabase(provider);
      process.env.DATABASE_URL = database.url;
      delete process.env.BARLINE_AUTH;
      shared.barlineAuth = undefined;
      try {
        await body();
      } finally {
        await (await getDb()).close();
        shared.barlineAuth = undefined;
        await database.drop();
      }
    });
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

async function setUp(body: unknown): Promise<Response> {
  const { POST } = await import("./auth/sign-up/email/route.ts");
  return POST(post("/api/auth/sign-up/email", body));
}

async function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  const { POST } = await import("./auth/[...all]/route.ts");
  return POST(post("/api/auth/sign-in/email", { email, password }, headers));
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.includes("session_token"))!;

/** The status of a route any signed-in user may read (401 when the cookie is no session). */
async function statusAs(cookie: string): Promise<number> {
  const { GET } = await import("./scores/route.ts");
  return (await GET(new Request(`${ORIGIN}/api/scores`, { headers: { cookie } }))).status;
}

async function adminWithViewer() {
  const admin = await setUp({ name: "Ada Admin", email: "ada@barline.test", password: PASSWORD });
  assert.equal(admin.status, 200, await admin.clone().text());
  const adminCookie = cookieOf(admin);
  const { POST } = await import("./users/route.ts");
  const made = await POST(
    post(
      "/api/users",
      { name: "Victor Viewer", email: "victor@barline.test", password: PASSWORD, role: "viewer" },
      { cookie: adminCookie },
    ),
  );
  assert.equal(made.status, 201, await made.clone().text());
  const viewerId = ((await made.json()) as { id: string }).id;
  const created = await (
    await getDb()
  ).prisma.auditLog.findMany({
    where: { action: "user-create" },
    orderBy: { id: "asc" },
    select: { userId: true, target: true },
  });
  assert.deepEqual(
    created.map((e) => e.target),
    ["first-admin", viewerId],
    "each account made is in the audit log once",
  );
  return { adminCookie, viewerId };
}

onBothDatabases(
  "six concurrent setups on an empty database make exactly one account, its admin",
  async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        setUp({ name: `Admin ${i}`, email: `admin${i}@barline.test`, password: PASSWORD }),
      ),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 403, 403, 403, 403, 403]);
    for (const refused of answers.filter((a) => a.status === 403))
      assert.deepEqual(await refused.json(), {
        error: "Barline already has an admin: ask them for an account",
      });
    const db = await getDb();
    const users = await db.prisma.user.findMany();
    assert.equal(users.length, 1);
    assert.equal(users[0]!.role, "admin");
    assert.equal(await db.prisma.account.count(), 1);
    assert.equal(
      await db.prisma.auditLog.count({ where: { action: "user-create" } }),
      1,
      "the first admin is in the audit log once",
    );
    const winner = answers.find((a) => a.status === 200)!;
    assert.equal(await statusAs(cookieOf(winner)), 200, "the admin is signed in");
    // And later, one at a time, too.
    assert.equal((await setUp({ name: "Late", email: "late@barline.test", password: PASSWORD })).status, 403);
  },
);

onBothDatabases("sign-in is limited per account, whatever X-Forwarded-For a client writes", async () => {
  await adminWithViewer();
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    const res = await signIn("victor@barline.test", "wrong password", { "x-forwarded-for": `10.0.0.${i}` });
    assert.equal(res.status, 401, `attempt ${i + 1}`);
  }
  // The right password too is refused now: a guess that would have succeeded learns nothing.
  const refused = await signIn("Victor@barline.test", PASSWORD, { "x-forwarded-for": "10.0.1.1" });
  assert.equal(refused.status, 429);
  assert.match(((await refused.json()) as { message: string }).message, /too many sign-in attempts/);
  assert.ok(Number(refused.headers.get("retry-after")) > 0);
  // Another account is not held back, and a success forgets its failures.
  for (let i = 0; i < MAX_ATTEMPTS - 1; i++)
    assert.equal((await signIn("ada@barline.test", "wrong password")).status, 401);
  assert.equal((await signIn("ada@barline.test", PASSWORD)).status, 200);
  assert.equal((await signIn("ada@barline.test", "wrong password")).status, 401);
  assert.equal((await signIn("ada@barline.test", PASSWORD)).status, 200);
});

onBothDatabases(
  "a locked account's session ends at once and it cannot sign in; unlocked, it can",
  async () => {
    const { adminCookie, viewerId } = await adminWithViewer();
    const viewer = cookieOf(await signIn("victor@barline.test", PASSWORD));
    assert.equal(await statusAs(viewer), 200); // now remembered by this process for a few seconds
    const { POST: lock } = await import("./users/[id]/lock/route.ts");
    const params: Params = { params: Promise.resolve({ id: viewerId }) };
    const locked = await lock(
      post(`/api/users/${viewerId}/lock`, { locked: true }, { cookie: adminCookie }),
      params,
    );
    assert.equal(locked.status, 200, await locked.clone().text());
    assert.equal(await statusAs(viewer), 401, "the session ended at once");
    const again = await signIn("victor@barline.test", PASSWORD);
    assert.equal(again.status, 403);
    assert.match(((await again.json()) as { message: string }).message, /locked/);
    // The admin cannot lock themselves.
    const self = await lock(post("/api/users/first-admin/lock", { locked: true }, { cookie: adminCookie }), {
      params: Promise.resolve({ id: "first-admin" }),
    });
    assert.equal(self.status, 409);
    const unlocked = await lock(
      post(`/api/users/${viewerId}/lock`, { locked: false }, { cookie: adminCookie }),
      params,
    );
    assert.equal(unlocked.status, 200);
    assert.equal((await signIn("victor@barline.test", PASSWORD)).status, 200);
  },
);

onBothDatabases("a removed account's session ends at once and it cannot sign in", async () => {
  const { adminCookie, viewerId } = await adminWithViewer();
  const viewer = cookieOf(await signIn("victor@barline.test", PASSWORD));
  assert.equal(await statusAs(viewer), 200);
  const { POST: remove } = await import("./users/[id]/remove/route.ts");
  const removed = await remove(post(`/api/users/${viewerId}/remove`, {}, { cookie: adminCookie }), {
    params: Promise.resolve({ id: viewerId }),
  });
  assert.equal(removed.status, 200, await removed.clone().text());
  assert.equal(await statusAs(viewer), 401);
  assert.equal((await signIn("victor@barline.test", PASSWORD)).status, 401);
  const { GET } = await import("./users/route.ts");
  const list = (await (
    await GET(new Request(`${ORIGIN}/api/users`, { headers: { cookie: adminCookie } }))
  ).json()) as {
    rows: { email: string }[];
  };
  assert.deepEqual(
    list.rows.map((r) => r.email),
    ["ada@barline.test"],
  );
});

onBothDatabases(
  "after the demo's local admin, setup still makes the first admin; `barline user add` adds a reviewer who signs in",
  async () => {
    await ensureLocalAdmin(await getDb());
    const admin = await setUp({ name: "Ada Admin", email: "ada@barline.test", password: PASSWORD });
    assert.equal(admin.status, 200, await admin.clone().text());

    const run = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/barline.ts",
        "user",
        "add",
        "Rita@barline.test",
        "--name",
        "Rita",
        "--role",
        "reviewer",
      ],
      { input: `${PASSWORD}\n`, encoding: "utf8", env: { ...process.env } },
    );
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout, "added rita@barline.test as reviewer\n");
    const rita = await signIn("rita@barline.test", PASSWORD);
    assert.equal(rita.status, 200);
    const db = await getDb();
    assert.equal(
      (await db.prisma.user.findUniqueOrThrow({ where: { email: "rita@barline.test" } })).role,
      "reviewer",
    );
    const again = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/barline.ts", "user", "add", "rita@barline.test", "--name", "Rita"],
      { input: `${PASSWORD}\n`, encoding: "utf8", env: { ...process.env } },
    );
    assert.equal(again.status, 1);
    assert.match(again.stderr, /there is already an account for rita@barline\.test/);
  },
);

onBothDatabases(
  "an address on this machine (admin@localhost) sets up, is added by `barline user add` and signs in; a wrong password does not",
  async () => {
    const admin = await setUp({ name: "Ada Admin", email: "admin@localhost", password: PASSWORD });
    assert.equal(admin.status, 200, await admin.clone().text());
    assert.equal(await statusAs(cookieOf(admin)), 200, "the admin is signed in");
    assert.equal((await signIn("admin@localhost", PASSWORD)).status, 200);

    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/barline.ts", "user", "add", "Rita@LocalHost", "--name", "Rita"],
      { input: `${PASSWORD}\n`, encoding: "utf8", env: { ...process.env } },
    );
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout, "added rita@localhost as viewer\n");
    const rita = await signIn("rita@localhost", PASSWORD);
    assert.equal(rita.status, 200, await rita.clone().text());
    assert.equal(await statusAs(cookieOf(rita)), 200, "rita is signed in");
    const wrong = await signIn("rita@localhost", "wrong password");
    assert.equal(wrong.status, 401);
    assert.equal(cookieOf(wrong), undefined);
    assert.equal((await signIn("nobody@localhost", PASSWORD)).status, 401);
    // Anything else still goes through Better Auth's own check of the address.
    assert.equal((await signIn("rita@nowhere", PASSWORD)).status, 400);

    const bad = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/barline.ts", "user", "add", "not an address", "--name", "X"],
      { input: `${PASSWORD}\n`, encoding: "utf8", env: { ...process.env } },
    );
    assert.equal(bad.status, 1);
    assert.match(bad.stderr, /not an address/);
  },
);
