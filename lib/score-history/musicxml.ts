// MusicXML (score-partwise, and score-timewise read into the same shape) → Score.
// One pass with a strict streaming parser (saxes: it reports malformed XML, and is fast enough on
// the largest scores of the corpus). Each child of a measure is gathered into a small element tree and
// interpreted on its close; offsets follow <backup>/<forward>, never document order. Given a
// MeasureMemo, a measure another version of the score had word for word is replayed, not parsed.
import { SaxesParser, type SaxesTagPlain } from "saxes";
import { checkLimit, LIMITS, overLimit } from "../limits.ts";
import { ReadError } from "../read-error.ts";
import { measureSpans, type MeasureMemo, type MeasureRead } from "./measure-memo.ts";
import { buildPart, type RawMeasure, type SignValue } from "./staff-state.ts";
import { add, compare, max, parseDecimal, rational, sub, ZERO } from "./rational.ts";
import type {
  Bar,
  Clef,
  ClefSign,
  Key,
  NoteEvent,
  Part,
  Pitch,
  Rational,
  Score,
  TimeSignature,
  Transposition,
} from "./score.ts";

interface El {
  name: string;
  attrs: Record<string, string>;
  kids: El[];
  text: string;
}

function kid(el: El, name: string): El | undefined {
  return el.kids.find((k) => k.name === name);
}

function kidText(el: El, name: string): string | undefined {
  const k = kid(el, name);
  return k ? k.text.trim() : undefined;
}

const CLEF_SIGNS = new Set<ClefSign>(["G", "F", "C", "percussion", "TAB", "jianpu", "none"]);
const STEPS = new Set(["A", "B", "C", "D", "E", "F", "G"]);

/** What one `<part>` holds while its measures are read. */
class PartReader {
  readonly measures: RawMeasure[] = [];
  readonly bars: Omit<Bar, "position">[] = [];
  staves = 1;
  transposition: Transposition | null = null;
  private divisions: Rational = rational(1);
  private m: RawMeasure | null = null;
  private pos: Rational = ZERO;
  private lastStart: Rational = ZERO;
  private order = 0;
  /** The measure being read: how it began, and the highest staff it names so far. */
  private begun: { attrs: Record<string, string>; divisions: Rational } | null = null;
  private measureStaves = 0;
  /** The <transpose> the measure being read gives, for the memo to replay. */
  private measureTransposition: Transposition | null = null;

  constructor(
    readonly id: string,
    private readonly file: string,
  ) {}

  startMeasure(attrs: Record<string, string>): void {
    const number = attrs.number ?? String(this.bars.length + 1);
    checkLimit(this.file, "bars", this.bars.length + 1, `part ${this.id}, bar ${number}`);
    this.bars.push({ number, implicit: attrs.implicit === "yes", ...(attrs.id ? { id: attrs.id } : {}) });
    this.m = { signs: [], notes: [], directions: [], end: ZERO };
    this.pos = ZERO;
    this.lastStart = ZERO;
    this.begun = { attrs, divisions: this.divisions };
    this.measureStaves = 0;
    this.measureTransposition = null;
  }

  endMeasure(): void {
    if (this.m) this.measures.push(this.m);
    this.m = null;
  }

  get divisionsNow(): Rational {
    return this.divisions;
  }

  /** What reading the last measure did, for the memo. */
  lastRead(): MeasureRead | null {
    const measure = this.measures[this.measures.length - 1];
    if (!this.begun || !measure) return null;
    const { attrs, divisions } = this.begun;
    return {
      attrs,
      measure,
      divisionsIn: divisions,
      divisionsOut: this.divisions,
      staves: this.measureStaves,
      transposition: this.measureTransposition,
    };
  }

  /** A measure read before, in another version, from the same text with the same divisions. */
  replay(read: MeasureRead): void {
    this.startMeasure(read.attrs);
    this.m = read.measure;
    this.divisions = read.divisionsOut;
    this.seeStaff(read.staves);
    this.transposition ??= read.transposition;
    this.endMeasure();
    this.begun = null;
  }

