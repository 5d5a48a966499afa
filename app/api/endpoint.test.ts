// The route wrapper over a real database, on both: a caller without a session is refused 401, one
// without the role 403, and neither reaches the handler; a bad path parameter, search parameter or
// body field is one 400 sentence naming it; each AppError code is answered with its status from the
// one table; anything else is a 500 naming the route, with no stack in the answer.
import assert from "node:assert/strict";
import { test } from "node:test";
import { z } from "zod";
import { migratedDatabase, PROVIDERS } from "@/test/support/databases.ts";
import { addUser } from "@/lib/auth/add-user.ts";
import { getDb } from "@/lib/db/client.ts";
import { column, table, wholeNumber } from "@/lib/contracts/query-grammar.ts";
import { AppError, ERROR_STATUS, type ErrorCode } from "@/lib/errors/app-error.ts";
import { endpoint } from "./endpoint.ts";

const ORIGIN = "http://barline.test";
const PASSWORD = "correct horse battery";
const shared = globalThis as typeof globalThis & { barlineAuth?: unknown };

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.includes("session_token"))!;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** An admin's and a viewer's session cookies on a new database. */
async function sessions(): Promise<{ admin: string; viewer: string }> {
  const { POST: setUp } = await import("./auth/sign-up/email/route.ts");
  const first = await setUp(
    post("/api/auth/sign-up/email", { name: "Ada", email: "ada@b.test", password: PASSWORD }),
  );
  assert.equal(first.status, 200, await first.clone().text());
  await addUser({
    name: "Victor",
    email: "victor@b.test",
    password: PASSWORD,
    role: "viewer",
    byUserId: null,
  });
  const { POST: auth } = await import("./auth/[...all]/route.ts");
  const signedIn = await auth(
    post("/api/auth/sign-in/email", { email: "victor@b.test", password: PASSWORD }),
  );
  assert.equal(signedIn.status, 200);
  return { admin: cookieOf(first), viewer: cookieOf(signedIn) };
}

for (const provider of PROVIDERS)
  test(`the route wrapper: roles, parameters, errors (${provider})`, async () => {
    const database = await migratedDatabase(provider);
    process.env.DATABASE_URL = database.url;
    delete process.env.BARLINE_AUTH;
    shared.barlineAuth = undefined;
    const logged: unknown[][] = [];
    const consoleError = console.error;
    try {
      const cookie = await sessions();
      let reached = 0;
      const handler = endpoint({
        role: "admin",
        params: z.object({ id: z.string().regex(/^c\d+$/, "must be a conversation id (c1, c2, …)") }),
        query: table({ page: column("page", wholeNumber(1).default(1)) }),
        body: z.object({ decision: z.enum(["confirmed", "dismissed"]) }),
        status: 201,
        handler: async ({ db, user, params, query, body }) => {
          reached++;
          return { user: user.name, params, query, body, users: await db.prisma.user.count() };
        },
      });
      const call = (path: string, body: unknown, headers: Record<string, string>, id = "c1") =>
        handler(post(path, body, headers), { params: Promise.resolve({ id }) });
      const answer = async (res: Response) => ({ status: res.status, body: (await res.json()) as unknown });

      // Refused before anything is read, and the handler never runs.
      assert.deepEqual(await answer(await call("/x", "not json", {})), {
        status: 401,
        body: { error: "sign in first" },
      });
      assert.deepEqual(await answer(await call("/x", "not json", { cookie: cookie.viewer })), {
        status: 403,
        body: { error: "this needs the admin role; Victor is a viewer" },
      });
      assert.equal((await call("/x", {}, { cookie: cookie.admin, origin: "http://evil.test" })).status, 403);
      assert.equal(reached, 0);

      // Each part read in turn, a bad one named in one sentence.
      const admin = { cookie: cookie.admin };
      assert.deepEqual(await answer(await call("/x", {}, admin, "abc")), {
        status: 400,
        body: { error: 'parameter "id" is "abc", but it must be a conversation id (c1, c2, …)' },
      });
      assert.deepEqual(await answer(await call("/x?page=0", {}, admin)), {
        status: 400,
        body: { error: 'parameter "page" is "0", but it must be a whole number 1 or more' },
      });
      assert.deepEqual(await answer(await call("/x?pages=2", {}, admin)), {
        status: 400,
        body: { error: "unknown parameter 'pages': this route reads 'page'" },
      });
      assert.deepEqual(await answer(await call("/x", "{", admin)), {
        status: 400,
        body: { error: "the body is not JSON" },
      });
      assert.deepEqual(await answer(await call("/x", { decision: "maybe" }, admin)), {
        status: 400,
        body: { error: 'field "decision" is "maybe", but it must be one of: confirmed, dismissed' },
      });
      assert.deepEqual(await answer(await call("/x", {}, admin)), {
        status: 400,
        body: { error: 'field "decision" is missing, but it must be one of: confirmed, dismissed' },
      });
      assert.equal(reached, 0);
      assert.deepEqual(await answer(await call("/x?page=2&page=3", { decision: "dismissed" }, admin)), {
        status: 201,
        body: {
          user: "Ada",
          params: { id: "c1" },
          query: { page: 3 },
          body: { decision: "dismissed" },
          users: 2,
        },
      });

      // What a handler throws: an AppError with its code's status, anything else a 500.
      const throwing = (err: unknown) =>
        endpoint({
          role: "viewer",
          handler: async () => {
            throw err;
          },
        })(new Request(`${ORIGIN}/api/thing`, { headers: { cookie: cookie.viewer } }));
      const statuses = Object.fromEntries(
        await Promise.all(
          (Object.keys(ERROR_STATUS) as ErrorCode[]).map(async (code) => {
            const res = await throwing(new AppError(code, `no bar 40 in version 2 (${code})`));
            assert.deepEqual(await res.json(), { error: `no bar 40 in version 2 (${code})` });
            return [code, res.status] as const;
          }),
        ),
      );
      assert.deepEqual(statuses, {
        "bad-request": 400,
        unauthorized: 401,
        forbidden: 403,
        "not-found": 404,
        conflict: 409,
        "too-large": 413,
        busy: 429,
        unavailable: 503,
      });
      const busy = await throwing(new AppError("busy", "the printer is busy", 7));
      assert.equal(busy.headers.get("retry-after"), "7");

      console.error = (...args: unknown[]) => void logged.push(args);
      const crash = await throwing(new TypeError("Cannot read properties of undefined (reading 'staff')"));
      console.error = consoleError;
      assert.equal(crash.status, 500);
      const text = await crash.text();
      assert.deepEqual(JSON.parse(text), {
        error: "GET /api/thing failed on the server; the log has the details",
      });
      assert.doesNotMatch(text, /staff|TypeError|at /);
      assert.equal(logged.length, 1, "the server's log has the details");
      assert.match(String(logged[0]![0]), /GET \/api\/thing/);
    } finally {
      console.error = consoleError;
      await (await getDb()).close();
      shared.barlineAuth = undefined;
      await database.drop();
    }
  });
