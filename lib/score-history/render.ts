// Engraving a range of bars with verovio: one toolkit per thread (verovio.ts), the score loaded
// into it once per content (loading a large score is the costly part; selecting and rendering a bar
// of it costs less), then one system of the selected bars as SVG. A small document (an
// excerpt, excerpt.ts) is drawn whole, with the same options.
import { createHash } from "node:crypto";
import { ReadError } from "../read-error.ts";
import type { Score } from "./score.ts";
import { withPitchAttributes, withPitchIds } from "./pitch-ids.ts";
import { confineSvgNames } from "./svg-names.ts";
import { loadVerovio, type VerovioToolkit } from "./verovio.ts";

export interface RenderSource {
  /** The file's bytes or text: MusicXML, .mxl (zip) or MEI. */
  data: string | Uint8Array;
  /** For messages. */
  file: string;
}

/** Printed bar numbers (the first bar so numbered, and the first `to` from there on), or positions from 1. */
export type BarSelection = { from: string; to: string } | { positions: { from: number; to: number } };

export interface RenderOptions {
  /** Page width in verovio units: bars that do not fit wrap onto further systems. Without it, one system. */
  width?: number;
  /** Percent; 100 is verovio's normal size. */
  scale?: number;
}

// What the process's one toolkit holds: on globalThis with it (verovio.ts), as Next.js may bundle
// this module more than once.
const shared = globalThis as typeof globalThis & {
  barlineVerovioState?: { loaded: { hash: string } | null; excerptOptions: boolean };
};
/** The content verovio holds now (loading another replaces it), and whether its options are
 * excerptOptions(). */
const state = (shared.barlineVerovioState ??= { loaded: null, excerptOptions: false });

export function contentHash(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

function isZip(data: Uint8Array): boolean {
  return data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
}

function load(tk: VerovioToolkit, source: RenderSource): void {
  const hash = contentHash(source.data);
  if (state.loaded?.hash === hash) return;
  state.loaded = null;
  const { data } = source;
  let ok = false;
  try {
    if (typeof data === "string") ok = tk.loadData(data);
    // verovio wants an ArrayBuffer of exactly the archive; slice() copies the view's bytes into one.
    else if (isZip(data)) ok = tk.loadZipDataBuffer(data.slice().buffer);
    else ok = tk.loadData(new TextDecoder().decode(data));
  } catch {
    // A damaged archive makes verovio's wasm throw rather than return false.
  }
  if (!ok) throw new ReadError(source.file, "verovio cannot read this score");
  state.loaded = { hash };
}

/** Bar positions (1-based, what verovio's measureRange counts) for a selection. */
export function positionsOf(score: Score, select: BarSelection): { from: number; to: number } {
  if ("positions" in select) {
    const { from, to } = select.positions;
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from || to > score.bars.length)
      throw new RangeError(`bar positions ${from}-${to}: the score has positions 1-${score.bars.length}`);
    return { from, to };
  }
  const from = score.bars.find((b) => b.number === select.from);
  if (!from) throw new RangeError(`the score has no bar numbered "${select.from}"`);
  const to = score.bars.find((b) => b.position >= from.position && b.number === select.to);
  if (!to) throw new RangeError(`the score has no bar numbered "${select.to}" from bar "${select.from}" on`);
  return { from: from.position, to: to.position };
}

/** SVG of the selected bars. Each bar is a `<g class="measure" data-n="…">` (its printed number);
 * notes carry data-pname and data-oct, so the picture can be matched against a reading. Ids and
 * @type classes are namespaced (svg-names.ts). */
export async function renderBars(
  source: RenderSource,
  score: Score,
  select: BarSelection,
  options: RenderOptions = {},
): Promise<string> {
  const { from, to } = positionsOf(score, select);
  const tk = await loadVerovio();
  setOptions(tk, options);
  load(tk, source);
  tk.select({ measureRange: `${from}-${to}` });
  tk.redoLayout();
  return confineSvgNames(tk.renderToSVG(1));
}

/** SVG of every bar of a small MusicXML document (an excerpt). */
export async function renderDocument(text: string, file: string): Promise<string> {
  const tk = await loadVerovio();
  // Setting options costs as much as a small engraving: set once for a run of excerpts.
  if (!state.excerptOptions) tk.setOptions(excerptOptions());
  state.excerptOptions = true;
  // Whatever was loaded is replaced, and this document is not worth keeping for a next call.
  state.loaded = null;
  // A selection made for another score would otherwise be applied to this one.
  tk.select({});
  if (!tk.loadData(withPitchIds(text))) throw new ReadError(file, "verovio cannot read this excerpt");
  return confineSvgNames(withPitchAttributes(tk.renderToSVG(1)));
}

/** verovio's options for a drawing: one system unless a width is given; a small document (an
 * excerpt) is drawn with the defaults, as renderBars draws a selection. */
export function engravingOptions(options: RenderOptions = {}) {
  return {
    breaks: options.width ? "auto" : "none",
    pageWidth: options.width ?? 2100,
    adjustPageWidth: !options.width,
    adjustPageHeight: true,
    pageHeight: 60000,
    header: "none",
    footer: "none",
    scale: options.scale ?? 40,
    svgViewBox: true,
    // No indentation: a third less to send, and the same drawing.
    svgFormatRaw: true,
    svgAdditionalAttribute: ["measure@n", "note@pname", "note@oct"],
  };
}

/** The options for an excerpt given withPitchIds: the notes' pitches are written from their ids. */
export function excerptOptions() {
  return { ...engravingOptions(), svgAdditionalAttribute: ["measure@n"] };
}

function setOptions(tk: VerovioToolkit, options: RenderOptions): void {
  tk.setOptions(engravingOptions(options));
  state.excerptOptions = false;
}