  private seeStaff(staff: number): void {
    checkLimit(this.file, "stavesPerPart", staff, this.where());
    if (staff > this.staves) this.staves = staff;
    if (staff > this.measureStaves) this.measureStaves = staff;
  }

  private where(): string {
    return `part ${this.id}, bar ${this.bars[this.bars.length - 1]?.number ?? "?"}`;
  }

  /** A `<duration>` in divisions → quarter notes. */
  private duration(el: El): Rational {
    const text = kidText(el, "duration");
    if (text === undefined) return ZERO;
    const d = parseDecimal(text);
    if (!d || d.num < 0) throw new ReadError(this.file, `<${el.name}> has duration "${text}"`, this.where());
    return rational(d.num * this.divisions.den, d.den * this.divisions.num);
  }

  private advance(by: Rational): void {
    this.pos = add(this.pos, by);
    if (this.m) this.m.end = max(this.m.end, this.pos);
  }

  handle(el: El): void {
    const m = this.m;
    if (!m) return;
    switch (el.name) {
      case "attributes":
        return this.attributes(el, m);
      case "note":
        return this.note(el, m);
      case "backup":
        this.pos = sub(this.pos, this.duration(el));
        // A backup past the start of the bar is a broken file; clamp rather than invent negative time.
        if (compare(this.pos, ZERO) < 0) this.pos = ZERO;
        return;
      case "forward":
        return this.advance(this.duration(el));
      case "direction":
        return this.direction(el, m);
      case "sound": {
        const tempo = el.attrs.tempo;
        if (tempo)
          m.directions.push({ staff: 1, kind: "tempo", dir: { offset: this.pos, value: `♩ = ${tempo}` } });
        return;
      }
    }
  }

  private sign(m: RawMeasure, staffAttr: string | undefined, sign: SignValue): void {
    const staff = staffAttr ? Number(staffAttr) : 0;
    if (staffAttr && !(Number.isInteger(staff) && staff > 0))
      throw new ReadError(this.file, `a <${sign.kind}> names staff "${staffAttr}"`, this.where());
    this.seeStaff(staff);
    m.signs.push({ ...sign, staff, offset: this.pos, order: this.order++ });
  }

  private attributes(el: El, m: RawMeasure): void {
    for (const k of el.kids) {
      switch (k.name) {
        case "divisions": {
          const d = parseDecimal(k.text);
          if (!d || d.num <= 0)
            throw new ReadError(this.file, `<divisions> is "${k.text.trim()}"`, this.where());
          this.divisions = d;
          break;
        }
        case "staves": {
          const n = Number(k.text.trim());
          if (!Number.isInteger(n) || n < 1)
            throw new ReadError(this.file, `<staves> is "${k.text.trim()}"`, this.where());
          this.seeStaff(n);
          break;
        }
        case "clef":
          this.sign(m, k.attrs.number, { kind: "clef", clef: readClef(k) });
          break;
        case "key": {
          const key = readKey(k);
          if (key) checkLimit(this.file, "keyAccidentals", key.fifths, this.where());
          // Non-traditional keys (key-step/key-alter) have no fifths; they are not modelled.
          if (key) this.sign(m, k.attrs.number, { kind: "key", key });
          break;
        }
        case "time":
          this.sign(m, k.attrs.number, { kind: "time", time: readTime(k) });
          break;
        case "transpose":
          this.measureTransposition ??= readTranspose(k);
          this.transposition ??= this.measureTransposition;
          break;
      }
    }
  }

