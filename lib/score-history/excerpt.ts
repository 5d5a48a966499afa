// A few bars of a MusicXML score as a small partwise score of their own, for verovio: laying out a
// whole large score to draw one bar costs a hundred times what an excerpt of three bars costs.
// The measures are copied word for word; the first one is given the divisions, clef, key and time
// in force there (from the Score, so a clef written after the last note of the bar before counts),
// since what an earlier bar set would otherwise be lost. A timewise score comes out partwise, which
// is also the only form verovio draws. The clef that the bar after the excerpt brings is not there
// to be drawn at the end of the excerpt's last bar; the asked bar, in the middle, has its own.
import type { Clef, Key, Part, Score, StaffBar, TimeSignature } from "./score.ts";
import { sameKey } from "./staff-state.ts";

/** One part's share of one measure: the measure's start tag, and [start, end) of its content. */
interface MeasureSpan {
  open: string;
  start: number;
  end: number;
}

/** Where each part's measures sit in the document's text. */
export interface MusicXmlLayout {
  text: string;
  /** The whole `<part-list>` element. */
  partList: string;
  /** Each `<score-part>` element by part id. */
  scoreParts: Map<string, string>;
  /** Each part's measures, in order. */
  parts: Map<string, MeasureSpan[]>;
  /** Every `<divisions>` of the document: where it is and what it says, in document order. */
  divisions: { at: number; value: string }[];
}

/** The element starting at `from` (its start tag matched there): the start tag as an opening tag,
 * where its content starts and ends, and where the element ends. Null when it never ends. */
function element(text: string, from: number, name: string) {
  const tagEnd = text.indexOf(">", from);
  if (tagEnd < 0) return null;
  if (text[tagEnd - 1] === "/")
    return {
      open: `${text.slice(from, tagEnd - 1)}>`,
      start: tagEnd + 1,
      end: tagEnd + 1,
      after: tagEnd + 1,
    };
  const close = text.indexOf(`</${name}>`, tagEnd);
  if (close < 0) return null;
  return {
    open: text.slice(from, tagEnd + 1),
    start: tagEnd + 1,
    end: close,
    after: close + name.length + 3,
  };
}

/** The `<name …>` elements between `from` and `to`, in order (names sharing a prefix, like
 * `<measure-style>` or `<part-list>`, are not matched). Null when one never ends. */
function elements(text: string, name: string, from: number, to: number) {
  const found: NonNullable<ReturnType<typeof element>>[] = [];
  const tag = new RegExp(`<${name}[\\s>/]`, "g");
  tag.lastIndex = from;
  for (let m = tag.exec(text); m && m.index < to; m = tag.exec(text)) {
    const e = element(text, m.index, name);
    if (!e) return null;
    found.push(e);
    tag.lastIndex = e.after;
  }
  return found;
}

function idOf(open: string): string | undefined {
  return /\bid\s*=\s*["']([^"']*)["']/.exec(open)?.[1];
}

/** The layout of a MusicXML document (partwise or timewise), or null for anything else (MEI) or a
 * document whose elements do not close, which are rendered whole instead. */
