// `barline read <score file> [--bar N[-M]] [--part P] [--staff S] [--json]`: the reading of bars,
// one line per bar and staff (spec/cli.md).
import { Command, InvalidArgumentError } from "commander";
import { readScoreFile } from "../../lib/score-history/read-score.ts";
import { readBars, readingHash, type BarReading } from "../../lib/score-history/reading.ts";
import type { Score } from "../../lib/score-history/score.ts";
import { clefName, keyName, timeName } from "../../lib/score-history/names.ts";
import { format } from "../../lib/score-history/rational.ts";
import { beatLabel } from "../../lib/score-history/bar-content.ts";
import type { CommandIO } from "./io.ts";
import { warnAbout } from "./warn.ts";

function barRange(text: string): { from: number; to: number } {
  const m = /^(\d+)(?:-(\d+))?$/.exec(text.trim());
  if (!m) throw new InvalidArgumentError("give a printed bar number or a range, e.g. 4 or 4-8");
  const from = Number(m[1]);
  const to = m[2] === undefined ? from : Number(m[2]);
  if (to < from) throw new InvalidArgumentError(`the range ${text} ends before it starts`);
  return { from, to };
}

function staffNumber(text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError("give a staff number from 1");
  return n;
}

/** The reading as JSON: printed bar numbers, staves from 1, part ids, and names for the signs. */
function toJson(score: Score, r: BarReading) {
  return {
    bar: r.bar,
    position: r.position,
    part: r.part,
    staff: r.staff,
    clef: clefName(r.clef),
    key: keyName(r.key),
    time: timeName(r.time),
    clefChangedHere: r.clefChangedHere,
    keyChangedHere: r.keyChangedHere,
    timeChangedHere: r.timeChangedHere,
    changes: r.changes.map((c) => ({
      offset: format(c.offset),
      beat: beatLabel(c.offset, r.time),
      kind: c.kind,
      value: c.kind === "clef" ? clefName(c.clef) : c.kind === "key" ? keyName(c.key) : timeName(c.time),
    })),
    notes: r.notes,
    pedal: r.pedal,
    dynamics: r.dynamics,
    tempo: r.tempo,
    hash: readingHash(score, r),
    line: r.line,
  };
}

export function register(program: Command, io: CommandIO): void {
  program
    .command("read")
    .description("the reading of bars: clef, key and time in force, changes where they take effect, notes")
    .argument("<file>", "a MusicXML, .mxl or MEI score")
    .option(
      "--bar <N[-M]>",
      "printed bar number or range (the other bars are read only for the signs they carry into these)",
      barRange,
    )
    .option("--part <id>", "MusicXML part id, e.g. P2")
    .option("--staff <S>", "staff number from 1", staffNumber)
    .option("--json", "print JSON")
    .action(
      (
        file: string,
        opts: { bar?: { from: number; to: number }; part?: string; staff?: number; json?: boolean },
        cmd: Command,
      ) => {
        // With --bar, the other bars are read only for the signs they carry into these.
        const score = readScoreFile(file, opts.bar ? { bars: opts.bar } : {});
        warnAbout(io, score.warnings);
        if (opts.part !== undefined && !score.parts.some((p) => p.id === opts.part))
          cmd.error(
            `barline: ${file} has no part ${opts.part}; its parts are ${score.parts.map((p) => p.id).join(", ")}`,
            { exitCode: 2 },
          );
        const readings = readBars(score, {
          ...(opts.bar ? { bars: opts.bar } : {}),
          ...(opts.part !== undefined ? { part: opts.part } : {}),
          ...(opts.staff !== undefined ? { staff: opts.staff } : {}),
        });
        if (opts.json)
          io.out(
            JSON.stringify(
              readings.map((r) => toJson(score, r)),
              null,
              2,
            ) + "\n",
          );
        else for (const r of readings) io.out(r.line + "\n");
      },
    );
}
