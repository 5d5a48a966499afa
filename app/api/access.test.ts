// Every route handler, called as Next calls it, over a real database: no session → 401, too low a
// role → 403, a write without this server's Origin → 403, and a refusal says nothing of what the
// route holds. A review made as one user carries that user's name.
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";
import { migratedDatabase, type EmptyDatabase } from "@/test/support/databases.ts";
import { ingestBundle } from "@/lib/jobs/ingest-bundle.ts";
import { getDb } from "@/lib/db/client.ts";
import type { Role } from "@/lib/access/roles.ts";

const ORIGIN = "http://barline.test";
type Handler = (request: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Each route's methods and the least role each needs; a route file missing here fails the test. */
type Method = "GET" | "POST" | "PATCH";
const NEEDS: Record<string, Partial<Record<Method, Role>>> = {
  conversations: { GET: "viewer" },
  "conversations/[id]": { GET: "viewer" },
  "conversations/[id]/turns": { GET: "viewer" },
  figures: { GET: "viewer" },
  evaluations: { GET: "viewer" },
  "evaluations/[name]": { GET: "viewer" },
  "filter-values": { GET: "viewer" },
  flags: { GET: "viewer" },
  "flags/[id]/evidence": { GET: "viewer" },
  "flags/[id]/review": { POST: "reviewer" },
  "claims/[id]/review": { POST: "reviewer" },
  health: { GET: "viewer" },
  "images/[sha256]": { GET: "viewer" },
  "jobs/[jobId]": { GET: "viewer" },
  scores: { GET: "viewer" },
  "scores/[scoreId]": { GET: "viewer" },
  "scores/[scoreId]/versions/[version]/bars/[bar]": { GET: "viewer" },
  reviews: { GET: "viewer" },
  "reviews/contested": { GET: "viewer" },
  "reviews/undo": { POST: "reviewer" },
  precision: { GET: "viewer" },
  users: { GET: "admin", POST: "admin" },
  "users/[id]/role": { POST: "admin" },
  "users/[id]/lock": { POST: "admin" },
  "users/[id]/remove": { POST: "admin" },
  audit: { GET: "admin" },
  bundles: { POST: "admin" },
  meetings: { GET: "viewer", POST: "reviewer" },
  "meetings/[id]": { GET: "viewer" },
  "meetings/[id]/items": { POST: "reviewer" },
  "meetings/[id]/minutes": { GET: "viewer" },
  incidents: { GET: "viewer", POST: "reviewer" },
  "incidents/[id]": { GET: "viewer", PATCH: "reviewer" },
  "incidents/[id]/conversations": { POST: "reviewer" },
  "incidents/[id]/figures": { GET: "viewer" },
  "incidents/[id]/report": { GET: "viewer" },
  "incidents/[id]/searches": { POST: "reviewer" },
  "incidents/[id]/timeline": { GET: "viewer" },
};

const apiDir = path.dirname(new URL(import.meta.url).pathname);
function routeFiles(dir = apiDir, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? routeFiles(path.join(dir, e.name), prefix ? `${prefix}/${e.name}` : e.name)
      : e.name === "route.ts" && !prefix.startsWith("auth/")
        ? [prefix]
        : [],
  );
}

let database: EmptyDatabase;
const cookies = new Map<Role, string>();
const ids = { flag: "", claim: "", conversation: "" };

async function authCall(pathname: string, body: unknown, cookie?: string): Promise<Response> {
  const { POST } = await import("./auth/[...all]/route.ts");
  return POST(
    new Request(`${ORIGIN}/api/auth${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    }),
  );
}

const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.includes("session_token"))!;

before(async () => {
  database = await migratedDatabase("sqlite");
  process.env.DATABASE_URL = database.url;
  delete process.env.BARLINE_AUTH;
  const db = await getDb();
  await ingestBundle(db, "test/fixtures/analysis/etude-bundle");
  ids.flag = (await db.prisma.flag.findFirstOrThrow()).id;
  ids.claim = (await db.prisma.claim.findFirstOrThrow()).id;
  ids.conversation = ids.flag && (await db.prisma.flag.findFirstOrThrow()).conversationId;

  // The first account is the admin; the admin adds the others.
  const setUp = (await import("./auth/sign-up/email/route.ts")).POST;
  const first = await setUp(
    new Request(`${ORIGIN}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({
        name: "Ada Admin",
        email: "ada@barline.test",
        password: "correct horse battery",
      }),
    }),
  );
  assert.equal(first.status, 200, await first.clone().text());
  cookies.set("admin", sessionCookie(first));
  const users = (await import("./users/route.ts")).POST;
  for (const [role, name] of [
    ["reviewer", "Rita Reviewer"],
    ["viewer", "Victor Viewer"],
  ] as const) {
    const email = `${role}@barline.test`;
    const made = await users(
      new Request(`${ORIGIN}/api/users`, {
        method: "POST",
        headers: { origin: ORIGIN, cookie: cookies.get("admin")!, "content-type": "application/json" },
        body: JSON.stringify({ name, email, password: "correct horse battery", role }),
      }),
    );
    assert.equal(made.status, 201, await made.clone().text());
    const signedIn = await authCall("/sign-in/email", { email, password: "correct horse battery" });
    assert.equal(signedIn.status, 200);
    cookies.set(role, sessionCookie(signedIn));
  }
});

