// How every command reports input it cannot read: one line naming the file and the reason, exit 1.
// Any other exception is reported the same way, by its message alone: a stack trace is for
// developers and is printed only when BARLINE_DEBUG is set.
import { ReadError } from "../../lib/read-error.ts";

export function exitOnReadError(err: unknown): never {
  if (err instanceof ReadError) {
    process.stderr.write(`barline: ${err.message}\n`);
    process.exit(1);
  }
  if (process.env.BARLINE_DEBUG) throw err;
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`barline: ${message} (set BARLINE_DEBUG=1 to see where it failed)\n`);
  process.exit(1);
}
