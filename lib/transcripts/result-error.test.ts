import { test } from "node:test";
import assert from "node:assert/strict";
import type { TextBlock } from "./conversation.ts";
import { resultIsError } from "./result-error.ts";

const text = (t: string): TextBlock[] => [{ type: "text", text: t, at: { file: "f" } }];

test("a result the format marks as an error is one, whatever the text", () => {
  assert.deepEqual(resultIsError({ flag: true, content: text("Applied."), absent: false }), {
    isError: true,
    errorKind: "tool",
  });
  assert.deepEqual(resultIsError({ flag: true, flagKind: "protocol", content: text("x"), absent: false }), {
    isError: true,
    errorKind: "protocol",
  });
});

test("a flag saying false marks no error: the text rule still reads 'Error' and 'Nothing changed'", () => {
  assert.deepEqual(resultIsError({ flag: false, content: text("Error: looks bad"), absent: null }), {
    isError: true,
    errorKind: "tool",
  });
  assert.deepEqual(
    resultIsError({
      flag: false,
      content: text("Nothing changed: the dynamics field is not supported."),
      absent: null,
    }),
    { isError: true, errorKind: "tool" },
  );
  assert.deepEqual(resultIsError({ flag: false, content: text("Applied."), absent: null }), {
    isError: false,
    errorKind: null,
  });
});

test("without a flag, text starting with Error or Nothing changed is an error", () => {
  for (const t of [
    "Error: bar 4 does not exist",
    "ERROR: x",
    "  error - locked",
    "Nothing changed: same score",
    "nothing changed",
  ]) {
    assert.deepEqual(
      resultIsError({ flag: undefined, content: text(t), absent: null }),
      { isError: true, errorKind: "tool" },
      t,
    );
  }
});

test("otherwise the format's meaning of an absent flag: false where the API defaults it, null where nothing says", () => {
  for (const t of ["Applied. Saved as version 2.", "Errors: none", "No error", "Bar 4: Error-free"]) {
    assert.deepEqual(
      resultIsError({ flag: undefined, content: text(t), absent: null }),
      { isError: null, errorKind: null },
      t,
    );
    assert.deepEqual(
      resultIsError({ flag: undefined, content: text(t), absent: false }),
      { isError: false, errorKind: null },
      t,
    );
  }
  assert.deepEqual(resultIsError({ flag: undefined, content: [], absent: null }), {
    isError: null,
    errorKind: null,
  });
});
