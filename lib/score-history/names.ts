// The names musicians use for clefs, keys, time signatures and pitches: what every reading line,
// diff line and claim check prints and compares.
import type { Clef, Key, Pitch, TimeSignature } from "./score.ts";

const C_CLEFS: Record<number, string> = {
  1: "soprano",
  2: "mezzo-soprano",
  3: "alto",
  4: "tenor",
  5: "baritone",
};

function octaveSuffix(change: number): string {
  if (change === 0) return "";
  const size = Math.abs(change) === 1 ? "8v" : `${Math.abs(change) * 7 + 1}m`;
  return ` ${size}${change > 0 ? "a" : "b"}`;
}

/** A sign object stands in every bar it holds in, and is asked its name in each: name it once.
 * (Signs are never changed once read.) */
function namedOnce<T extends object>(name: (sign: T) => string): (sign: T) => string {
  const names = new WeakMap<T, string>();
  return (sign) => {
    let n = names.get(sign);
    if (n === undefined) names.set(sign, (n = name(sign)));
    return n;
  };
}

export const clefName = namedOnce((c: Clef) => baseClefName(c) + octaveSuffix(c.octaveChange));

function baseClefName(c: Clef): string {
  switch (c.sign) {
    case "G":
      if (c.line === 2) return "treble";
      if (c.line === 1) return "French violin";
      break;
    case "F":
      if (c.line === 4) return "bass";
      if (c.line === 5) return "sub-bass";
      // The F baritone sounds like the C baritone but is another sign: keep them apart.
      if (c.line === 3) return "baritone (F clef)";
      break;
    case "C": {
      const name = C_CLEFS[c.line];
      if (name) return name;
      break;
    }
    case "percussion":
      return "percussion";
    case "TAB":
      return "tab";
    case "jianpu":
      return "jianpu";
    case "none":
      return "no clef";
  }
  return `${c.sign} clef on line ${c.line}`;
}

// Letters along the line of fifths, starting from F: a key's tonic is found by walking it.
const FIFTHS_LETTERS = "FCGDAEB";
// Where each mode's tonic sits on the line of fifths relative to F, for a key with no accidentals.
const MODE_TONIC = new Map<string, number>(
  Object.entries({
    lydian: 0,
    major: 1,
    ionian: 1,
    mixolydian: 2,
    dorian: 3,
    minor: 4,
    aeolian: 4,
    phrygian: 5,
    locrian: 6,
  }),
);

function accidentalWord(count: number): string {
  if (count === 0) return "";
  const word = count > 0 ? "sharp" : "flat";
  const n = Math.abs(count);
  if (n === 1) return `-${word}`;
  if (n === 2) return `-double-${word}`;
  return `-${n}×${word}`;
}

export const keyName = namedOnce((k: Key): string => {
  const name = keyOfSignature(k.fifths, k.mode);
  if (name !== null) return name;
  const n = Math.abs(k.fifths);
  const signature =
    n === 0 ? "no sharps or flats" : `${n} ${k.fifths > 0 ? "sharp" : "flat"}${n > 1 ? "s" : ""}`;
  return `key signature of ${signature}${k.mode && k.mode !== "none" ? ` (${k.mode})` : ""}`;
});

/** The key a signature of `fifths` sharps (positive) or flats (negative) gives in a mode: 2, "minor"
 * → "B minor"; null for a mode with no tonic on the line of fifths ("none", or one not known). */
export function keyOfSignature(fifths: number, mode: string): string | null {
  const tonic = MODE_TONIC.get(mode);
  if (tonic === undefined) return null;
  const index = fifths + tonic;
  return keySpelling(FIFTHS_LETTERS[((index % 7) + 7) % 7]!, Math.floor(index / 7), mode);
}

/** A key by its tonic's letter and alteration: "B", -1, "major" → "B-flat major". */
export function keySpelling(letter: string, alter: number, mode: string): string {
  return `${letter}${accidentalWord(alter)} ${mode}`;
}

export function timeName(t: TimeSignature | null): string {
  return !t || t.senzaMisura ? "no time signature" : meterName(t);
}

const meterName = namedOnce((t: TimeSignature): string => {
  const beats = t.beats.split("|");
  const types = t.beatType.split("|");
  // Composite signatures (3/8+2/8) are kept as "|"-separated pairs by the reader.
  return beats.map((b, i) => `${b}/${types[i] ?? types[0]}`).join("+");
});

export function pitchName(p: Pitch): string {
  let accidental = "";
  if (Number.isInteger(p.alter)) accidental = (p.alter > 0 ? "#" : "b").repeat(Math.abs(p.alter));
  else accidental = `(${p.alter > 0 ? "+" : ""}${p.alter})`;
  return `${p.step}${accidental}${p.octave}`;
}
