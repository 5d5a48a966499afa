// The command line as the tests run it: in-process (runBarline with buffers for stdout and stderr),
// or as a whole process, as a user runs it, for what only a process shows (exit status, stray output).
import { spawnSync } from "node:child_process";
import { runBarline } from "../../scripts/run-barline.ts";
import { repoRoot } from "../fixtures/score/paths.ts";

export interface CommandRun {
  stdout: string;
  stderr: string;
  status: number | null;
}

export async function barline(...args: string[]): Promise<CommandRun> {
  let stdout = "";
  let stderr = "";
  const status = await runBarline(args, { out: (s) => (stdout += s), err: (s) => (stderr += s) });
  return { stdout, stderr, status };
}

export function barlineProcess(...args: string[]): CommandRun {
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/barline.ts", ...args], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}