export function musicXmlLayout(text: string): MusicXmlLayout | null {
  const root = /<score-(partwise|timewise)[\s>]/.exec(text);
  if (!root) return null;
  const listStart = text.indexOf("<part-list", root.index);
  const listEnd = text.indexOf("</part-list>", listStart);
  if (listStart < 0 || listEnd < 0) return null;
  const partList = text.slice(listStart, listEnd + "</part-list>".length);
  const scoreParts = new Map<string, string>();
  for (const m of partList.matchAll(
    /<score-part\b[^>]*\bid\s*=\s*["']([^"']*)["'][^>]*>[\s\S]*?<\/score-part>/g,
  ))
    scoreParts.set(m[1] as string, m[0]);
  const parts: MusicXmlLayout["parts"] = new Map();
  const outer = elements(text, root[1] === "partwise" ? "part" : "measure", listEnd, text.length);
  if (!outer) return null;
  for (const o of outer) {
    const inner = elements(text, root[1] === "partwise" ? "measure" : "part", o.start, o.end);
    if (!inner) return null;
    if (root[1] === "partwise") {
      const id = idOf(o.open);
      if (id === undefined) return null;
      parts.set(
        id,
        inner.map((m) => ({ open: m.open, start: m.start, end: m.end })),
      );
    } else
      for (const p of inner) {
        const id = idOf(p.open);
        if (id === undefined) return null;
        const spans = parts.get(id) ?? [];
        spans.push({ open: o.open, start: p.start, end: p.end });
        parts.set(id, spans);
      }
  }
  const divisions = [...text.matchAll(/<divisions>\s*([^<]*?)\s*<\/divisions>/g)].map((m) => ({
    at: m.index,
    value: m[1] as string,
  }));
  return { text, partList, scoreParts, parts, divisions };
}

/** Which parts to keep: one part, and of it one staff, or every part when absent. */
export interface ExcerptSelection {
  part: string;
  staff?: number;
}

/** A score-partwise document of the bars at positions `from`-`to` (from 1), each part opening
 * with the signs in force. Null when the layout and the Score disagree on the parts or bars (the
 * caller renders the whole score). */
export function musicXmlExcerpt(
  layout: MusicXmlLayout,
  score: Score,
  positions: { from: number; to: number },
  select?: ExcerptSelection,
): string | null {
  const chosen = select ? score.parts.filter((p) => p.id === select.part) : score.parts;
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<score-partwise version="4.0">\n',
    select
      ? `<part-list>${chosen.map((p) => layout.scoreParts.get(p.id) ?? "").join("")}</part-list>`
      : layout.partList,
  ];
  for (const part of chosen) {
    const spans = layout.parts.get(part.id);
    const starting = part.bars[positions.from - 1];
    if (!spans || !starting || spans.length !== score.bars.length) return null;
    // One staff of several is kept alone; a part of one staff is kept whole.
    const staff = part.staves > 1 && select?.staff !== undefined ? select.staff : undefined;
    if (staff !== undefined && !starting[staff - 1]) return null;
    out.push(`\n<part id="${part.id}">\n`);
    for (let position = positions.from; position <= positions.to; position++) {
      const m = spans[position - 1] as MeasureSpan;
      const divisions = divisionsBefore(layout, spans, position);
      const opening =
        position !== positions.from
          ? ""
          : staff === undefined
            ? attributesXml(part, starting, divisions)
            : attributesXml({ ...part, staves: 1 }, [starting[staff - 1] as StaffBar], divisions);
      const body = layout.text.slice(m.start, m.end);
      out.push(`${m.open}${opening}${staff === undefined ? body : oneStaff(body, staff)}</measure>\n`);
    }
    out.push("</part>");
  }
  out.push("\n</score-partwise>\n");
  return out.join("");
}

/** The staff number an element names (`<staff>2</staff>`), 1 when it names none. */
function staffOf(element: string): number {
  return Number(/<staff>\s*(\d+)\s*<\/staff>/.exec(element)?.[1] ?? 1);
}

/** A measure's content with only `staff` left, as the one staff of its part. A note of another
 * staff that takes time becomes a `<forward>` of its duration, so the notes kept stay in place. */
function oneStaff(body: string, staff: number): string {
  const toFirst = (element: string) => element.replace(/<staff>\s*\d+\s*<\/staff>/g, "<staff>1</staff>");
  return body.replace(/<(note|direction|forward|attributes)(?=[\s>])[\s\S]*?<\/\1>/g, (element) => {
    if (element.startsWith("<attributes")) return attributesOfStaff(element, staff);
    if (element.startsWith("<forward")) return toFirst(element);
    if (staffOf(element) === staff) return toFirst(element);
    if (element.startsWith("<direction")) return /<staff>/.test(element) ? "" : element;
    // A chord's later notes and grace notes take no time.
    if (/<chord\s*\/>|<grace(?=[\s/>])/.test(element)) return "";
    const duration = /<duration>\s*([^<]*?)\s*<\/duration>/.exec(element)?.[1];
    return duration ? `<forward><duration>${duration}</duration></forward>` : "";
  });
}

