// read_bars: the reading of bars, one line per bar and staff as `barline read` prints it — changes
// "from here" at the bar they take effect — and each courtesy clef named for the bar it announces.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { clefName, keyName, timeName } from "../../score-history/names.ts";
import { courtesyClef } from "../../score-history/courtesy.ts";
import { readBars, readingHash } from "../../score-history/reading.ts";
import { barSpan, barsInput, chooseStaves, partChoice, staffInput } from "../bars.ts";
import { scoreInput, versionInput } from "../inputs.ts";
import type { ScoreLibrary } from "../score-source.ts";
import { answered } from "../answer.ts";

/** A reading of more bars is a page of text no model reads whole: ask in parts. */
export const READ_BARS_MOST = 200;

const barOutput = z.object({
  bar: z.string().describe("The printed number"),
  part: z.string(),
  staff: z.number(),
  clef: z.string().describe('The clef in force at the bar\'s start: "treble", "bass", "alto"…'),
  key: z.string().describe('The key in force at its start: "G major", "D minor"'),
  time: z.string().describe('The time signature in force at its start: "4/4"'),
  changesHere: z
    .array(z.enum(["clef", "key", "time"]))
    .describe("Signs that take effect in this bar (marked 'from here' in the line)"),
  notes: z.array(z.string()),
  courtesy: z
    .string()
    .nullable()
    .describe("A clef printed at this bar's end, named for the bar it announces"),
  hash: z.string().describe("A short hash of the bar's content: the same hash, the same music"),
  line: z.string(),
});

const output = {
  score: z.string(),
  version: z.number(),
  bars: z.array(barOutput),
};

export function registerReadBars(server: McpServer, library: ScoreLibrary): void {
  server.registerTool(
    "read_bars",
    {
      title: "Read bars",
      description:
        "The reading of a saved version, one line per bar and staff: the clef, key and time in force, " +
        "marked 'from here' at the bar where a change takes effect, and the notes. A clef printed at the end " +
        "of a bar (a courtesy clef, e.g. before a system break) is named for the bar it announces, never the " +
        "bar it is printed in. Read before you say what a bar has.",
      inputSchema: {
        score: scoreInput,
        version: versionInput.optional(),
        bars: barsInput.optional(),
        part: partChoice.optional(),
        staff: staffInput.optional(),
      },
      outputSchema: output,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    answered(async ({ score: scoreId, version, bars, part, staff }) => {
      const v = await library.version(scoreId, version ?? "latest");
      const { score } = v;
      const chosen = chooseStaves(score, part, staff);
      const span = barSpan(score, bars, READ_BARS_MOST);
      const partIndex = new Map(score.parts.map((p, i) => [p.id, i]));
      const readings = readBars(score, {
        bars: { from: span.from, to: span.to },
        ...(chosen ? { part: chosen.id } : {}),
        ...(staff !== undefined ? { staff } : {}),
      });
      const rows = readings.map((r) => ({
        bar: r.bar,
        part: r.part,
        staff: r.staff,
        clef: clefName(r.clef),
        key: keyName(r.key),
        time: timeName(r.time),
        changesHere: (["clef", "key", "time"] as const).filter((k) => r[`${k}ChangedHere`]),
        notes: r.notes,
        courtesy: courtesyClef(score, partIndex.get(r.part)!, r),
        hash: readingHash(score, r),
        line: r.line,
      }));
      const text = [
        `Score "${scoreId}", version ${v.version}:`,
        ...rows.flatMap((r) => (r.courtesy ? [r.line, r.courtesy] : [r.line])),
      ].join("\n");
      return { text, structured: { score: scoreId, version: v.version, bars: rows } };
    }),
  );
}
