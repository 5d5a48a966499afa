import assert from "node:assert/strict";
import { test } from "node:test";
import { clientAddress, trustedProxies } from "./proxy-trust.ts";

test("without a configured proxy the client is the peer, whatever X-Forwarded-For says", () => {
  assert.equal(trustedProxies({}), null);
  assert.equal(clientAddress("203.0.113.9", "1.2.3.4", null), "203.0.113.9");
  assert.equal(clientAddress("::ffff:203.0.113.9", undefined, null), "203.0.113.9");
});

test("behind a configured proxy the client is the nearest untrusted address it forwarded", () => {
  const proxies = trustedProxies({ BARLINE_TRUSTED_PROXY: "127.0.0.1, 10.0.0.0/8,::1" })!;
  // A client's own X-Forwarded-For is on the left; the proxy appends the address it saw.
  assert.equal(clientAddress("127.0.0.1", "6.6.6.6, 198.51.100.7", proxies), "198.51.100.7");
  assert.equal(clientAddress("::ffff:127.0.0.1", "198.51.100.7, 10.1.2.3", proxies), "198.51.100.7");
  assert.equal(clientAddress("::1", "2001:db8::5", proxies), "2001:db8::5");
  // Nothing forwarded, or garbage: the proxy itself.
  assert.equal(clientAddress("127.0.0.1", undefined, proxies), "127.0.0.1");
  assert.equal(clientAddress("127.0.0.1", "not-an-address", proxies), "127.0.0.1");
  // A peer that is not a configured proxy is not believed.
  assert.equal(clientAddress("203.0.113.9", "1.2.3.4", proxies), "203.0.113.9");
});

test("a setting that is not addresses or ranges is refused, naming the entry", () => {
  for (const setting of ["proxy.local", "10.0.0.0/33", "10.0.0.1/8/1", "10.0.0.0/x", "10.0.0.0/"])
    assert.throws(
      () => trustedProxies({ BARLINE_TRUSTED_PROXY: setting }),
      new RegExp(setting.replace(/[./]/g, "\\$&")),
    );
});
