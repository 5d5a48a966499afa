// What a person sees when a command fails on something no check foresaw (issue 12): one line, the
// reason, exit 1; the stack trace only with BARLINE_DEBUG set.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";

const failing = `import { exitOnReadError } from "./scripts/commands/fail.ts";
exitOnReadError(new TypeError("Cannot convert object to primitive value"));`;

function run(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", failing], {
    env: { ...process.env, BARLINE_DEBUG: "", ...env },
    encoding: "utf8",
  });
}

test("an unexpected exception is one line without a stack trace, unless BARLINE_DEBUG is set", () => {
  const plain = run({});
  assert.equal(plain.status, 1);
  assert.equal(
    plain.stderr,
    "barline: Cannot convert object to primitive value (set BARLINE_DEBUG=1 to see where it failed)\n",
  );
  const debug = run({ BARLINE_DEBUG: "1" });
  assert.notEqual(debug.status, 0);
  assert.match(debug.stderr, /TypeError: Cannot convert object to primitive value\n\s+at /);
});
