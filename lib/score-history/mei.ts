// MEI (3, 4, 5 and verovio's 6-dev) → the Score model, giving what the MusicXML reader gives for
// the same music. Each bar of each part is gathered into the same RawMeasure the MusicXML reader
// builds, and staff-state.ts turns both into clef/key/time per bar, so the two readers share one
// set of rules. The MEI-specific part is where a sign stands: a clef, key or time signature written
// after the last note of a layer announces the next bar (verovio writes a clef that starts bar N
// there), so it is placed at the barline, where the courtesy rule gives it to bar N.
import { checkLimit } from "../limits.ts";
import { ReadError } from "../read-error.ts";
import { add, max, mul, parseDecimal, rational, sub, ZERO } from "./rational.ts";
import type { Bar, Direction, NoteEvent, Part, Rational, Score, TimeSignature } from "./score.ts";
import { buildPart, type RawMeasure, type RawSign, type SignValue } from "./staff-state.ts";
import { signsOfDef } from "./mei-signs.ts";
import { partLayout, type PartLayout } from "./mei-layout.ts";
import { dotCount, readLayer } from "./mei-layer.ts";
import { resolveImpliedAlters } from "./mei-accidentals.ts";
import { descendants, firstChild, parseXml, textOf, type XmlElement } from "./xml-tree.ts";

/** Where MEI staff @n sits: which part, which staff of it (1-based). */
interface StaffPlace {
  part: number;
  staff: number;
}

/** What is known while reading, in document order, before staff-state.ts settles each bar. */
interface ReadState {
  /** Per MEI staff: the staffDef's @ppq, for @dur.ppq. */
  ppq: Map<number, number>;
  /** The time signature last written, for the length of a bar of whole-bar rests. */
  time: TimeSignature | null;
  /** scoreDef/staffDef signs written since the last measure, per part. */
  defSigns: Omit<RawSign, "order">[][];
  order: number;
}

interface Accidentals {
  implied: Set<NoteEvent>;
  written: Set<NoteEvent>;
}

export function readMei(text: string, file: string): Score {
  const root = parseXml(text, file);
  if (root.name !== "mei")
    throw new ReadError(file, `not MEI: the root element is <${root.name}>, not <mei>`);
  const scores = descendants(root, "score");
  const firstDef = scores[0] && firstChild(scores[0], "scoreDef");
  if (!firstDef) throw new ReadError(file, "no music: the MEI file has no <score> with a <scoreDef>");
  const layout = partLayout(firstDef);
  if (layout.length === 0) throw new ReadError(file, "no music: the scoreDef defines no staves");
  checkLimit(file, "parts", layout.length);
  for (const p of layout) checkLimit(file, "stavesPerPart", p.staffNs.length, `part ${p.id}`);
  const items = scores.flatMap(scoreItems);
  if (!items.some((m) => m.name === "measure"))
    throw new ReadError(file, "no music: the MEI file has no <measure>");
  const barCount = items.filter((m) => m.name === "measure").length;
  checkLimit(file, "bars", barCount);
  checkLimit(file, "staffBars", layout.reduce((n, p) => n + p.staffNs.length, 0) * barCount);

  const places = new Map<number, StaffPlace>();
  layout.forEach((p, part) => p.staffNs.forEach((n, i) => places.set(n, { part, staff: i + 1 })));
  const state: ReadState = { ppq: new Map(), time: null, defSigns: layout.map(() => []), order: 0 };
  const bars: Bar[] = [];
  const measures: RawMeasure[][] = layout.map(() => []);
  const accidentals: Accidentals = { implied: new Set(), written: new Set() };
  const notes = new Map<string, NoteEvent[]>();
  const ties: XmlElement[] = [];

  for (const item of items) {
    if (item.name !== "measure") {
      readDef(item, layout, places, state);
      continue;
    }
    const position = bars.length + 1;
    const number = item.attrs.n ?? String(position);
    // MEI has no "implicit": pickups and unnumbered bars show it in the number ("0", "X1").
    bars.push({
      position,
      number,
      implicit: !/^[1-9]\d*$/.test(number),
      ...(item.attrs["xml:id"] ? { id: item.attrs["xml:id"] } : {}),
    });
    const raw = readMeasure(item, layout, places, state, accidentals, notes);
    for (const sign of raw.flatMap((m) => m.signs))
      if (sign.kind === "key") checkLimit(file, "keyAccidentals", sign.key.fifths, `bar ${number}`);
    raw.forEach((m, part) => measures[part]!.push(m));
    ties.push(...item.children.filter((c) => c.name === "tie"));
  }

  const parts: Part[] = layout.map((p, i) => ({
    id: p.id,
    name: p.name,
    staves: p.staffNs.length,
    ...(p.transposition ? { transposition: p.transposition } : {}),
    bars: buildPart(measures[i]!, p.staffNs.length, bars.length),
  }));
  // verovio writes @accid.ges on every note MusicXML alters: in its MEI a note without one is natural.
  if (!transcodedByVerovio(root))
    for (const part of parts)
      for (const bar of part.bars)
        for (const sb of bar) resolveImpliedAlters(sb, accidentals.implied, accidentals.written);
  applyTies(ties, notes, accidentals.implied);
  return { title: titleOf(root), bars, parts };
}

