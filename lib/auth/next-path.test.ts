import assert from "node:assert/strict";
import { test } from "node:test";
import { nextPath } from "./next-path.ts";

test("a path of this server is kept, with its query and fragment", () => {
  assert.equal(nextPath("/conversations?flag=noop#t4"), "/conversations?flag=noop#t4");
  assert.equal(nextPath("/admin"), "/admin");
  assert.equal(nextPath("/"), "/");
});

test("anything a browser could read as another origin is replaced by /", () => {
  for (const asked of [
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "https://evil.example",
    "http:evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "///evil.example",
    "",
    undefined,
    ["/a", "//b"],
  ])
    assert.equal(nextPath(asked), "/", JSON.stringify(asked));
});
