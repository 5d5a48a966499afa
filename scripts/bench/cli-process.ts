// The command line as users run it, timed as a whole process: compiled JavaScript from dist/ (built by
// `npm run bench` before the sections that need it), under /usr/bin/time for the peak RSS.
import { spawnSync } from "node:child_process";
import { openSync, closeSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const cli = fileURLToPath(new URL("../../dist/scripts/barline.js", import.meta.url));

export interface ProcessRun {
  seconds: number;
  /** Peak resident set size of the process and its threads, in bytes. */
  peakRss: number;
  /** User + system CPU seconds of all its threads. */
  cpuSeconds: number;
}

/** Runs `barline ...args` with stdout to `stdout` (a file path; /dev/null by default). */
export function runCli(
  args: string[],
  stdout = "/dev/null",
  env: NodeJS.ProcessEnv = process.env,
): ProcessRun {
  const out = openSync(stdout, "w");
  try {
    const start = performance.now();
    const r = spawnSync("/usr/bin/time", ["-v", process.execPath, cli, ...args], {
      stdio: ["ignore", out, "pipe"],
      env,
      encoding: "utf8",
      maxBuffer: 64 * 2 ** 20,
    });
    const seconds = (performance.now() - start) / 1000;
    if (r.status !== 0)
      throw new Error(`barline ${args.join(" ")} exited ${r.status}: ${r.stderr.slice(-2000)}`);
    const field = (name: string) => {
      const m = new RegExp(`${name}: ([\\d.]+)`).exec(r.stderr);
      if (!m) throw new Error(`no ${name} from /usr/bin/time: ${r.stderr.slice(-500)}`);
      return Number(m[1]);
    };
    return {
      seconds,
      peakRss: field("Maximum resident set size \\(kbytes\\)") * 1024,
      cpuSeconds: field("User time \\(seconds\\)") + field("System time \\(seconds\\)"),
    };
  } finally {
    closeSync(out);
  }
}