/** The measures and the scoreDef/staffDef changes between them, in order, through sections and endings. */
function scoreItems(parent: XmlElement): XmlElement[] {
  const items: XmlElement[] = [];
  for (const c of parent.children) {
    if (c.name === "measure" || c.name === "scoreDef" || c.name === "staffDef") items.push(c);
    else if (c.name === "section" || c.name === "ending") items.push(...scoreItems(c));
  }
  return items;
}

/** A scoreDef's signs hold for every staff; a staffDef's for its own. Both take effect at the next bar. */
function readDef(
  def: XmlElement,
  layout: PartLayout[],
  places: Map<number, StaffPlace>,
  state: ReadState,
): void {
  const push = (part: number, staff: number, signs: SignValue[]) => {
    for (const sign of signs) {
      state.defSigns[part]!.push({ ...sign, staff, offset: ZERO });
      if (sign.kind === "time") state.time = sign.time;
    }
  };
  if (def.name === "scoreDef") {
    const all = signsOfDef(def);
    layout.forEach((_, part) => push(part, 0, all));
  }
  for (const sd of def.name === "staffDef" ? [def] : descendants(def, "staffDef")) {
    const n = Number(sd.attrs.n);
    const place = places.get(n);
    if (!place) continue;
    push(place.part, place.staff, signsOfDef(sd));
    const ppq = Number(sd.attrs.ppq);
    if (ppq > 0) state.ppq.set(n, ppq);
  }
}

function nominalLength(time: TimeSignature | null): Rational {
  if (!time || time.senzaMisura) return rational(4);
  const types = time.beatType.split("|");
  return time.beats.split("|").reduce((length, b, i) => {
    const count = b.split("+").reduce((sum, x) => sum + (Number(x) || 0), 0);
    return add(length, rational(count * 4, Number(types[i] ?? types[0]) || 4));
  }, ZERO);
}

function readMeasure(
  measure: XmlElement,
  layout: PartLayout[],
  places: Map<number, StaffPlace>,
  state: ReadState,
  accidentals: Accidentals,
  notes: Map<string, NoteEvent[]>,
): RawMeasure[] {
  const raw: RawMeasure[] = layout.map((_, part) => ({
    signs: state.defSigns[part]!.map((s) => ({ ...s, order: state.order++ }) as RawSign),
    notes: [],
    directions: [],
    end: ZERO,
  }));
  state.defSigns = layout.map(() => []);
  const offsets = new Map<string, { offset: Rational; staffN: number }>();
  const wholeBarRests: NoteEvent[] = [];
  const courtesy: RawSign[][] = layout.map(() => []);
  let filled: Rational = ZERO;

  for (const staffEl of measure.children.filter((c) => c.name === "staff")) {
    const n = Number(staffEl.attrs.n);
    const place = places.get(n);
    if (!place) continue;
    const m = raw[place.part]!;
    for (const layer of staffEl.children.filter((c) => c.name === "layer")) {
      const read = readLayer(layer, { ppq: state.ppq.get(n) });
      for (const event of read.events) m.notes.push({ staff: place.staff, order: state.order++, event });
      for (const { offset, sign, afterLastEvent } of read.signs) {
        const raw = { ...sign, staff: place.staff, offset, order: state.order++ };
        (afterLastEvent ? courtesy[place.part]! : m.signs).push(raw);
        if (sign.kind === "time") state.time = sign.time;
      }
      for (const [id, offset] of read.offsets) offsets.set(id, { offset, staffN: n });
      for (const [id, events] of read.notes) notes.set(id, events);
      for (const e of read.impliedAlter) accidentals.implied.add(e);
      for (const e of read.writtenAlter) accidentals.written.add(e);
      wholeBarRests.push(...read.wholeBarRests);
      m.end = max(m.end, read.end);
      filled = max(filled, read.end);
    }
  }
  // A whole-bar rest lasts as long as the other voices of the bar, or the time signature says.
  const barLength = filled.num > 0 ? filled : nominalLength(state.time);
  for (const rest of wholeBarRests) rest.duration = barLength;
  raw.forEach((m, part) => {
    if (wholeBarRests.length > 0) m.end = max(m.end, barLength);
    // After the layer's last note it stands at the barline: staff-state.ts gives it to the next bar.
    for (const sign of courtesy[part]!) m.signs.push({ ...sign, offset: m.end });
  });
  placeControlEvents(measure, raw, places, offsets, layout[0]!.staffNs[0]!, state.time);
  return raw;
}

const PEDAL = new Map<string, string>(
  Object.entries({ down: "start", up: "stop", bounce: "change", half: "start" }),
);
const NOTE_SYMBOL = new Map<string, string>(
  Object.entries({ "1": "𝅝", "2": "𝅗𝅥", "4": "♩", "8": "♪", "16": "𝅘𝅥𝅯" }),
);