  private note(el: El, m: RawMeasure): void {
    const chord = kid(el, "chord") !== undefined;
    const grace = kid(el, "grace") !== undefined;
    const duration = grace ? ZERO : this.duration(el);
    const offset = chord ? this.lastStart : this.pos;
    if (!chord) {
      this.lastStart = this.pos;
      this.advance(duration);
    }
    const staff = Number(kidText(el, "staff") ?? "1");
    if (!Number.isInteger(staff) || staff < 1)
      throw new ReadError(this.file, `a <note> names staff "${kidText(el, "staff")}"`, this.where());
    this.seeStaff(staff);
    const rest = kid(el, "rest") !== undefined;
    const pitched = kid(el, "pitch");
    const unpitched = kid(el, "unpitched");
    let pitch: Pitch | undefined;
    if (!rest) {
      if (!pitched && !unpitched)
        throw new ReadError(this.file, "a <note> has neither a pitch nor a rest", this.where());
      const source = (pitched ?? unpitched) as El;
      const step = kidText(source, pitched ? "step" : "display-step");
      const octave = Number(kidText(source, pitched ? "octave" : "display-octave"));
      const alter = pitched ? Number(kidText(pitched, "alter") ?? "0") : 0;
      if (Number.isFinite(alter)) checkLimit(this.file, "alteration", alter, this.where());
      if (step && STEPS.has(step) && Number.isInteger(octave))
        pitch = { step: step as Pitch["step"], alter: Number.isFinite(alter) ? alter : 0, octave };
      // An unpitched note without a display position is a stroke with no place on the staff.
      else if (pitched)
        throw new ReadError(this.file, "a <note> has a <pitch> without a step and octave", this.where());
    }
    const ties = el.kids.filter((k) => k.name === "tie").map((k) => k.attrs.type);
    // Every event gets the same properties in the same order: one object shape keeps the diff's
    // comparisons of thousands of notes fast.
    const event: NoteEvent = {
      offset,
      duration,
      voice: kidText(el, "voice") ?? "1",
      pitch,
      unpitched: !rest && !pitched,
      chord,
      grace,
      tieStart: ties.includes("start"),
      tieStop: ties.includes("stop"),
    };
    m.notes.push({ staff, order: this.order++, event });
  }

  private direction(el: El, m: RawMeasure): void {
    const staff = Number(kidText(el, "staff") ?? "1");
    if (Number.isInteger(staff)) this.seeStaff(staff);
    const at = (value: string) => ({ offset: this.pos, value });
    const sound = kid(el, "sound");
    let words = "";
    let tempoWritten = false;
    for (const dt of el.kids) {
      if (dt.name !== "direction-type") continue;
      for (const d of dt.kids) {
        if (d.name === "pedal" && d.attrs.type)
          m.directions.push({ staff, kind: "pedal", dir: at(d.attrs.type) });
        else if (d.name === "dynamics") {
          for (const dyn of d.kids) {
            const value = dyn.name === "other-dynamics" ? dyn.text.trim() : dyn.name;
            if (value) m.directions.push({ staff, kind: "dynamics", dir: at(value) });
          }
        } else if (d.name === "metronome") {
          const unit = kidText(d, "beat-unit");
          const perMinute = kidText(d, "per-minute");
          if (unit && perMinute) {
            const dots = d.kids.filter((k) => k.name === "beat-unit-dot").length;
            m.directions.push({
              staff,
              kind: "tempo",
              dir: at(`${NOTE_SYMBOL.get(unit) ?? unit}${".".repeat(dots)} = ${perMinute}`),
            });
            tempoWritten = true;
          }
        } else if (d.name === "words") words += (words ? " " : "") + d.text.trim();
      }
    }
    // Tempo text ("Allegro") is a tempo only when it sets one; other words are expression marks.
    const tempo = sound?.attrs.tempo;
    if (tempo && !tempoWritten) m.directions.push({ staff, kind: "tempo", dir: at(words || `♩ = ${tempo}`) });
  }
}

/** Measure children and note parts that say nothing Barline reads: not gathered at all. */
const UNREAD = new Set([
  "print",
  "barline",
  "harmony",
  "figured-bass",
  "listening",
  "bookmark",
  "link",
  "grouping",
  "notations",
  "lyric",
  "beam",
  "stem",
  "type",
  "dot",
  "accidental",
  "notehead",
  "time-modification",
  "play",
  "listen",
  "instrument",
  "footnote",
  "level",
]);
/** Header elements gathered for the part names and the title. */
const HEADER = new Set(["part-list", "work", "movement-title"]);

