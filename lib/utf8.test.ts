import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { decodeUtf8, firstNotUtf8, placeOfByte } from "./utf8.ts";

const strict = new TextDecoder("utf-8", { fatal: true });
const isUtf8 = (b: Uint8Array) => {
  try {
    strict.decode(b);
    return true;
  } catch {
    return false;
  }
};

test("the first byte that is not UTF-8 is where the decoder's own verdict changes", () => {
  // Random bytes, and valid text with one byte changed, agree with the platform's decoder: the
  // bytes before the offset are UTF-8, and the offset's sequence is not.
  const text = fc.string({ unit: "grapheme", maxLength: 40 }).map((s) => new TextEncoder().encode(s));
  const damaged = fc
    .tuple(text, fc.nat(), fc.nat(255))
    .map(([b, at, byte]) => (b.length ? b.map((x, i) => (i === at % b.length ? byte : x)) : b));
  fc.assert(
    fc.property(fc.oneof(fc.uint8Array({ maxLength: 12 }), text, damaged), (b) => {
      const at = firstNotUtf8(b);
      assert.equal(at === -1, isUtf8(b));
      if (at >= 0) {
        assert.ok(isUtf8(b.subarray(0, at)));
        assert.equal(decodeUtf8(b).badByte, at);
      }
    }),
    { numRuns: 3000, seed: 12 },
  );
});

test("overlong forms, surrogates and code points past U+10FFFF are not UTF-8", () => {
  for (const bad of [
    [0xc0, 0xaf],
    [0xe0, 0x80, 0xaf],
    [0xed, 0xa0, 0x80],
    [0xf4, 0x90, 0x80, 0x80],
    [0xe2, 0x82],
  ])
    assert.equal(firstNotUtf8(Uint8Array.from([0x41, ...bad])), 1, bad.join(" "));
  assert.equal(firstNotUtf8(new TextEncoder().encode("A € 𝄞")), -1);
});

test("a place is a line and a byte, lines from 1", () => {
  assert.equal(placeOfByte(new TextEncoder().encode("<a>\n<b>\nx"), 8), "line 3, byte 8");
  assert.equal(placeOfByte(new Uint8Array([0xff]), 0), "line 1, byte 0");
});
