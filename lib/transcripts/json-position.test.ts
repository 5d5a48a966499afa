import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { jsonErrorOffset } from "./json-position.ts";
import { jsonErrorLine, notJson } from "./source-loc.ts";

const parseError = (text: string): unknown => {
  try {
    JSON.parse(text);
  } catch (err) {
    return err;
  }
  return assert.fail(`${text} parsed`);
};

test("an unexpected token, for which Node 20 names no position, is found at its line and column", () => {
  const text = '{\n  "messages": [\n    {"role": "user", "content": }\n  ]\n}';
  const err = parseError(text);
  assert.equal(jsonErrorLine(text, err), 3);
  assert.equal(notJson(text, err, true), "not JSON at line 3, column 33: Unexpected token '}'");
});

test("errors JSON.parse places itself keep its position; text that ends early fails on its last line", () => {
  const missingComma = '{"a": 1\n "b": 2}';
  assert.equal(jsonErrorLine(missingComma, parseError(missingComma)), 2);
  const truncated = '[\n {"role": "user",\n  "content": "Tw';
  assert.equal(jsonErrorLine(truncated, parseError(truncated)), 3);
});

test("the scanner agrees with JSON.parse: -1 on valid JSON, and an offset inside broken text", () => {
  fc.assert(
    fc.property(fc.json(), (text) => assert.equal(jsonErrorOffset(text), -1)),
    { numRuns: 300 },
  );
  fc.assert(
    fc.property(fc.json(), fc.nat(), fc.constantFrom("}", "]", ",", ":", "x", '"'), (text, at, junk) => {
      const cut = at % (text.length + 1);
      const broken = text.slice(0, cut) + junk + text.slice(cut);
      let valid = true;
      try {
        JSON.parse(broken);
      } catch {
        valid = false;
      }
      const offset = jsonErrorOffset(broken);
      if (valid) assert.equal(offset, -1);
      else assert.ok(offset >= 0 && offset <= broken.length, `${broken} -> ${offset}`);
    }),
    { numRuns: 300 },
  );
});