/** The message, with line and column, of a strict parse of a document that failed to parse. */
function whereMalformed(text: string): string | null {
  try {
    new SaxesParser({ xmlns: false, position: true }).write(text).close();
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
  return null;
}

const NOTE_SYMBOL = new Map<string, string>(
  Object.entries({
    whole: "𝅝",
    half: "𝅗𝅥",
    quarter: "♩",
    eighth: "♪",
    "16th": "𝅘𝅥𝅯",
  }),
);

function readClef(el: El): Clef {
  const sign = (kidText(el, "sign") ?? "G") as ClefSign;
  const known = CLEF_SIGNS.has(sign) ? sign : "none";
  const defaultLine = known === "G" ? 2 : known === "F" ? 4 : known === "C" ? 3 : 0;
  const line = Number(kidText(el, "line") ?? defaultLine);
  return {
    sign: known,
    line: Number.isFinite(line) ? line : defaultLine,
    octaveChange: Number(kidText(el, "clef-octave-change") ?? "0") || 0,
  };
}

function readKey(el: El): Key | null {
  const fifths = kidText(el, "fifths");
  if (fifths === undefined) return null;
  const n = Number(fifths);
  return { fifths: Number.isInteger(n) ? n : 0, mode: kidText(el, "mode") || "major" };
}

function readTime(el: El): TimeSignature {
  const symbol = el.attrs.symbol ?? "normal";
  if (kid(el, "senza-misura")) return { beats: "", beatType: "", symbol, senzaMisura: true };
  const beats = el.kids.filter((k) => k.name === "beats").map((k) => k.text.trim());
  const types = el.kids.filter((k) => k.name === "beat-type").map((k) => k.text.trim());
  // Common time may be written with <beats> only; the symbol says the rest.
  if (types.length === 0) types.push(symbol === "cut" ? "2" : "4");
  return { beats: beats.join("|"), beatType: types.join("|"), symbol };
}

export interface ReadOptions {
  /** One per score history: measures whose text another version had are not parsed again. */
  memo?: MeasureMemo;
  /** Only these bars are read whole: by printed number (as BarSelection's), or by position from 1.
   * Every other measure of a partwise score is read only for what it carries into them (the signs
   * and divisions of its <attributes>, the staves its notes name) and is empty in the Score; such a
   * measure is not checked for well-formed XML either. */
  bars?: BarsWanted;
}

export type BarsWanted = { from: number; to: number } | { positions: ReadonlySet<number> };

/** Whether the measure at `position` with this opening tag is one of the bars wanted. A number
 * that is not a plain integer counts as wanted: ranges leave such bars out by their position. */
function isWanted(bars: BarsWanted, open: string, position: number): boolean {
  if ("positions" in bars) return bars.positions.has(position);
  const number = /\snumber\s*=\s*(["'])(\d+)\1/.exec(open)?.[2];
  return number === undefined || (Number(number) >= bars.from && Number(number) <= bars.to);
}

/** Whether a measure must be read whole: it is wanted, or it has <attributes> (signs, divisions,
 * staves carry on from them), or names a staff beyond those known so far, or oddly. */
function readWhole(text: string, start: number, end: number, bars: BarsWanted, reader: PartReader): boolean {
  const close = text.indexOf(">", start);
  if (text.charCodeAt(close - 1) === 0x2f) return true;
  if (isWanted(bars, text.slice(start, close + 1), reader.bars.length + 1)) return true;
  const staves = reader.staves;
  const body = text.slice(close, end);
  if (body.includes("<attributes")) return true;
  for (const m of body.matchAll(/<staff>([^<]*)<\/staff>/g)) {
    const staff = /^\s*(\d+)\s*$/.exec(m[1] as string)?.[1];
    if (staff === undefined || Number(staff) < 1 || Number(staff) > staves) return true;
  }
  return false;
}

/** The text of a MusicXML document (root score-partwise or score-timewise) as a Score. */
export function readMusicXml(text: string, file: string, options: ReadOptions = {}): Score {
  const { memo, bars: wanted } = options;
  // Positions cost a good part of the parse; they are only needed to say where a broken file breaks.
  const parser = new SaxesParser({ xmlns: false, position: false });
  const readers = new Map<string, PartReader>();
  const partNames = new Map<string, string>();
  const partOrder: string[] = [];
  let root = "";
  let depth = 0;
  let timewise = false;
  let measureAttrs: Record<string, string> = {};
  let current: PartReader | null = null;
  const stack: El[] = [];
  let movementTitle: string | null = null;
  let workTitle: string | null = null;
  // Inside an element Barline does not read (its subtree is not gathered), how deep.
  let skipping = 0;

  const readerFor = (id: string): PartReader => {
    let r = readers.get(id);
    if (!r) {
      if (readers.size >= LIMITS.parts) throw overLimit(file, "parts", readers.size + 1, `part ${id}`);
      readers.set(id, (r = new PartReader(id, file)));
    }
    return r;
  };

  parser.on("opentag", (tag: SaxesTagPlain) => {
    depth++;
    if (depth > LIMITS.nestingDepth) throw overLimit(file, "nestingDepth", depth, `<${tag.name}>`);
    if (skipping > 0) {
      skipping++;
      return;
    }
    const attrs = tag.attributes as Record<string, string>;
    if (depth === 1) {
      root = tag.name;
      timewise = root === "score-timewise";
      if (!timewise && root !== "score-partwise")
        throw new ReadError(file, `the root element is <${root}>, not <score-partwise> or <score-timewise>`);
      return;
    }
    const gather =
      stack.length > 0 || depth === 4 || (depth === 2 && tag.name !== "part" && tag.name !== "measure");
    if (gather && (UNREAD.has(tag.name) || (depth === 2 && !HEADER.has(tag.name)))) {
      skipping = 1;
      return;
    }
    if (gather) {
      const el: El = { name: tag.name, attrs, kids: [], text: "" };
      stack[stack.length - 1]?.kids.push(el);
      stack.push(el);
      return;
    }
    if (timewise ? depth === 2 && tag.name === "measure" : depth === 2 && tag.name === "part") {
      if (timewise) measureAttrs = attrs;
      else current = readerFor(attrs.id ?? "");
    } else if (depth === 3 && tag.name === (timewise ? "part" : "measure")) {
      if (timewise) current = readerFor(attrs.id ?? "");
      else measureAttrs = attrs;
      current?.startMeasure(measureAttrs);
    }
  });
  const onText = (t: string) => {
    const el = stack[stack.length - 1];
    if (el && skipping === 0) el.text += t;
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", () => {
    if (skipping > 0) skipping--;
    else if (stack.length > 0) {
      const el = stack.pop() as El;
      if (stack.length === 0) {
        if (depth === 4) current?.handle(el);
        else if (el.name === "part-list") {
          for (const sp of el.kids) {
            // A part listed twice (or in a second <part-list>) is one part, not a copy of its bars.
            if (sp.name !== "score-part" || !sp.attrs.id || partNames.has(sp.attrs.id)) continue;
            partOrder.push(sp.attrs.id);
            partNames.set(
              sp.attrs.id,
              kidText(sp, "part-name") || kidText(sp, "part-abbreviation") || sp.attrs.id,
            );
          }
        } else if (el.name === "movement-title") movementTitle = el.text.trim() || null;
        else if (el.name === "work") workTitle = kidText(el, "work-title") || null;
      }
    } else if (depth === 3) current?.endMeasure();
    depth--;
  });

  // Between measures of a partwise part: where a measure can be replayed instead of parsed.
  const betweenMeasures = () => depth === 2 && current !== null && stack.length === 0 && skipping === 0;
  const writeByMeasure = (spans: [number, number][], memo: MeasureMemo) => {
    let at = 0;
    for (const [start, end] of spans) {
      parser.write(text.slice(at, start));
      at = start;
      if (!betweenMeasures()) continue;
      const reader = current as PartReader;
      const known = memo.find(text, start, end, reader.divisionsNow);
      if (known) reader.replay(known);
      else {
        const measureText = text.slice(start, end);
        const before = reader.measures.length;
        parser.write(measureText);
        const read = reader.lastRead();
        // Only a span that was exactly one measure of this part is worth remembering.
        if (read && betweenMeasures() && current === reader && reader.measures.length === before + 1)
          memo.remember(measureText, read);
      }
      at = end;
    }
    parser.write(text.slice(at));
  };

  // Outside the bars wanted, a measure that carries nothing on is read as an empty one: its opening
  // tag (number, implicit, id) and nothing else. The bar before a wanted one needs no more: without
  // <attributes> it changes no sign, so its end state is the state carried into it.
  const writeWanted = (spans: [number, number][], bars: BarsWanted) => {
    let at = 0;
    for (const [start, end] of spans) {
      parser.write(text.slice(at, start));
      at = start;
      if (!betweenMeasures() || readWhole(text, start, end, bars, current as PartReader)) continue;
      parser.write(`${text.slice(start, text.indexOf(">", start) + 1)}</measure>`);
      at = end;
    }
    parser.write(text.slice(at));
  };

  try {
    const spans = memo || wanted ? measureSpans(text) : null;
    if (memo && spans) writeByMeasure(spans, memo);
    else if (wanted && spans) writeWanted(spans, wanted);
    else parser.write(text);
    parser.close();
  } catch (err) {
    if (err instanceof ReadError) throw err;
    const message = whereMalformed(text) ?? (err instanceof Error ? err.message : String(err));
    // saxes prefixes "line:column: "; keep the place apart from the reason.
    const m = /^(?:[^:]*:)?(\d+):(\d+): (.*)$/s.exec(message);
    throw m
      ? new ReadError(file, `not well-formed XML: ${m[3]}`, `line ${m[1]}, column ${m[2]}`)
      : new ReadError(file, `not well-formed XML: ${message}`);
  }
  if (!root) throw new ReadError(file, "no root element");

  const ids = [
    ...partOrder.filter((id) => readers.has(id)),
    ...[...readers.keys()].filter((id) => !partOrder.includes(id)),
  ];
  if (ids.length === 0) throw new ReadError(file, "the score has no <part>");
  const all = ids.map((id) => readers.get(id) as PartReader);
  // Every part should have the same bars; the longest part's numbering stands for the score.
  const longest = all.reduce((a, b) => (b.bars.length > a.bars.length ? b : a));
  const bars: Bar[] = longest.bars.map((b, i) => ({ position: i + 1, ...b }));
  checkLimit(file, "staffBars", all.reduce((n, r) => n + r.staves, 0) * bars.length);
  const parts: Part[] = all.map((r) => ({
    id: r.id,
    name: partNames.get(r.id) ?? r.id,
    staves: r.staves,
    ...(r.transposition ? { transposition: r.transposition } : {}),
    bars: buildPart(r.measures, r.staves, bars.length, memo?.staffBars),
  }));
  return { title: movementTitle ?? workTitle, bars, parts };
}

/** `<transpose>`: what must be added to the written pitch to sound; null when it adds nothing. */
function readTranspose(k: El): Transposition | null {
  const value = (name: string) => {
    const n = Number(k.kids.find((t) => t.name === name)?.text.trim() ?? 0);
    return Number.isInteger(n) ? n : 0;
  };
  const octaves = value("octave-change");
  const chromatic = value("chromatic") + 12 * octaves;
  // Without <diatonic>, the nearest letter step for the semitones (MusicXML makes it optional).
  const diatonic = k.kids.some((t) => t.name === "diatonic")
    ? value("diatonic") + 7 * octaves
    : Math.round((value("chromatic") * 7) / 12) + 7 * octaves;
  return chromatic === 0 && diatonic === 0 ? null : { diatonic, chromatic };
}
