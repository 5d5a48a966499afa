// Reading scores: for each OpenScore quartet in the shared corpus, our read + bar index against
// verovio's loadData of the same text in the same process, and the diff of two versions that
// differ in one note. Targets: Grosse Fuge read + index under 0.25 s and at least 5× faster than
// verovio; the one-note diff under 50 ms.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { BarIndex } from "../../lib/score-history/bar-index.ts";
import { diffScores } from "../../lib/score-history/diff.ts";
import { MeasureMemo } from "../../lib/score-history/measure-memo.ts";
import { readScoreBytes } from "../../lib/score-history/read-score.ts";
import { readBars } from "../../lib/score-history/reading.ts";
import { loadVerovio } from "../../lib/score-history/verovio.ts";
import { corpusDir } from "../../test/fixtures/score/paths.ts";
import { msSince, type Bench } from "./section.ts";

// The machine is shared: single runs of the same read vary by half; a median of nine holds still.
const RUNS = 9;
const VEROVIO_RUNS = 3;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** Median of `runs` timings after one warm-up run; `prepare` (not timed) makes each run's input. */
function time<T>(runs: number, run: (input: T) => void, prepare: () => T = () => undefined as T): number {
  run(prepare());
  return median(
    Array.from({ length: runs }, () => {
      const input = prepare();
      const start = performance.now();
      run(input);
      return msSince(start);
    }),
  );
}

/** The same score with the pitch of one note in the middle of the file changed. */
export function oneNoteChanged(text: string): string {
  const at = text.indexOf("<step>", Math.floor(text.length / 2)) + "<step>".length;
  return text.slice(0, at) + (text[at] === "C" ? "D" : "C") + text.slice(at + 1);
}

export const bench: Bench = async () => {
  const dir = path.join(corpusDir, "openscore-quartets");
  const files = readdirSync(dir).filter((f) => f.endsWith(".musicxml"));
  if (files.length === 0)
    return {
      title: "Reading scores",
      summary: "How fast a large MusicXML file is read and indexed, against verovio.",
      body: `No quartets found in ${dir}: nothing measured.`,
    };
  const toolkit = await loadVerovio();
  const rows: string[] = [];
  for (const file of files) {
    const bytes = readFileSync(path.join(dir, file));
    const text = bytes.toString("utf8");
    let score = readScoreBytes(bytes, file);
    const ours = time(RUNS, () => {
      score = readScoreBytes(bytes, file);
      new BarIndex(score);
    });
    // Readings are shared by every reader of a score once made: each run reads a score of its own.
    const everyReading = time(RUNS, readBars, () => readScoreBytes(bytes, file));
    const verovio = time(VEROVIO_RUNS, () => {
      if (!toolkit.loadData(text)) throw new Error(`verovio could not load ${file}`);
    });
    const changedBytes = new TextEncoder().encode(oneNoteChanged(text));
    const changed = readScoreBytes(changedBytes, file);
    // The next version, read after this one through the memo (a fresh, primed memo per run).
    const nextVersion = time(
      RUNS,
      (memo) => readScoreBytes(changedBytes, file, { memo }),
      () => {
        const memo = new MeasureMemo();
        readScoreBytes(bytes, file, { memo });
        return memo;
      },
    );
    let lines = 0;
    const diff = time(RUNS, () => {
      lines = diffScores(score, changed).length;
    });
    rows.push(
      `| ${file} | ${(bytes.length / 2 ** 20).toFixed(1)} MB | ${score.bars.length} | ${ours} | ${everyReading} | ${verovio} | ${(verovio / ours).toFixed(1)}× | ${nextVersion} | ${diff} (${lines} line${lines === 1 ? "" : "s"}) |`,
    );
  }
  return {
    title: "Reading scores",
    summary:
      "How fast a large MusicXML file is read and indexed, against verovio, and how fast two versions are diffed.",
    body: [
      "| file | size | bars | read + bar index (ms) | every bar's reading (ms) | verovio loadData (ms) | verovio ÷ ours | next version, one note changed (ms) | one-note diff (ms) |",
      "|---|---|---|---|---|---|---|---|---|",
      ...rows,
      "",
      `Medians of ${RUNS} runs after one warm-up (verovio: ${VEROVIO_RUNS} runs), all in one process; on this shared machine single runs of the same read vary by half, and whole runs of this benchmark by a third. ` +
        "Read + bar index is `readScoreBytes` on the file's bytes and `new BarIndex` (readings are computed lazily; " +
        "the next column is the cost of computing every bar's reading of every staff). The diff compares two read " +
        "versions that differ in one pitch; the next version is that second version read after the first " +
        "through a measure memo, as the versions of one score are read (only the changed measure is parsed). Targets: Grosse Fuge read + index under 250 ms and at least 5× faster " +
        "than verovio's loadData; the one-note diff under 50 ms.",
    ].join("\n"),
  };
};
