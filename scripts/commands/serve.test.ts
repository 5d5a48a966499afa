// `barline serve`'s own HTTP server and where it listens: in local single-user mode only this
// machine, by address and by Host (a DNS-rebinding page's Host is refused); X-Forwarded-For is the
// client's address, never what a client wrote, unless a configured proxy wrote it.
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";
import { trustedProxies } from "../../lib/auth/proxy-trust.ts";
import { runBarline } from "../run-barline.ts";
import { listenPlan, type ServeOptions } from "./serve.ts";
import { guardedServer, type ServeGuard } from "./serve-http.ts";

/** The plan for options that are not a usage error; fails the test if they are. */
function planned(opts: ServeOptions, authOff: boolean) {
  const plan = listenPlan(opts, authOff);
  if ("problem" in plan) assert.fail(plan.problem);
  return plan;
}

test("with sign-in off, serve listens on 127.0.0.1 and answers local Hosts only, unless told otherwise", () => {
  const local = planned({ port: 3000 }, true);
  assert.equal(local.host, "127.0.0.1");
  assert.equal(local.localOnly, true);
  assert.match(local.warning ?? "", /BARLINE_AUTH=off.*is the admin/);
  const refused = listenPlan({ port: 3000, host: "0.0.0.0" }, true);
  assert.match("problem" in refused ? refused.problem : "", /--expose-local-admin/);
  const exposed = planned({ port: 3000, host: "0.0.0.0", exposeLocalAdmin: true }, true);
  assert.equal(exposed.localOnly, false);
  assert.match(exposed.warning ?? "", /WARNING.*anyone who reaches port 3000 on 0\.0\.0\.0/);
  assert.deepEqual(listenPlan({ port: 3000 }, false), { localOnly: false });
  assert.deepEqual(listenPlan({ port: 3000, host: "10.0.0.2" }, false), {
    host: "10.0.0.2",
    localOnly: false,
  });
});

test("serve with sign-in off refuses an address beyond this machine: a usage error, nothing started", async () => {
  const before = process.env.BARLINE_AUTH;
  process.env.BARLINE_AUTH = "off";
  const err: string[] = [];
  try {
    const status = await runBarline(["serve", "--host", "0.0.0.0", "--port", "3999"], {
      out: () => assert.fail("nothing is served"),
      err: (s) => void err.push(s),
    });
    assert.equal(status, 2);
    assert.match(err.join(""), /sign-in is off .* not on 0\.0\.0\.0/);
  } finally {
    if (before === undefined) delete process.env.BARLINE_AUTH;
    else process.env.BARLINE_AUTH = before;
  }
});

/** The server with a stand-in for Next.js that answers the headers it was given. */
async function serve(guard: Omit<ServeGuard, "port">) {
  const g: ServeGuard = { ...guard, port: 0 };
  const server = guardedServer((req, res) => res.end(JSON.stringify(req.headers)), g);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  g.port = (server.address() as AddressInfo).port;
  const get = (headers: Record<string, string>) =>
    new Promise<{ status: number; body: string; headers: () => Record<string, string | undefined> }>(
      (resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port: g.port, path: "/api/health", headers }, (res) => {
          let body = "";
          res.on("data", (c: Buffer) => (body += c.toString()));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              body,
              headers: () => JSON.parse(body) as Record<string, string | undefined>,
            }),
          );
        });
        req.on("error", reject);
        req.end();
      },
    );
  return { port: g.port, get, close: () => new Promise((r) => server.close(r)) };
}

test("in local mode a request for another Host is refused before the app sees it", async () => {
  const s = await serve({ localOnly: true, proxies: null });
  try {
    for (const host of [`localhost:${s.port}`, `127.0.0.1:${s.port}`, `[::1]:${s.port}`])
      assert.equal((await s.get({ host })).status, 200, host);
    for (const host of [`rebind.evil.example:${s.port}`, `localhost:${s.port + 1}`, "localhost"]) {
      const answer = await s.get({ host });
      assert.equal(answer.status, 421, host);
      assert.match((JSON.parse(answer.body) as { error: string }).error, /local single-user mode/);
    }
  } finally {
    await s.close();
  }
});

test("X-Forwarded-For is the peer's address unless a configured proxy sent the request", async () => {
  const direct = await serve({ localOnly: false, proxies: null });
  try {
    const seen = (
      await direct.get({
        host: "barline.test",
        "x-forwarded-for": "1.2.3.4",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      })
    ).headers();
    assert.equal(seen["x-forwarded-for"], "127.0.0.1");
    assert.equal(seen["x-forwarded-host"], undefined);
    assert.equal(seen["x-forwarded-proto"], undefined);
  } finally {
    await direct.close();
  }
  const proxied = await serve({
    localOnly: false,
    proxies: trustedProxies({ BARLINE_TRUSTED_PROXY: "127.0.0.1" }),
  });
  try {
    const seen = (
      await proxied.get({
        host: "127.0.0.1",
        "x-forwarded-for": "6.6.6.6, 198.51.100.7",
        "x-forwarded-host": "barline.example.org",
      })
    ).headers();
    assert.equal(seen["x-forwarded-for"], "198.51.100.7");
    assert.equal(seen["x-forwarded-host"], "barline.example.org");
  } finally {
    await proxied.close();
  }
});
