// render_bars: the engraving of a few bars (verovio, as the dashboard draws them) as a PNG, always
// with the reading of the same bars beside it: the picture is never the only answer, since a courtesy
// clef at a system break looks like a clef of the bar it ends.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Resvg } from "@resvg/resvg-js";
import { z } from "zod";
import { courtesyClef } from "../../score-history/courtesy.ts";
import { readBars } from "../../score-history/reading.ts";
import type { Part, Score } from "../../score-history/score.ts";
import { renderExcerpt } from "../../score-history/render-bar.ts";
import { answered } from "../answer.ts";
import { barSpan, barsInput, chooseStaves, partChoice, partName, staffInput } from "../bars.ts";
import { scoreInput, versionInput } from "../inputs.ts";
import type { ScoreLibrary } from "../score-source.ts";
import { ToolError } from "../tool-error.ts";

/** One system's worth: more bars make an image too small to read. */
export const RENDER_BARS_MOST = 8;
/** Pixels across: a system of a few bars, legible when a client scales it down. */
const WIDTH = 1200;

export function registerRenderBars(server: McpServer, library: ScoreLibrary): void {
  server.registerTool(
    "render_bars",
    {
      title: "Render bars",
      description:
        `The engraving of up to ${RENDER_BARS_MOST} bars of a saved version as a PNG image — every part, or the ` +
        "part and staff asked for — with the text reading of the same bars beside it. Trust the reading over " +
        "the picture: a clef printed at the end of a bar, before a system break, belongs to the next bar.",
      inputSchema: {
        score: scoreInput,
        version: versionInput.optional(),
        bars: barsInput,
        part: partChoice
          .optional()
          .describe('Engrave and read this part only: its id, e.g. "P1", or its name as the score prints it'),
        staff: staffInput.optional().describe("Engrave and read this staff of the part only, from 1"),
      },
      outputSchema: {
        score: z.string(),
        version: z.number(),
        bars: z.string(),
        engraved: z
          .string()
          .describe('What the image shows: "every part", "part P1 (Piano)", "staff 2 of part P1 (Piano)"'),
        reading: z.array(z.string()),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    answered(async ({ score: scoreId, version, bars, part, staff }) => {
      const v = await library.version(scoreId, version ?? "latest");
      const { score } = v;
      const chosen = chooseStaves(score, part, staff) ?? onlyPart(score, staff);
      const span = barSpan(score, bars, RENDER_BARS_MOST);
      const partIndex = new Map(score.parts.map((p, i) => [p.id, i]));
      const reading = readBars(score, {
        bars: { from: span.from, to: span.to },
        ...(chosen ? { part: chosen.id } : {}),
        ...(staff !== undefined ? { staff } : {}),
      }).flatMap((r) => {
        const courtesy = courtesyClef(score, partIndex.get(r.part)!, r);
        return courtesy ? [r.line, courtesy] : [r.line];
      });
      const { svg, whole } = await renderExcerpt(
        { data: v.bytes, file: v.file },
        score,
        span.positions,
        chosen ? { part: chosen.id, ...(staff !== undefined ? { staff } : {}) } : undefined,
      );
      const png = new Resvg(svg, { fitTo: { mode: "width", value: WIDTH }, background: "white" })
        .render()
        .asPng();
      const which = span.from === span.to ? `bar ${span.from}` : `bars ${span.from}-${span.to}`;
      const asked = chosen
        ? `${staff !== undefined && chosen.staves > 1 ? `staff ${staff} of ` : ""}part ${partName(chosen)}`
        : "every part";
      const engraved = whole ? "every part" : asked;
      const head =
        whole && chosen
          ? `Score "${scoreId}", version ${v.version}, ${which} (the image follows: every part, as this file cannot be cut to ${asked}); the reading of ${asked}:`
          : `Score "${scoreId}", version ${v.version}, ${which}, ${engraved} (the image follows); the reading:`;
      return {
        text: [head, ...reading].join("\n"),
        structured: { score: scoreId, version: v.version, bars: which, engraved, reading },
        png: new Uint8Array(png),
      };
    }),
  );
}

/** A staff asked for without a part: the score's one part, or a ToolError asking which. */
function onlyPart(score: Score, staff: number | undefined): Part | undefined {
  if (staff === undefined) return undefined;
  if (score.parts.length === 1) return score.parts[0];
  throw new ToolError(
    `Say which part's staff ${staff} to engrave: the score's parts are ${score.parts.map(partName).join(", ")}.`,
  );
}
