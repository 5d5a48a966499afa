import { test } from "node:test";
import assert from "node:assert/strict";
import { Lru } from "./render-cache.ts";

test("the least recently used entry goes first; reading an entry keeps it", () => {
  const lru = new Lru<string, number>(2);
  lru.set("a", 1);
  lru.set("b", 2);
  assert.equal(lru.get("a"), 1);
  lru.set("c", 3);
  assert.equal(lru.get("b"), undefined);
  assert.deepEqual([lru.get("a"), lru.get("c"), lru.size], [1, 3, 2]);
  lru.set("a", 4);
  lru.set("d", 5);
  assert.deepEqual([lru.get("a"), lru.get("c"), lru.get("d")], [4, undefined, 5]);
});

test("weighed entries: the oldest go until the rest fit, and one entry over the capacity stays alone", () => {
  const lru = new Lru<string, string>(10);
  lru.set("a", "4 bytes", 4);
  lru.set("b", "4 bytes", 4);
  lru.set("c", "2 bytes", 2);
  assert.equal(lru.size, 3);
  lru.set("d", "3 bytes", 3);
  assert.deepEqual([lru.get("a"), lru.size], [undefined, 3]);
  // Replacing an entry counts its new weight, not both.
  lru.set("b", "1 byte", 1);
  assert.deepEqual([lru.get("c"), lru.get("d"), lru.size], ["2 bytes", "3 bytes", 3]);
  lru.set("e", "12 bytes", 12);
  assert.deepEqual([lru.get("e"), lru.size], ["12 bytes", 1]);
});
