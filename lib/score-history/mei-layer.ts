// One MEI <layer> (a voice in one bar of one staff): its notes and rests with offsets, and the
// clefs, keys and time signatures written inside it with where they stand.
import { add, mul, rational, ZERO } from "./rational.ts";
import type { NoteEvent, Pitch, Rational } from "./score.ts";
import { clefOfElement, keyOfElement, timeOfElement } from "./mei-signs.ts";
import type { SignValue } from "./staff-state.ts";
import type { XmlElement } from "./xml-tree.ts";

export interface PlacedSign {
  offset: Rational;
  sign: SignValue;
  /** Written after the layer's last note, rest or space: it announces the next bar. */
  afterLastEvent: boolean;
}

export interface LayerContext {
  /** staffDef @ppq, for @dur.ppq. */
  ppq: number | undefined;
}

export interface LayerRead {
  events: NoteEvent[];
  signs: PlacedSign[];
  /** Offset of every note, chord, rest and space with an xml:id, for control events' @startid. */
  offsets: Map<string, Rational>;
  /** The events of every note and chord with an xml:id, for <tie startid endid>. */
  notes: Map<string, NoteEvent[]>;
  /** Notes that say nothing of their accidental: their alter comes from the key and the bar (see mei-accidentals.ts). */
  impliedAlter: Set<NoteEvent>;
  /** Notes with a written accidental, which holds for the rest of the bar. */
  writtenAlter: Set<NoteEvent>;
  /** mRest events: they last the whole bar, whose length is known once every layer is read. */
  wholeBarRests: NoteEvent[];
  /** Where the layer's notes, rests and spaces end, whole-bar rests and spaces left out. */
  end: Rational;
}

const STEPS = { c: "C", d: "D", e: "E", f: "F", g: "G", a: "A", b: "B" } as const;

const ALTERS = new Map<string, number>(
  Object.entries({
    n: 0,
    s: 1,
    f: -1,
    ss: 2,
    x: 2,
    ff: -2,
    xs: 3,
    sx: 3,
    ts: 3,
    tf: -3,
    nf: -1,
    ns: 1,
    su: 1,
    sd: 1,
    fu: -1,
    fd: -1,
    nu: 0,
    nd: 0,
    "1qf": -0.5,
    "3qf": -1.5,
    "1qs": 0.5,
    "3qs": 1.5,
  }),
);

const DIATONIC = "CDEFGAB";
// MusicXML's display-step/octave of an unpitched note reads the staff as a treble staff: E4 on the bottom line.
const BOTTOM_LINE_E4 = 4 * 7 + 2;

/** A percussion note without a pitch: MEI gives its staff place (@loc, 0 = bottom line). */
function unpitchedPlace(note: XmlElement, event: NoteEvent): Pitch | undefined {
  const loc = Number(note.attrs.loc);
  if (note.attrs.loc === undefined || !Number.isInteger(loc)) return undefined;
  const index = BOTTOM_LINE_E4 + loc;
  event.unpitched = true;
  return { step: DIATONIC[((index % 7) + 7) % 7] as Pitch["step"], alter: 0, octave: Math.floor(index / 7) };
}

const DUR_QUARTERS = new Map<string, Rational>(
  Object.entries({
    maxima: rational(32),
    long: rational(16),
    breve: rational(8),
  }),
);

function writtenDuration(e: XmlElement): Rational | undefined {
  const dur = e.attrs.dur;
  if (dur === undefined) return undefined;
  const base = DUR_QUARTERS.get(dur) ?? (Number(dur) > 0 ? rational(4, Number(dur)) : undefined);
  if (!base) return undefined;
  const dots = dotCount(e.attrs.dots);
  // Each dot adds half the previous value: d dots make (2^(d+1) - 1) / 2^d.
  return mul(base, rational(2 ** (dots + 1) - 1, 2 ** dots));
}

/** MEI @dots (and @mm.dots): a count no note has — negative, fractional, past 8 — counts as none. */
export function dotCount(value: string | undefined): number {
  const n = Number(value ?? 0);
  return Number.isInteger(n) && n >= 0 && n <= 8 ? n : 0;
}

