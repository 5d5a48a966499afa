import assert from "node:assert/strict";
import { test } from "node:test";
import { isSameOrigin, requestHost } from "./same-origin.ts";

const write = (headers: Record<string, string>) =>
  new Request("http://localhost:3000/api/flags/f1/review", { method: "POST", headers });

test("a write is this server's when its Origin is the Host the browser sent", () => {
  assert.equal(isSameOrigin(write({ host: "barline.test", origin: "http://barline.test" }), {}), true);
  assert.equal(isSameOrigin(write({ host: "barline.test", origin: "https://evil.example" }), {}), false);
  assert.equal(isSameOrigin(write({ host: "barline.test" }), {}), false);
  assert.equal(isSameOrigin(write({ host: "barline.test", origin: "null" }), {}), false);
});

test("X-Forwarded-Host names the origin only behind a configured proxy", () => {
  const forged = write({
    host: "barline.test",
    origin: "https://evil.example",
    "x-forwarded-host": "evil.example",
  });
  assert.equal(isSameOrigin(forged, {}), false, "any client can write X-Forwarded-Host");
  assert.equal(requestHost(forged, {}), "barline.test");
  const proxied = write({
    host: "127.0.0.1:3000",
    origin: "https://barline.example.org",
    "x-forwarded-host": "barline.example.org, inner.local",
  });
  const env = { BARLINE_TRUSTED_PROXY: "127.0.0.1" };
  assert.equal(isSameOrigin(proxied, env), true);
  assert.equal(isSameOrigin(proxied, {}), false);
});
