import assert from "node:assert/strict";
import { test } from "node:test";
import { z } from "zod";
import { anyOf, column, oneOf, paging, table } from "./query-grammar.ts";

const clefs = table({
  clef: anyOf(oneOf(["treble", "bass", "alto"], "a clef")),
  part: column("is", z.string().optional()),
  ...paging(20),
});

test("a repeatable column keeps every value; any other, its last; an empty one is absent", () => {
  assert.deepEqual(clefs.parse(new URLSearchParams("clef=bass&clef=alto&part=P1&part=P2&page=")), {
    clef: ["bass", "alto"],
    part: "P2",
    page: 1,
    pageSize: 20,
  });
  // Next's searchParams and typed values alike.
  assert.deepEqual(clefs.parse({ clef: "treble", pageSize: 5 }), {
    clef: ["treble"],
    page: 1,
    pageSize: 5,
  });
});

test("a bad value is one sentence naming it; a repeated one is named by the value that is wrong", () => {
  assert.deepEqual(clefs.read(new URLSearchParams("clef=bass&clef=tenor")), {
    ok: false,
    error: 'parameter "clef" is "tenor", but it must be a clef: treble, bass, alto',
  });
  assert.throws(() => clefs.parse({ pageSize: "500" }), {
    code: "bad-request",
    message: 'parameter "pageSize" is "500", but it must be a whole number from 1 to 200',
  });
});

test("a query goes back to its link with its defaults left out", () => {
  const query = clefs.parse(new URLSearchParams("clef=bass&clef=alto&page=3"));
  assert.equal(clefs.toParams(query).toString(), "clef=bass&clef=alto&page=3");
  assert.equal(clefs.toParams({ ...query, clef: [], page: 1 }).toString(), "");
});
