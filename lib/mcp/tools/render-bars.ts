// render_bars: the engraving of a few bars (verovio, as the dashboard draws them) as a PNG, always
// with the reading of the same bars beside it: the picture is never the only answer, since a courtesy
// clef at a system break looks like a clef of the bar it ends.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Resvg } from "@resvg/resvg-js";
import { z } from "zod";
import { courtesyClef } from "../../score-history/courtesy.ts";
import { readBars } from "../../score-history/reading.ts";
import { renderBars } from "../../score-history/render.ts";
import { answered } from "../answer.ts";
import { barSpan, barsInput, checkStaves, partInput, staffInput } from "../bars.ts";
import { scoreInput, versionInput } from "../inputs.ts";
import type { ScoreLibrary } from "../score-source.ts";

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
        `The engraving of up to ${RENDER_BARS_MOST} bars of a saved version as a PNG image, every part, with the ` +
        "text reading of the same bars beside it. Trust the reading over the picture: a clef printed at the " +
        "end of a bar, before a system break, belongs to the next bar.",
      inputSchema: {
        score: scoreInput,
        version: versionInput.optional(),
        bars: barsInput,
        part: partInput.optional().describe("Narrows the reading beside the image to this part"),
        staff: staffInput.optional().describe("Narrows the reading beside the image to this staff"),
      },
      outputSchema: {
        score: z.string(),
        version: z.number(),
        bars: z.string(),
        reading: z.array(z.string()),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    answered(async ({ score: scoreId, version, bars, part, staff }) => {
      const v = await library.version(scoreId, version ?? "latest");
      const { score } = v;
      checkStaves(score, part, staff);
      const span = barSpan(score, bars, RENDER_BARS_MOST);
      const partIndex = new Map(score.parts.map((p, i) => [p.id, i]));
      const reading = readBars(score, {
        bars: { from: span.from, to: span.to },
        ...(part !== undefined ? { part } : {}),
        ...(staff !== undefined ? { staff } : {}),
      }).flatMap((r) => {
        const courtesy = courtesyClef(score, partIndex.get(r.part)!, r);
        return courtesy ? [r.line, courtesy] : [r.line];
      });
      const svg = await renderBars({ data: v.bytes, file: v.file }, score, { positions: span.positions });
      const png = new Resvg(svg, { fitTo: { mode: "width", value: WIDTH }, background: "white" })
        .render()
        .asPng();
      const which = span.from === span.to ? `bar ${span.from}` : `bars ${span.from}-${span.to}`;
      return {
        text: [
          `Score "${scoreId}", version ${v.version}, ${which} (the image follows); the reading:`,
          ...reading,
        ].join("\n"),
        structured: { score: scoreId, version: v.version, bars: which, reading },
        png: new Uint8Array(png),
      };
    }),
  );
}
