// The command line's quick commands as whole processes, as a user runs them: `barline read` of one
// bar of the Grosse Fuge and `barline diff` of two versions of it that differ in one note. What is
// timed is start-up (Node, the command's modules only) plus reading the 4.8 MB file(s).
// Targets: read under 0.5 s, diff under 0.8 s.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { corpus } from "../../test/fixtures/score/paths.ts";
import { runCli, type ProcessRun } from "./cli-process.ts";
import { median, oneNoteChanged } from "./score.ts";
import type { Bench } from "./section.ts";

const RUNS = 9;
const FUGE = corpus("openscore-quartets/beethoven_op133-grosse-fuge_sq10502527.musicxml");

function timed(args: string[]): ProcessRun {
  runCli(args);
  const runs: ProcessRun[] = Array.from({ length: RUNS }, () => runCli(args));
  const mid = (f: (r: ProcessRun) => number) => median(runs.map(f));
  return {
    seconds: mid((r) => r.seconds),
    peakRss: mid((r) => r.peakRss),
    cpuSeconds: mid((r) => r.cpuSeconds),
  };
}

export const bench: Bench = async () => {
  const load = loadavg()[0]!.toFixed(1);
  const dir = mkdtempSync(path.join(tmpdir(), "barline-bench-cli-"));
  try {
    const edited = path.join(dir, "grosse-fuge-edited.musicxml");
    writeFileSync(edited, oneNoteChanged(readFileSync(FUGE, "utf8")));
    const rows = [
      {
        command: "barline read <Grosse Fuge> --bar 500",
        target: 0.5,
        ...timed(["read", FUGE, "--bar", "500"]),
      },
      {
        command: "barline diff <Grosse Fuge> <one note changed>",
        target: 0.8,
        ...timed(["diff", FUGE, edited]),
      },
    ];
    const line = (r: (typeof rows)[number]) =>
      `| \`${r.command}\` | ${r.seconds.toFixed(2)} s | ${r.cpuSeconds.toFixed(2)} s | ${Math.round(r.peakRss / 2 ** 20)} MiB | under ${r.target} s — ${r.seconds < r.target ? "met" : "not met"} |`;
    return {
      title: "The command line: quick commands",
      summary: "`barline read --bar` and `barline diff` on the Grosse Fuge, timed as whole processes.",
      body: `| command | wall time | CPU time | peak RSS | target (wall) |
|---|---|---|---|---|
${rows.map(line).join("\n")}

Whole processes, as a user runs them: \`node dist/scripts/barline.js …\` (what \`npm run barline\` runs, without npm's own start-up), compiled JavaScript, loading only the modules of the command run. Medians of ${RUNS} runs after one warm-up. The Grosse Fuge is the 4.8 MB, 742-bar MusicXML file of the shared corpus; the diff compares it with a copy in which one pitch is changed. CPU time is user + system time; the machine is shared (load average ${load} when this benchmark started), and on a busy one wall times stretch while CPU times hold.`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
