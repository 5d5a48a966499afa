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
