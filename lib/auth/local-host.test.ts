import assert from "node:assert/strict";
import { test } from "node:test";
import { isLocalHost, isLoopback } from "./local-host.ts";

test("only this machine's names, on the server's port, are a local Host", () => {
  for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "LOCALHOST:3000"])
    assert.equal(isLocalHost(host, 3000), true, host);
  for (const host of [
    "evil.example:3000",
    "localhost.evil.example:3000",
    "127.0.0.1.nip.io:3000",
    "localhost:3001",
    "localhost",
    "localhost:3000:1",
    "[::2]:3000",
    "0.0.0.0:3000",
    "",
    undefined,
  ])
    assert.equal(isLocalHost(host, 3000), false, String(host));
  assert.equal(isLocalHost("localhost", 80), true);
});

test("loopback addresses to listen on", () => {
  for (const a of ["127.0.0.1", "localhost", "::1", "127.1.2.3"]) assert.equal(isLoopback(a), true, a);
  for (const a of ["0.0.0.0", "::", "192.168.1.2", "example.org"]) assert.equal(isLoopback(a), false, a);
});
