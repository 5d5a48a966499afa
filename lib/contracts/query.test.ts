import assert from "node:assert/strict";
import { test } from "node:test";
import { parseConversationQuery } from "./query.ts";

const error = (q: string) => {
  const r = parseConversationQuery(new URLSearchParams(q));
  return r.ok ? null : r.error;
};

test("a bad parameter is one sentence: its name, what was given and what it must be", () => {
  assert.equal(
    error("sort=colour"),
    'parameter "sort" is "colour", but it must be a column to sort by: startedAt, turns, claims, contradicted, flags',
  );
  assert.equal(
    error("pageSize=500"),
    'parameter "pageSize" is "500", but it must be a whole number from 1 to 200',
  );
  assert.equal(error("page=x"), 'parameter "page" is "x", but it must be a whole number 1 or more');
  assert.match(
    error("flag=receipt-mismatch&flag=clef")!,
    /^parameter "flag" is "clef", but it must be a flag type: /,
  );
  assert.equal(
    error("from=soon"),
    'parameter "from" is "soon", but it must be an ISO 8601 date, as 2026-11-11',
  );
  assert.equal(error("flag=receipt-mismatch&sort=flags"), null);
});