after(async () => {
  await (await getDb()).close();
  await database.drop();
});

function call(route: string, method: Method, headers: Record<string, string>): Promise<Response> {
  const params: Record<string, string> = {
    id: ids.flag,
    sha256: "0".repeat(64),
    jobId: "j",
    scoreId: "etude",
    name: "evening-song",
    version: "1",
    bar: "1",
  };
  if (route.startsWith("claims/")) params.id = ids.claim;
  const url = new URL(`${ORIGIN}/api/${route.replace(/\[(\w+)\]/g, (_, k: string) => params[k]!)}`);
  if (route === "reviews") url.searchParams.set("target", `flag:${ids.flag}`);
  const init: RequestInit = { method, headers: { "content-type": "application/json", ...headers } };
  if (method !== "GET") init.body = JSON.stringify({ decision: "confirmed", note: "" });
  return import(`./${route}/route.ts`).then((m: Record<string, Handler>) =>
    m[method]!(new Request(url, init), { params: Promise.resolve(params) }),
  );
}

test("every route is in the table of the roles it needs", () => {
  assert.deepEqual(
    routeFiles().sort(),
    Object.keys(NEEDS)
      .filter((r) => routeFiles().includes(r))
      .sort(),
  );
  assert.deepEqual(
    routeFiles().filter((r) => !(r in NEEDS)),
    [],
  );
});

/** Routes that answer without a session, with less than to a user: a probe learns the database answers. */
const PROBES = ["health"];

test("no session: every route answers 401 and nothing else", async () => {
  for (const route of routeFiles().filter((r) => !PROBES.includes(r)))
    for (const method of Object.keys(NEEDS[route]!) as Method[]) {
      const res = await call(route, method, { origin: ORIGIN });
      assert.equal(res.status, 401, `${method} /api/${route}`);
      assert.deepEqual(Object.keys((await res.json()) as object), ["error"]);
    }
});

test("no session: the health probe answers its status alone, a viewer the counts too", async () => {
  const probe = await call("health", "GET", {});
  assert.equal(probe.status, 200);
  assert.deepEqual(await probe.json(), { ok: true, database: "sqlite" });
  const viewer = await call("health", "GET", { cookie: cookies.get("viewer")! });
  assert.deepEqual(Object.keys((await viewer.json()) as object), ["ok", "database", "conversations"]);
});

test("too low a role: 403 with only an error; the role it needs: neither 401 nor 403", async () => {
  const below: Record<Role, Role[]> = { viewer: [], reviewer: ["viewer"], admin: ["viewer", "reviewer"] };
  for (const route of routeFiles())
    for (const [method, needs] of Object.entries(NEEDS[route]!) as [Method, Role][]) {
      for (const role of below[needs]) {
        const res = await call(route, method, { origin: ORIGIN, cookie: cookies.get(role)! });
        assert.equal(res.status, 403, `${method} /api/${route} as ${role}`);
        const body = (await res.json()) as { error: string };
        assert.deepEqual(Object.keys(body), ["error"]);
        assert.match(body.error, new RegExp(`needs the ${needs} role`));
      }
      const res = await call(route, method, { origin: ORIGIN, cookie: cookies.get(needs)! });
      assert.ok(![401, 403].includes(res.status), `${method} /api/${route} as ${needs}: ${res.status}`);
    }
});

test("a write without this server's Origin is refused, even from an admin, and writes nothing", async () => {
  const db = await getDb();
  const before = await db.prisma.review.count();
  for (const route of routeFiles())
    for (const method of (["POST", "PATCH"] as const).filter((m) => NEEDS[route]![m]))
      for (const headers of [{}, { origin: "https://evil.example" }, { origin: "null" }] as Record<
        string,
        string
      >[]) {
        const res = await call(route, method, { ...headers, cookie: cookies.get("admin")! });
        assert.equal(res.status, 403, `${method} /api/${route} with ${JSON.stringify(headers)}`);
      }
  assert.equal(await db.prisma.review.count(), before);
});

