// Nothing lost: decisions acknowledged to the browser are in the database after the server is
// killed with SIGKILL right after its last answer. Runs the built app on its own port over a fresh
// SQLite database: `npm run e2e` runs it after the browser tests have built the app.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { test } from "node:test";
import { migratedDatabase } from "@/test/support/databases.ts";
import { ingestBundle } from "@/lib/jobs/ingest-bundle.ts";
import { openDb } from "@/lib/db/client.ts";

const PORT = 3000 + (process.pid % 1000) + 4000;
const BASE = `http://127.0.0.1:${PORT}`;

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(`${BASE}/api/health`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error("the server did not start within 30 s");
}

test("decisions answered 201 survive the server being SIGKILLed right after", async () => {
  assert.ok(existsSync(".next/BUILD_ID"), "no built app: `npm run build` first (npm run e2e builds it)");
  const database = await migratedDatabase("sqlite");
  try {
    const setup = await openDb(database.url);
    await ingestBundle(setup, "test/fixtures/analysis/etude-bundle");
    const flags = (await setup.prisma.flag.findMany({ orderBy: { id: "asc" } })).map((f) => f.id);
    await setup.close();

    // Its own process group, so the kill takes next-server with it.
    const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(PORT)], {
      env: { ...process.env, DATABASE_URL: database.url, NEXT_TELEMETRY_DISABLED: "1", BARLINE_AUTH: "" },
      detached: true,
      stdio: "ignore",
    });
    let acknowledged: { id: string; flag: string; decision: string; by: string }[] = [];
    try {
      await waitForServer();
      const headers = { "content-type": "application/json", origin: BASE };
      const signUp = await fetch(`${BASE}/api/auth/sign-up/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          name: "Kim Reviewer",
          email: "kim@barline.test",
          password: "correct horse battery",
        }),
      });
      assert.equal(signUp.status, 200, await signUp.clone().text());
      const cookie = signUp.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      // Many decisions at once, the last answered just before the kill.
      const answers = await Promise.all(
        flags.map((flag, i) =>
          fetch(`${BASE}/api/flags/${flag}/review`, {
            method: "POST",
            headers: { ...headers, cookie },
            body: JSON.stringify({ decision: i % 2 ? "dismissed" : "confirmed", note: `decision ${i}` }),
          }).then(async (r) => ({
            status: r.status,
            body: (await r.json()) as { id: string; decision: string; by: string },
            flag,
          })),
        ),
      );
      for (const a of answers) assert.equal(a.status, 201);
      acknowledged = answers.map((a) => ({
        id: a.body.id,
        flag: a.flag,
        decision: a.body.decision,
        by: a.body.by,
      }));
    } finally {
      process.kill(-server.pid!, "SIGKILL");
      await new Promise((r) => server.once("exit", r));
    }

    const after = await openDb(database.url);
    try {
      const stored = await after.prisma.review.findMany({ include: { user: { select: { name: true } } } });
      const byId = new Map(stored.map((r) => [r.id, r]));
      assert.equal(acknowledged.length, flags.length);
      for (const a of acknowledged) {
        const r = byId.get(a.id);
        assert.ok(r, `review ${a.id} of flag ${a.flag} was acknowledged but is not stored`);
        assert.deepEqual([r.targetId, r.decision, r.user.name], [a.flag, a.decision, "Kim Reviewer"]);
      }
      assert.equal(await after.prisma.auditLog.count({ where: { action: "review-flag" } }), flags.length);
    } finally {
      await after.close();
    }
  } finally {
    await database.drop();
  }
});
