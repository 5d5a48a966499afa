// Versions of one score differ in a few bars. A measure whose text is unchanged from a version
// already read, with the same divisions in force, reads the same: the memo hands back what was read
// then, and only the changed measures and the text between measures go through the parser.
import type { Rational, Transposition } from "./score.ts";
import type { RawMeasure, StaffBarMemo } from "./staff-state.ts";

/** What reading one `<measure>` of a partwise part did: all a replay has to repeat. */
export interface MeasureRead {
  /** The divisions in force when the measure began: a duration's meaning depends on them. */
  divisionsIn: Rational;
  divisionsOut: Rational;
  attrs: Record<string, string>;
  measure: RawMeasure;
  /** The highest staff number the measure names (0: none). */
  staves: number;
  /** The <transpose> the measure gives (null: none). */
  transposition: Transposition | null;
}

/** Measures read so far, by their exact text; one memo serves the versions of one score. */
export class MeasureMemo {
  /** What the measures read once became, staff by staff (see buildPart). */
  readonly staffBars: StaffBarMemo = new WeakMap();

  // By the measure's opening tag (its number tells most measures apart) and length, then compared
  // whole: no hashing of whole measures. A key holds at most SAME_KEY measures: versions of a score
  // repeat a bar a few times, and a file of thousands of look-alike measures must not make every
  // measure be compared with every other.
  private readonly byTag = new Map<string, { text: string; read: MeasureRead }[]>();

  /** What reading text[start, end) did before, with these divisions in force. */
  find(text: string, start: number, end: number, divisions: Rational): MeasureRead | undefined {
    for (const known of this.byTag.get(keyOf(text, start, end)) ?? []) {
      const { divisionsIn } = known.read;
      if (
        divisionsIn.num === divisions.num &&
        divisionsIn.den === divisions.den &&
        // A slice compared with === is a block compare; startsWith goes character by character.
        text.slice(start, end) === known.text
      )
        return known.read;
    }
    return undefined;
  }

  remember(slice: string, read: MeasureRead): void {
    // A slice keeps its whole document alive; a copy keeps only the measure (a history's documents
    // are read one after another and need not all stay in memory).
    const text = structuredClone(slice);
    const key = keyOf(text, 0, text.length);
    const same = this.byTag.get(key);
    if (!same) this.byTag.set(key, [{ text, read }]);
    else if (same.length < SAME_KEY) same.push({ text, read });
  }
}

const SAME_KEY = 8;

function keyOf(text: string, start: number, end: number): string {
  return `${end - start}${text.slice(start, text.indexOf(">", start) + 1)}`;
}

const DECLARATION = /^\uFEFF?<\?xml[^>]*\?>/;
// Markup whose text could hold "<measure" without being one: comments, CDATA, processing instructions.
const HIDING = /<(?:!--|!\[CDATA\[|\?)/g;

/** Where each `<measure …>…</measure>` of the text starts and ends. null when the text has markup
 * that could hide a measure tag or fake one (comments, CDATA, processing instructions): such a
 * file is parsed whole. */
export function measureSpans(text: string): [start: number, end: number][] | null {
  HIDING.lastIndex = DECLARATION.exec(text)?.[0].length ?? 0;
  if (HIDING.test(text)) return null;
  const spans: [number, number][] = [];
  for (let at = text.indexOf("<measure"); at >= 0; at = text.indexOf("<measure", at)) {
    // "<measure-style>" and the like are other elements.
    const next = text.charCodeAt(at + "<measure".length);
    if (next !== 0x3e && next !== 0x20 && next !== 0x0a && next !== 0x09 && next !== 0x0d) {
      at += "<measure".length;
      continue;
    }
    const close = text.indexOf("</measure>", at);
    if (close < 0) break;
    const end = close + "</measure>".length;
    spans.push([at, end]);
    at = end;
  }
  return spans;
}