/** Pedal marks, dynamics and tempo: control events placed by @startid or by @tstamp (beats from 1). */
function placeControlEvents(
  measure: XmlElement,
  raw: RawMeasure[],
  places: Map<number, StaffPlace>,
  offsets: Map<string, { offset: Rational; staffN: number }>,
  firstStaff: number,
  time: TimeSignature | null,
): void {
  for (const e of measure.children) {
    const kind =
      e.name === "pedal" ? "pedal" : e.name === "dynam" ? "dynamics" : e.name === "tempo" ? "tempo" : null;
    if (!kind) continue;
    const anchor = offsets.get((e.attrs.startid ?? "").replace(/^#/, ""));
    const staves = (e.attrs.staff ?? "")
      .split(/\s+/)
      .map(Number)
      .filter((n) => places.has(n));
    if (staves.length === 0) staves.push(anchor?.staffN ?? firstStaff);
    const values =
      kind === "pedal" ? [pedalValue(e)] : kind === "tempo" ? [tempoValue(e)] : dynamicsValues(textOf(e));
    const offset = anchor?.offset ?? tstampOffset(e.attrs.tstamp, time);
    for (const n of staves)
      for (const value of values.filter((v) => v !== "")) {
        const dir: Direction = { offset, value };
        raw[places.get(n)!.part]!.directions.push({ staff: places.get(n)!.staff, kind, dir });
      }
  }
}

const DYNAMIC_MARK = /^[pmfrszn]+$/;

/** "sempre pp" → "sempre", "pp" (MusicXML's other-dynamics and mark). A <dynam> with no mark at all
 * ("cresc.", "dim.") is a hairpin's word, which MusicXML writes as <words>: not a dynamic. */
function dynamicsValues(text: string): string[] {
  const words = text.split(" ").filter((w) => w !== "");
  return words.some((w) => DYNAMIC_MARK.test(w)) ? words : [];
}

/** A tstamp as verovio writes it for thirds ("2.3333") is the nearest fraction with a small denominator. */
function beatOf(tstamp: string): Rational | null {
  const exact = parseDecimal(tstamp);
  if (!exact || exact.den <= 100) return exact;
  const value = exact.num / exact.den;
  for (let den = 1; den <= 128; den++) {
    const num = Math.round(value * den);
    if (Math.abs(num / den - value) < 1e-3) return rational(num, den);
  }
  return exact;
}

function tstampOffset(tstamp: string | undefined, time: TimeSignature | null): Rational {
  const beat = tstamp === undefined ? null : beatOf(tstamp);
  if (!beat) return ZERO;
  // A beat is one @unit of the time signature; tstamp 1 is the barline.
  const unit = Number(time?.beatType.split("|")[0]) || 4;
  const offset = mul(sub(beat, rational(1)), rational(4, unit));
  return offset.num < 0 ? ZERO : offset;
}

function pedalValue(e: XmlElement): string {
  if (e.attrs.func === "sostenuto") return "sostenuto";
  return PEDAL.get(e.attrs.dir ?? "down") ?? e.attrs.dir ?? "start";
}

/** As the MusicXML reader words it: the metronome mark where there is one, else the tempo text. */
function tempoValue(e: XmlElement): string {
  if (e.attrs.mm !== undefined) {
    const note = NOTE_SYMBOL.get(e.attrs["mm.unit"] ?? "4") ?? `1/${e.attrs["mm.unit"]}`;
    return `${note}${".".repeat(dotCount(e.attrs["mm.dots"]))} = ${e.attrs.mm}`;
  }
  const words = textOf(e);
  if (words) return words;
  return e.attrs["midi.bpm"] ? `♩ = ${e.attrs["midi.bpm"]}` : "";
}

function applyTies(ties: XmlElement[], notes: Map<string, NoteEvent[]>, implied: Set<NoteEvent>): void {
  for (const tie of ties) {
    const from = notes.get((tie.attrs.startid ?? "").replace(/^#/, "")) ?? [];
    const to = notes.get((tie.attrs.endid ?? "").replace(/^#/, "")) ?? [];
    for (const e of from) e.tieStart = true;
    for (const e of to) {
      e.tieStop = true;
      // A tied note keeps the accidental it was tied from, across the barline too.
      const source = from.find((f) => f.pitch?.step === e.pitch?.step && f.pitch?.octave === e.pitch?.octave);
      if (implied.has(e) && source?.pitch && e.pitch) e.pitch.alter = source.pitch.alter;
    }
  }
}

function transcodedByVerovio(root: XmlElement): boolean {
  const head = firstChild(root, "meiHead");
  return (head ? descendants(head, "application") : []).some(
    (app) =>
      descendants(app, "name").some((n) => textOf(n) === "Verovio") &&
      /Transcoded from MusicXML/i.test(textOf(app)),
  );
}

function titleOf(root: XmlElement): string | null {
  const head = firstChild(root, "meiHead");
  const titles = head ? descendants(head, "title").map(textOf) : [];
  return titles.find((t) => t !== "") ?? null;
}
