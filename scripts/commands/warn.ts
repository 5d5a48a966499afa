// What a command read past in a file it could read (bytes that are not UTF-8): one line each on
// stderr, naming the file and the place, and the command goes on to exit 0 (spec/cli.md).
import type { ReadWarning } from "../../lib/read-error.ts";
import type { CommandIO } from "./io.ts";

export function warnAbout(io: CommandIO, warnings: readonly ReadWarning[] | undefined): void {
  for (const w of warnings ?? [])
    io.err(`barline: warning: ${w.file}${w.at ? ` (${w.at})` : ""}: ${w.message}\n`);
}