test("a review made as one user shows that user's name, in the answer, the history and the audit log", async () => {
  const { POST } = await import("./claims/[id]/review/route.ts");
  const res = await POST(
    new Request(`${ORIGIN}/api/claims/${ids.claim}/review`, {
      method: "POST",
      headers: { origin: ORIGIN, cookie: cookies.get("reviewer")!, "content-type": "application/json" },
      body: JSON.stringify({
        decision: "corrected",
        verdict: "unverifiable",
        note: "bar 4 is not in that version",
      }),
    }),
    { params: Promise.resolve({ id: ids.claim }) },
  );
  assert.equal(res.status, 201);
  const review = (await res.json()) as { by: string; verdict: string; at: string };
  assert.equal(review.by, "Rita Reviewer");
  assert.equal(review.verdict, "unverifiable");

  const history = await (
    await import("./reviews/route.ts")
  ).GET(
    new Request(`${ORIGIN}/api/reviews?target=claim:${ids.claim}`, {
      headers: { cookie: cookies.get("viewer")! },
    }),
  );
  const { reviews } = (await history.json()) as { reviews: { by: string; note: string }[] };
  assert.deepEqual(
    reviews.map((r) => [r.by, r.note]),
    [["Rita Reviewer", "bar 4 is not in that version"]],
  );

  const audit = await (
    await import("./audit/route.ts")
  ).GET(
    new Request(`${ORIGIN}/api/audit?action=review-claim`, { headers: { cookie: cookies.get("admin")! } }),
  );
  const log = (await audit.json()) as { rows: { user: string; target: string }[] };
  assert.deepEqual(
    log.rows.map((r) => [r.user, r.target]),
    [["Rita Reviewer", ids.claim]],
  );
});

test("a role change and a sign-out hold from the very next request, though sessions are remembered", async () => {
  const email = "rolf@barline.test";
  const made = await (
    await import("./users/route.ts")
  ).POST(
    new Request(`${ORIGIN}/api/users`, {
      method: "POST",
      headers: { origin: ORIGIN, cookie: cookies.get("admin")!, "content-type": "application/json" },
      body: JSON.stringify({
        name: "Rolf Reviewer",
        email,
        password: "correct horse battery",
        role: "reviewer",
      }),
    }),
  );
  const { id } = (await made.json()) as { id: string };
  const signedIn = await authCall("/sign-in/email", { email, password: "correct horse battery" });
  const rolf = sessionCookie(signedIn);
  // Asked twice: the second answer is the remembered one.
  for (let i = 0; i < 2; i++)
    assert.equal((await call("flags/[id]/review", "POST", { origin: ORIGIN, cookie: rolf })).status, 201);

  const role = await (
    await import("./users/[id]/role/route.ts")
  ).POST(
    new Request(`${ORIGIN}/api/users/${id}/role`, {
      method: "POST",
      headers: { origin: ORIGIN, cookie: cookies.get("admin")!, "content-type": "application/json" },
      body: JSON.stringify({ role: "viewer" }),
    }),
    { params: Promise.resolve({ id }) },
  );
  assert.equal(role.status, 200);
  const refused = await call("flags/[id]/review", "POST", { origin: ORIGIN, cookie: rolf });
  assert.equal(refused.status, 403);
  assert.match(((await refused.json()) as { error: string }).error, /Rolf Reviewer is a viewer/);

  assert.equal((await call("scores", "GET", { cookie: rolf })).status, 200);
  assert.equal((await authCall("/sign-out", {}, rolf)).status, 200);
  assert.equal((await call("scores", "GET", { cookie: rolf })).status, 401);
  // A cookie Better Auth never answered for is not let in, whatever it looks like.
  const forged = rolf.replace(/=.*/, "=forged.value");
  assert.equal((await call("scores", "GET", { cookie: forged })).status, 401);
});

test("sign-up is closed once the first admin exists; Better Auth's own sign-up is off", async () => {
  const mallory = { name: "Mallory", email: "mallory@barline.test", password: "correct horse battery" };
  const setUp = (await import("./auth/sign-up/email/route.ts")).POST;
  const res = await setUp(
    new Request(`${ORIGIN}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify(mallory),
    }),
  );
  assert.equal(res.status, 403);
  assert.equal((await authCall("/sign-up/email", mallory)).status, 400);
  assert.equal(await (await getDb()).prisma.user.count({ where: { email: "mallory@barline.test" } }), 0);
});

test("BARLINE_AUTH=off: no sign-in, the one local admin, and writes still need this server's Origin", async () => {
  process.env.BARLINE_AUTH = "off";
  try {
    assert.equal((await call("audit", "GET", {})).status, 200);
    assert.equal((await call("flags/[id]/review", "POST", {})).status, 403);
    const res = await call("flags/[id]/review", "POST", { origin: ORIGIN });
    assert.equal(res.status, 201);
    assert.equal(((await res.json()) as { by: string }).by, "Local admin");
  } finally {
    delete process.env.BARLINE_AUTH;
  }
});
