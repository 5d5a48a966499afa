import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { DYNAMIC_ROUTES, malformedPath } from "./malformed-path.ts";

test("a path that is not valid percent-encoding is named by its route parameter", () => {
  assert.match(
    malformedPath("/api/scores/%E0%A4%A/versions/1/bars/1")!,
    /^parameter "scoreId" is "%E0%A4%A", but it must be valid percent-encoding/,
  );
  assert.match(malformedPath("/api/scores/s/versions/1/bars/%FF")!, /^parameter "bar" is "%FF"/);
  assert.match(malformedPath("/api/conversations/%")!, /^parameter "id" is "%"/);
  assert.match(malformedPath("/conversations/%zz")!, /^parameter "id" is "%zz"/);
  assert.match(malformedPath("/api/auth/sign-in/%")!, /^parameter "all" is "%"/);
  assert.match(malformedPath("/%/x")!, /^path segment 1 is "%"/);
});

test("a path that decodes is let through", () => {
  for (const p of ["/", "/api/conversations/caf%C3%A9", "/scores/s/versions/1/bars/X1", "/api/health"])
    assert.equal(malformedPath(p), null, p);
});

test("the list of routes with parameters is the app's", () => {
  const app = path.dirname(new URL(import.meta.url).pathname);
  const found: string[] = [];
  const walk = (dir: string, route: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name), `${route}/${e.name}`);
      else if (/^(page|route)\.tsx?$/.test(e.name) && route.includes("[")) found.push(route);
    }
  };
  walk(app, "");
  assert.deepEqual([...DYNAMIC_ROUTES].sort(), found.sort());
});
