// The command line (spec/cli.md). Each command lives in scripts/commands/<name>.ts and exports
// `register(program)`; exit status 0 success, 1 unreadable input, 2 usage error.
import { Command, CommanderError } from "commander";
import { register as registerRead } from "./commands/read.ts";
import { register as registerDiff } from "./commands/diff.ts";
import { register as registerAnalyze } from "./commands/analyze.ts";

const program = new Command("barline")
  .description("Checks what a score-editing assistant claimed against the saved score versions.")
  .exitOverride()
  .configureOutput({ writeErr: (s) => process.stderr.write(s) });

registerRead(program);
registerDiff(program);
registerAnalyze(program);

try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof CommanderError) {
    // --help and --version end here too, with exit code 0.
    process.exit(err.exitCode === 0 ? 0 : 2);
  }
  throw err;
}
