// Analyzing bundles as users do: generated bundles written to disk (one chat file per conversation,
// half Anthropic and half OpenAI, 20 turns and five saved versions each), then
// `barline analyze <bundle> --json` as a whole process, beside the same number of conversations
// analysed in process from memory (the "Analyzing conversations" benchmark's way). Sizes from
// BENCH_SIZES (e.g. "250,1000"), default 250 to 10,000. Targets: 10,000 conversations in under 60 s,
// and peak RSS for 10,000 within 1.5× of that for 1,000.
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { runInProcess } from "./analyze.ts";
import { writeBundle } from "./bundle-on-disk.ts";
import { runCli, type ProcessRun } from "./cli-process.ts";
import type { Bench } from "./section.ts";

const SIZES = (process.env.BENCH_SIZES ?? "250,500,1000,2000,10000").split(",").map(Number);

interface Row {
  conversations: number;
  cli: ProcessRun;
  inProcessSeconds: number;
}

const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;

export const bench: Bench = async () => {
  const load = loadavg()[0]!.toFixed(1);
  const rows: Row[] = [];
  for (const conversations of SIZES) {
    const dir = mkdtempSync(path.join(tmpdir(), "barline-bench-bundle-"));
    try {
      process.stderr.write(`bench: ${conversations} conversations…\n`);
      writeBundle(dir, conversations);
      const cli = runCli(["analyze", dir, "--json"]);
      const inProcessSeconds = (await runInProcess(conversations, availableParallelism())).seconds;
      rows.push({ conversations, cli, inProcessSeconds });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const at = (n: number) => rows.find((r) => r.conversations === n);
  const [small, large] = [at(1_000), at(10_000)];
  const verdicts = [
    large
      ? `10,000 conversations in under 60 s — ${large.cli.seconds < 60 ? "met" : `not met (${large.cli.seconds.toFixed(0)} s)`}`
      : null,
    small && large
      ? `peak RSS for 10,000 within 1.5× of that for 1,000 — ${large.cli.peakRss <= 1.5 * small.cli.peakRss ? "met" : "not met"} (${(large.cli.peakRss / small.cli.peakRss).toFixed(2)}×)`
      : null,
  ].filter(Boolean);
  const cores = availableParallelism();
  return {
    title: "Analyzing bundles on disk (the command line)",
    summary:
      "`barline analyze --json` on generated bundles written to disk, against the same work in memory.",
    body: `| conversations | \`barline analyze --json\` | conversations/s | peak RSS | CPU time | CPU busy (of ${cores} cores) | in process, from memory | conversations/s |
|---|---|---|---|---|---|---|---|
${rows
  .map(
    (r) =>
      `| ${r.conversations.toLocaleString("en")} | ${r.cli.seconds.toFixed(1)} s | ${Math.round(r.conversations / r.cli.seconds)} | ${mib(r.cli.peakRss)} | ${r.cli.cpuSeconds.toFixed(1)} s | ${((100 * r.cli.cpuSeconds) / r.cli.seconds / cores).toFixed(0)}% | ${r.inProcessSeconds.toFixed(1)} s | ${Math.round(r.conversations / r.inProcessSeconds)} |`,
  )
  .join("\n")}

Each bundle is written to disk first (untimed): one chat file per conversation, half Anthropic Messages and half OpenAI Chat Completions, 20 turns each, and each conversation's own score with five saved versions (16-bar piano scores), its history naming the saving call for Anthropic chats and leaving OpenAI ones to be linked by the version their results report. The command line runs as shipped — \`node dist/scripts/barline.js analyze <bundle> --json\`, compiled JavaScript, worker threads — with the report written to /dev/null; its wall time, peak RSS and CPU time are /usr/bin/time's for the whole process. CPU time is user + system time of all its threads; CPU busy is CPU time over wall time and cores: how much of the machine the main thread and workers got. Load average (1 min) when this benchmark started: ${load}; the machine is shared, and on a busy one wall times stretch while CPU times hold. The in-process column analyzes the same number of conversations built in memory, with their links already made, in worker threads (the "Analyzing conversations" benchmark): the difference is reading the bundle from disk, linking, and writing the report.

${verdicts.length ? `Targets: ${verdicts.join("; ")}.` : ""}`,
  };
};
