// One bar engraved with a bar on each side where the score has them, from an excerpt of the file
// (excerpt.ts) rather than the whole score, on the thread that re-reads the bar (bar-reread-pool.ts),
// and remembered by the file's content, bar, part and staff.
import { musicXmlExcerpt, musicXmlLayout, type ExcerptSelection, type MusicXmlLayout } from "./excerpt.ts";
import { unpackMxl } from "./mxl.ts";
import { contentHash, renderBars, renderDocument, type RenderSource } from "./render.ts";
import { Lru } from "./render-cache.ts";
import type { Score } from "./score.ts";

export interface BarSource extends RenderSource {
  /** sha256 of `data` in hex, where the caller knows it already (blobs are stored by it). */
  hash?: string;
}

// Weighed by characters: a quartet's excerpt draws several times the SVG of a piano's.
const svgs = new Lru<string, string>(32 * 2 ** 20);
// The layout holds the decoded text of the whole file: weighed by it, a few very large scores or
// many small ones.
const layouts = new Lru<string, MusicXmlLayout | null>(20 * 2 ** 20);

// Hashing a large file costs more than a bar's drawing: bytes asked about again are known by identity.
const hashes = new WeakMap<Uint8Array, string>();

function hashOf(data: string | Uint8Array): string {
  if (typeof data === "string") return contentHash(data);
  let hash = hashes.get(data);
  if (hash === undefined) hashes.set(data, (hash = contentHash(data)));
  return hash;
}

/** The bar at `position` (from 1) and its neighbours as SVG: one part, or one staff of it, when
 * selected (a score rendered whole shows every part). Each bar is a `<g class="measure"
 * data-n="…">` with its printed number. */
export async function renderBarWithNeighbours(
  source: BarSource,
  score: Score,
  position: number,
  select?: ExcerptSelection,
): Promise<string> {
  const hash = source.hash ?? hashOf(source.data);
  const key = `${hash}\u0000${position}\u0000${select?.part ?? ""}\u0000${select?.staff ?? ""}`;
  const known = svgs.get(key);
  if (known !== undefined) return known;
  const positions = { from: Math.max(1, position - 1), to: Math.min(score.bars.length, position + 1) };
  const { svg } = await renderExcerpt({ ...source, hash }, score, positions, select);
  svgs.set(key, svg, svg.length);
  return svg;
}

/** The bars at `positions` (from 1) as SVG, of one part or one staff of it when selected. `whole`:
 * no excerpt could be cut (MEI, MusicXML in UTF-16 or a legacy encoding), so the whole score was
 * laid out, every part drawn — slower, never wrong. */
export async function renderExcerpt(
  source: BarSource,
  score: Score,
  positions: { from: number; to: number },
  select?: ExcerptSelection,
): Promise<{ svg: string; whole: boolean }> {
  const hash = source.hash ?? hashOf(source.data);
  let layout = layouts.get(hash);
  if (layout === undefined) {
    layout = layoutOf(source);
    layouts.set(hash, layout, layout?.text.length ?? 1);
  }
  const excerpt = layout && musicXmlExcerpt(layout, score, positions, select);
  if (excerpt) return { svg: await renderDocument(excerpt, source.file), whole: false };
  return { svg: await renderBars(source, score, { positions }), whole: true };
}

/** The layout of a UTF-8 MusicXML file (plain or .mxl), else null. */
function layoutOf(source: RenderSource): MusicXmlLayout | null {
  const { data, file } = source;
  if (typeof data === "string") return musicXmlLayout(data);
  const zip = data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
  const bytes = zip ? unpackMxl(data, file).bytes : data;
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/.exec(head)?.[1];
  const utf16 = (bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe);
  if (utf16 || (declared && !/^utf-?8$/i.test(declared))) return null;
  return musicXmlLayout(new TextDecoder("utf-8").decode(bytes));
}
