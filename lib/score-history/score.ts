// The score model every reader (MusicXML, MXL, MEI) produces and everything else reads.
// Words follow MusicXML: a part has staves; a bar (measure) has a printed number and a position.
import type { ReadWarning } from "../read-error.ts";

/** An exact offset or duration in quarter notes, kept as a reduced fraction so re-encodings with
 * other `<divisions>` compare equal. */
export interface Rational {
  num: number;
  den: number;
}

export type ClefSign = "G" | "F" | "C" | "percussion" | "TAB" | "jianpu" | "none";

export interface Clef {
  sign: ClefSign;
  /** Staff line the sign sits on, counted from the bottom (G2 = treble). 0 where the sign has none. */
  line: number;
  /** `<clef-octave-change>`: -1 for treble 8vb, 1 for treble 8va. */
  octaveChange: number;
}

export interface Key {
  /** Sharps positive, flats negative. */
  fifths: number;
  /** `<mode>`; "major" when the file gives none. */
  mode: string;
}

export interface TimeSignature {
  beats: string;
  beatType: string;
  /** `<time symbol>`: "common", "cut", "single-number", "note", "dotted-note" or "normal". */
  symbol: string;
  /** `<senza-misura>`: no time signature at all. */
  senzaMisura?: boolean;
}

export interface Pitch {
  step: "A" | "B" | "C" | "D" | "E" | "F" | "G";
  /** Semitones: -1 flat, 1 sharp, 0.5 quarter-tone sharp. */
  alter: number;
  octave: number;
}

export interface NoteEvent {
  offset: Rational;
  duration: Rational;
  voice: string;
  /** Undefined for a rest. */
  pitch?: Pitch;
  /** Unpitched percussion notes have a display step/octave instead of a pitch. */
  unpitched?: boolean;
  /** A note sounding with the previous one (`<chord/>`). */
  chord: boolean;
  grace: boolean;
  tieStart: boolean;
  tieStop: boolean;
}

export interface Direction {
  offset: Rational;
  /** pedal: "start" | "stop" | "change" | "continue" | "sostenuto" …; dynamics: "p", "mf", "sfz" …; tempo: "♩ = 120" or words. */
  value: string;
}

/** A clef, key or time signature that takes effect inside the bar (offset > 0). Changes at offset 0,
 * and courtesy signs after the last note of the previous bar, are folded into the bar's start state. */
export type Change =
  | { offset: Rational; kind: "clef"; clef: Clef }
  | { offset: Rational; kind: "key"; key: Key }
  | { offset: Rational; kind: "time"; time: TimeSignature };

/** One bar of one staff. */
export interface StaffBar {
  /** In force at the start of the bar (after the courtesy rule). */
  clef: Clef;
  key: Key;
  time: TimeSignature | null;
  /** True where the bar's start state differs from the previous bar's end state, or was restated. */
  clefChangedHere: boolean;
  keyChangedHere: boolean;
  timeChangedHere: boolean;
  changes: Change[];
  events: NoteEvent[];
  pedal: Direction[];
  dynamics: Direction[];
  tempo: Direction[];
}

export interface Bar {
  /** 1-based position in the score: the index verovio's measureRange counts. */
  position: number;
  /** The printed number exactly as encoded: "0" for a pickup, "X1", repeats possible. */
  number: string;
  implicit: boolean;
  /** MusicXML measure id or MEI xml:id where the file gives one. */
  id?: string;
}

/** Written to sounding: letter steps and semitones (an octave is 7 and 12). */
export interface Transposition {
  diatonic: number;
  chromatic: number;
}

export interface Part {
  id: string;
  name: string;
  staves: number;
  /** The part is written at another pitch than it sounds (MusicXML <transpose>, MEI @trans.semi):
   * its key and notes are the written ones; this interval, added to them, gives the sounding ones. */
  transposition?: Transposition;
  /** bars[i] is score.bars[i]; each holds one StaffBar per staff (index staff - 1). */
  bars: StaffBar[][];
}

export interface Score {
  title: string | null;
  bars: Bar[];
  parts: Part[];
  /** Present only when the file held something read past, e.g. bytes that are not UTF-8. */
  warnings?: ReadWarning[];
}
