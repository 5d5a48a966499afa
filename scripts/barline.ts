#!/usr/bin/env node
// The command line (spec/cli.md). Each command lives in scripts/commands/<name>.ts and exports
// `register(program)`; exit status 0 success, 1 unreadable input, 2 usage error. A command's modules
// are loaded only when it runs (all of them only for the overall help), so `read` does not pay for
// what `analyze` needs.
import { Command, CommanderError } from "commander";

type CommandModule = { register(program: Command): void };

const commands: Record<string, () => Promise<CommandModule>> = {
  read: () => import("./commands/read.ts"),
  diff: () => import("./commands/diff.ts"),
  analyze: () => import("./commands/analyze.ts"),
  ingest: () => import("./commands/ingest.ts"),
  serve: () => import("./commands/serve.ts"),
  reanalyze: () => import("./commands/reanalyze.ts"),
  worker: () => import("./commands/worker.ts"),
};

const program = new Command("barline")
  .description("Checks what a score-editing assistant claimed against the saved score versions.")
  .exitOverride()
  .configureOutput({ writeErr: (s) => process.stderr.write(s) });

const named = process.argv[2];
const load =
  named !== undefined && Object.hasOwn(commands, named) ? [commands[named]!] : Object.values(commands);
for (const m of await Promise.all(load.map((l) => l()))) m.register(program);

try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof CommanderError) {
    // --help and --version end here too, with exit code 0.
    process.exit(err.exitCode === 0 ? 0 : 2);
  }
  const { exitOnReadError } = await import("./commands/fail.ts");
  exitOnReadError(err);
}
