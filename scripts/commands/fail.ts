// How every command reports input it cannot read: one line naming the file and the reason, exit 1.
import { ReadError } from "../../lib/read-error.ts";

export function exitOnReadError(err: unknown): never {
  if (err instanceof ReadError) {
    process.stderr.write(`barline: ${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