export function readLayer(layer: XmlElement, ctx: LayerContext): LayerRead {
  const voice = layer.attrs.n ?? "1";
  const read: LayerRead = {
    events: [],
    signs: [],
    offsets: new Map(),
    notes: new Map(),
    impliedAlter: new Set(),
    writtenAlter: new Set(),
    wholeBarRests: [],
    end: ZERO,
  };
  let offset: Rational = ZERO;
  // Signs are placed once the walk knows whether anything sounding follows them.
  const pending: { offset: Rational; sign: SignValue; eventsBefore: number }[] = [];
  let eventCount = 0;

  const duration = (e: XmlElement, ratio: Rational): Rational | undefined => {
    const ppqDur = e.attrs["dur.ppq"];
    // @dur.ppq is the sounding length verovio copies from MusicXML <duration>: exact where @dur is not.
    if (ppqDur !== undefined && ctx.ppq) return rational(Number(ppqDur), ctx.ppq);
    const written = writtenDuration(e);
    return written && mul(written, ratio);
  };

  const pitchOf = (note: XmlElement, event: NoteEvent): Pitch | undefined => {
    const step = STEPS[(note.attrs.pname ?? "").toLowerCase() as keyof typeof STEPS];
    const octave = Number(note.attrs.oct);
    if (!step || !Number.isFinite(octave)) return unpitchedPlace(note, event);
    const accid = note.children.find((c) => c.name === "accid");
    const gestural = note.attrs["accid.ges"] ?? accid?.attrs["accid.ges"];
    const written = note.attrs.accid ?? accid?.attrs.accid;
    const writtenAlter = written === undefined ? undefined : ALTERS.get(written);
    if (writtenAlter !== undefined) read.writtenAlter.add(event);
    // @accid.ges is what sounds (verovio writes it for every note the key or the bar alters).
    const alter = (gestural === undefined ? undefined : ALTERS.get(gestural)) ?? writtenAlter;
    if (alter === undefined) read.impliedAlter.add(event);
    return { step, alter: alter ?? 0, octave };
  };

  const tieFlags = (e: XmlElement, event: NoteEvent, chord?: XmlElement) => {
    const tie = e.attrs.tie ?? chord?.attrs.tie;
    if (tie === undefined) return;
    event.tieStart = tie.includes("i") || tie.includes("m");
    event.tieStop = tie.includes("t") || tie.includes("m");
  };

  const note = (
    e: XmlElement,
    dur: Rational,
    grace: boolean,
    chord?: XmlElement,
    inChord = false,
  ): NoteEvent => {
    const event: NoteEvent = {
      offset,
      duration: grace ? ZERO : dur,
      voice,
      chord: inChord,
      grace,
      tieStart: false,
      tieStop: false,
    };
    const pitch = pitchOf(e, event);
    if (pitch) event.pitch = pitch;
    tieFlags(e, event, chord);
    read.events.push(event);
    const id = e.attrs["xml:id"];
    if (id) {
      read.notes.set(id, [event]);
      read.offsets.set(id, offset);
    }
    return event;
  };

  const rest = (dur: Rational, grace: boolean): NoteEvent => {
    const event: NoteEvent = {
      offset,
      duration: dur,
      voice,
      chord: false,
      grace,
      tieStart: false,
      tieStop: false,
    };
    read.events.push(event);
    return event;
  };

  const advance = (e: XmlElement, dur: Rational, wholeBar = false) => {
    if (e.attrs["xml:id"]) read.offsets.set(e.attrs["xml:id"], offset);
    offset = add(offset, dur);
    if (!wholeBar) read.end = offset;
    eventCount++;
  };

  const walk = (parent: XmlElement, ratio: Rational, graceGroup: boolean) => {
    for (const e of parent.children) {
      const grace = graceGroup || e.attrs.grace !== undefined;
      switch (e.name) {
        case "note": {
          const dur = duration(e, ratio) ?? ZERO;
          note(e, dur, grace);
          advance(e, grace ? ZERO : dur);
          break;
        }
        case "chord": {
          const dur = duration(e, ratio) ?? ZERO;
          const events = e.children
            .filter((c) => c.name === "note")
            .map((n, i) => note(n, dur, grace, e, i > 0));
          if (e.attrs["xml:id"]) read.notes.set(e.attrs["xml:id"], events);
          advance(e, grace ? ZERO : dur);
          break;
        }
        case "rest": {
          const dur = duration(e, ratio) ?? ZERO;
          rest(grace ? ZERO : dur, grace);
          advance(e, grace ? ZERO : dur);
          break;
        }
        case "mRest":
          read.wholeBarRests.push(rest(ZERO, false));
          advance(e, ZERO, true);
          break;
        case "space":
          advance(e, duration(e, ratio) ?? ZERO);
          break;
        case "mSpace":
          advance(e, ZERO, true);
          break;
        case "clef":
        case "keySig":
        case "meterSig":
        case "meterSigGrp": {
          // verovio repeats a clef in the other layers as <clef sameas="#id">: the original counts.
          if (e.attrs.sameas !== undefined) break;
          const sign = signOf(e);
          if (!sign) break;
          pending.push({ offset, sign, eventsBefore: eventCount });
          break;
        }
        case "tuplet": {
          const num = Number(e.attrs.num);
          const numbase = Number(e.attrs.numbase);
          walk(e, num > 0 && numbase > 0 ? mul(ratio, rational(numbase, num)) : ratio, grace);
          break;
        }
        case "graceGrp":
          walk(e, ratio, true);
          break;
        case "beam":
        case "bTrem":
        case "fTrem":
        case "ligature":
          walk(e, ratio, grace);
          break;
      }
    }
  };

  walk(layer, rational(1), false);
  read.signs = pending.map((p) => ({
    offset: p.offset,
    sign: p.sign,
    afterLastEvent: p.eventsBefore === eventCount,
  }));
  return read;
}

function signOf(e: XmlElement): SignValue | undefined {
  if (e.name === "clef") {
    const clef = clefOfElement(e);
    return clef && { kind: "clef", clef };
  }
  if (e.name === "keySig") {
    const key = keyOfElement(e);
    return key && { kind: "key", key };
  }
  const time = timeOfElement(e);
  return time && { kind: "time", time };
}
