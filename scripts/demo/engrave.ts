// Page images: a score version engraved whole by verovio (lib/score-history/render.ts) and
// rasterised to PNG by resvg, as a score assistant's render tool or a person's screenshot shows it.
import { Resvg } from "@resvg/resvg-js";
import { renderBars } from "../../lib/score-history/render.ts";
import { readScoreBytes } from "../../lib/score-history/read-score.ts";

/** PNG bytes of every bar of `xml`, systems wrapped to the page width. */
export async function engravePage(xml: string, file: string): Promise<Uint8Array> {
  const score = readScoreBytes(new TextEncoder().encode(xml), file);
  const svg = await renderBars(
    { data: xml, file },
    score,
    { positions: { from: 1, to: score.bars.length } },
    { width: 2600, scale: 50 },
  );
  // Text (title, tempo, part name, bar numbers) is drawn in the machine's serif font when it has one.
  const png = new Resvg(svg, { fitTo: { mode: "width", value: 1100 }, background: "white" }).render().asPng();
  return new Uint8Array(png);
}
