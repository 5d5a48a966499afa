// A few bars of a partwise MusicXML score as a small score of their own, for verovio: laying out
// the whole Grosse Fuge to draw one bar costs ~0.4 s, an excerpt of three bars a few milliseconds.
// The measures are copied word for word; the first one is given the divisions, clef, key and time
// in force there (from the Score, so a clef written after the last note of the bar before counts),
// since what an earlier bar set would otherwise be lost.
import type { Clef, Key, Part, Score, StaffBar, TimeSignature } from "./score.ts";
import { sameKey } from "./staff-state.ts";

/** Where each part's measures sit in the document's text. */
export interface MusicXmlLayout {
  text: string;
  /** The whole `<part-list>` element. */
  partList: string;
  /** Each `<score-part>` element by part id. */
  scoreParts: Map<string, string>;
  /** Each part's measures, in order: [start, end) in `text`. */
  parts: Map<string, { start: number; measures: [number, number][] }>;
}

/** The layout of a score-partwise document, or null for anything else (timewise, MEI), which is
 * rendered whole instead. */
export function musicXmlLayout(text: string): MusicXmlLayout | null {
  const root = /<score-(partwise|timewise)[\s>]/.exec(text);
  if (root?.[1] !== "partwise") return null;
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
  const partTag = /<part[\s>]/g;
  partTag.lastIndex = listEnd;
  for (let p = partTag.exec(text); p; p = partTag.exec(text)) {
    const tagEnd = text.indexOf(">", p.index);
    const id = /\bid\s*=\s*["']([^"']*)["']/.exec(text.slice(p.index, tagEnd))?.[1];
    const end = text.indexOf("</part>", tagEnd);
    if (id === undefined || end < 0) return null;
    const measures: [number, number][] = [];
    const measureTag = /<measure[\s>/]/g;
    measureTag.lastIndex = tagEnd;
    for (let m = measureTag.exec(text); m && m.index < end; m = measureTag.exec(text)) {
      const open = text.indexOf(">", m.index);
      const close =
        text[open - 1] === "/" ? open + 1 : text.indexOf("</measure>", open) + "</measure>".length;
      if (close < open) return null;
      measures.push([m.index, close]);
      measureTag.lastIndex = close;
    }
    parts.set(id, { start: tagEnd + 1, measures });
    partTag.lastIndex = end;
  }
  return { text, partList, scoreParts, parts };
}

/** A score-partwise document of the bars at positions `from`-`to` (from 1) of the given parts
 * (every part when `partIds` is absent), each part opening with the signs in force. Null when the
 * layout and the Score disagree on the parts or bars (the caller renders the whole score). */
export function musicXmlExcerpt(
  layout: MusicXmlLayout,
  score: Score,
  positions: { from: number; to: number },
  partIds?: string[],
): string | null {
  const chosen = partIds ? score.parts.filter((p) => partIds.includes(p.id)) : score.parts;
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<score-partwise version="4.0">\n',
    partIds
      ? `<part-list>${chosen.map((p) => layout.scoreParts.get(p.id) ?? "").join("")}</part-list>\n`
      : layout.partList,
  ];
  for (const part of chosen) {
    const spans = layout.parts.get(part.id);
    const first = spans?.measures[positions.from - 1];
    const last = spans?.measures[positions.to - 1];
    const starting = part.bars[positions.from - 1];
    if (!spans || !first || !last || !starting || spans.measures.length !== score.bars.length) return null;
    const { text } = layout;
    const open = text.indexOf(">", first[0]);
    const selfClosing = text[open - 1] === "/";
    const attributes = attributesXml(part, starting, divisionsBefore(text, spans.start, first[0]));
    out.push(`\n<part id="${part.id}">\n`);
    out.push(
      selfClosing
        ? `${text.slice(first[0], open - 1)}>${attributes}</measure>`
        : `${text.slice(first[0], open + 1)}${attributes}${text.slice(open + 1, first[1])}`,
    );
    if (positions.to > positions.from) out.push(text.slice(first[1], last[1]));
    out.push("\n</part>");
  }
  out.push("\n</score-partwise>\n");
  return out.join("");
}

/** The `<divisions>` last set in the part before `at`; 1 (MusicXML's default) when none was. */
function divisionsBefore(text: string, partStart: number, at: number): string {
  const i = text.lastIndexOf("<divisions>", at);
  if (i < partStart) return "1";
  return text.slice(i + "<divisions>".length, text.indexOf("</divisions>", i)).trim();
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
