// How every command reports input it cannot read: one line naming the file and the reason (the
// command then exits 1). Any other exception is reported the same way, by its message alone: a
// stack trace is for developers and is shown only when BARLINE_DEBUG is set, by throwing it on.
import { ReadError } from "../../lib/read-error.ts";
import type { CommandIO } from "./io.ts";

export function reportFailure(err: unknown, io: CommandIO): void {
  if (err instanceof ReadError) return io.err(`barline: ${err.message}\n`);
  if (process.env.BARLINE_DEBUG) throw err;
  const message = err instanceof Error ? err.message : String(err);
  io.err(`barline: ${message} (set BARLINE_DEBUG=1 to see where it failed)\n`);
}