/** An `<attributes>` element with the signs of other staves left out and the staff count gone.
 * The signs kept become staff 1's. A clef without a number is staff 1's; a key or transposition
 * without one is every staff's. */
function attributesOfStaff(element: string, staff: number): string {
  return element
    .replace(/<staves>[\s\S]*?<\/staves>|<part-symbol(?=[\s/>])[^>]*?(?:\/>|>[\s\S]*?<\/part-symbol>)/g, "")
    .replace(
      /<(clef|key|staff-details|transpose|measure-style)(?=[\s/>])([^>]*?)\bnumber\s*=\s*["'](\d+)["']([^>]*?)(\/>|>[\s\S]*?<\/\1>)/g,
      (_all, name: string, before: string, number: string, after: string, rest: string) =>
        Number(number) === staff ? `<${name}${before}number="1"${after}${rest}` : "",
    )
    .replace(/<clef(?=[\s/>])(?![^>]*\bnumber)[^>]*?(?:\/>|>[\s\S]*?<\/clef>)/g, (clef) =>
      staff === 1 ? clef : "",
    );
}

/** The `<divisions>` last set in the part's measures before `position`; 1, MusicXML's default,
 * when none was. */
function divisionsBefore(layout: MusicXmlLayout, spans: MeasureSpan[], position: number): string {
  const { divisions } = layout;
  for (let i = position - 2; i >= 0; i--) {
    const { start, end } = spans[i] as MeasureSpan;
    // The last <divisions> before the end of this measure: inside it, or the part set none here.
    let lo = 0;
    let hi = divisions.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((divisions[mid] as { at: number }).at < end) lo = mid + 1;
      else hi = mid;
    }
    const last = divisions[lo - 1];
    if (last && last.at >= start) return last.value;
  }
  return "1";
}

/** The divisions, keys, time, staves and clefs in force at the start of a part's bar. */
function attributesXml(part: Part, bar: StaffBar[], divisions: string): string {
  const many = part.staves > 1;
  const number = (staff: number) => (many ? ` number="${staff}"` : "");
  const keys = bar.every((b) => sameKey(b.key, (bar[0] as StaffBar).key))
    ? keyXml((bar[0] as StaffBar).key, "")
    : bar.map((b, i) => keyXml(b.key, number(i + 1))).join("");
  const time = bar[0]?.time ? timeXml(bar[0].time) : "";
  const staves = many ? `<staves>${part.staves}</staves>` : "";
  const clefs = bar.map((b, i) => clefXml(b.clef, number(i + 1))).join("");
  return `<attributes><divisions>${divisions}</divisions>${keys}${time}${staves}${clefs}</attributes>`;
}

function keyXml(key: Key, number: string): string {
  return `<key${number}><fifths>${key.fifths}</fifths><mode>${key.mode}</mode></key>`;
}

function timeXml(time: TimeSignature): string {
  if (time.senzaMisura) return "<time><senza-misura/></time>";
  const symbol = time.symbol === "normal" ? "" : ` symbol="${time.symbol}"`;
  return `<time${symbol}><beats>${time.beats}</beats><beat-type>${time.beatType}</beat-type></time>`;
}

function clefXml(clef: Clef, number: string): string {
  const line = clef.line ? `<line>${clef.line}</line>` : "";
  const octave = clef.octaveChange ? `<clef-octave-change>${clef.octaveChange}</clef-octave-change>` : "";
  return `<clef${number}><sign>${clef.sign}</sign>${line}${octave}</clef>`;
}
