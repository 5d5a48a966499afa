// What a person sees when a command fails on something no check foresaw (issue 12): one line, the
// reason, and the command exits 1; the stack trace only with BARLINE_DEBUG set.
import assert from "node:assert/strict";
import { test } from "node:test";
import { ReadError } from "../../lib/read-error.ts";
import { reportFailure } from "./fail.ts";

/** What reportFailure writes to stderr, BARLINE_DEBUG set to `debug` meanwhile. */
function reported(err: unknown, debug: string): string {
  const before = process.env.BARLINE_DEBUG;
  process.env.BARLINE_DEBUG = debug;
  let stderr = "";
  try {
    reportFailure(err, { out: () => assert.fail("nothing on stdout"), err: (s) => (stderr += s) });
  } finally {
    if (before === undefined) delete process.env.BARLINE_DEBUG;
    else process.env.BARLINE_DEBUG = before;
  }
  return stderr;
}

test("an unexpected exception is one line without a stack trace, unless BARLINE_DEBUG is set", () => {
  const bug = new TypeError("Cannot convert object to primitive value");
  assert.equal(
    reported(bug, ""),
    "barline: Cannot convert object to primitive value (set BARLINE_DEBUG=1 to see where it failed)\n",
  );
  // With BARLINE_DEBUG the exception goes on, and Node prints it with its stack.
  assert.throws(() => reported(bug, "1"), bug);
});

test("input that cannot be read is the file, the place and the reason, with or without BARLINE_DEBUG", () => {
  const err = new ReadError("chats/a.json", "not JSON", "line 3");
  for (const debug of ["", "1"])
    assert.equal(reported(err, debug), "barline: chats/a.json (line 3): not JSON\n");
});
