// The command line (spec/cli.md) as a function: the arguments after `barline`, and where to write;
// returns the exit status: 0 success, 1 unreadable input, 2 usage error. Each command lives in
// scripts/commands/<name>.ts and exports `register(program, io)`. A command's modules are loaded
// only when it runs (all of them only for the overall help), so `read` does not pay for what
// `analyze` needs. scripts/barline.ts runs it on the process; tests run it in-process.
import { Command, CommanderError } from "commander";
import { reportFailure } from "./commands/fail.ts";
import type { CommandIO } from "./commands/io.ts";

type CommandModule = { register(program: Command, io: CommandIO): void };

const commands: Record<string, () => Promise<CommandModule>> = {
  read: () => import("./commands/read.ts"),
  diff: () => import("./commands/diff.ts"),
  analyze: () => import("./commands/analyze.ts"),
  ingest: () => import("./commands/ingest.ts"),
  serve: () => import("./commands/serve.ts"),
  reanalyze: () => import("./commands/reanalyze.ts"),
  worker: () => import("./commands/worker.ts"),
  report: () => import("./commands/report.ts"),
  user: () => import("./commands/user.ts"),
  mcp: () => import("./commands/mcp.ts"),
};

export async function runBarline(args: readonly string[], io: CommandIO): Promise<number> {
  const program = new Command("barline")
    .description("Checks what a score-editing assistant claimed against the saved score versions.")
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err });
  const named = args[0];
  const load =
    named !== undefined && Object.hasOwn(commands, named) ? [commands[named]!] : Object.values(commands);
  for (const m of await Promise.all(load.map((l) => l()))) m.register(program, io);
  try {
    await program.parseAsync(args, { from: "user" });
    return 0;
  } catch (err) {
    // --help and --version end here too, with exit code 0.
    if (err instanceof CommanderError) return err.exitCode === 0 ? 0 : 2;
    reportFailure(err, io);
    return 1;
  }
}
