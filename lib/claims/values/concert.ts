// A value said at concert (sounding) pitch, as the part writes it (findings.md, "Pitch"): a
// transposing part's file holds written notes and keys, so a concert value is moved back by the
// part's transposition before it is compared. Values are Barline's strings ("G4", "top F5",
// "B-flat major", "F major|D minor").
import { keyOfSignature } from "../../score-history/names.ts";
import type { Transposition } from "../../score-history/score.ts";
import type { Property } from "../claim.ts";

const LETTERS = "CDEFGAB";
const NATURAL = [0, 2, 4, 5, 7, 9, 11];
const ALTER_TEXT: Record<number, string> = { [-2]: "bb", [-1]: "b", 0: "", 1: "#", 2: "##" };
const ALTER_OF: Record<string, number> = { "": 0, "#": 1, "##": 2, x: 2, b: -1, bb: -2 };
const PITCH = /([A-G])(##|x|#|bb|b)?(-?\d+)/g;

/** A pitch moved by letter steps and semitones ("A4", -1, -2 → "G4"); null past a double sharp or flat. */
export function transposePitch(pitch: string, diatonic: number, chromatic: number): string | null {
  const m = /^([A-G])(##|x|#|bb|b)?(-?\d+)$/.exec(pitch);
  if (!m) return null;
  const step = LETTERS.indexOf(m[1]!) + 7 * Number(m[3]);
  const semitones = NATURAL[LETTERS.indexOf(m[1]!)]! + ALTER_OF[m[2] ?? ""]! + 12 * Number(m[3]);
  const to = step + diatonic;
  const letter = ((to % 7) + 7) % 7;
  const octave = Math.floor(to / 7);
  const alter = semitones + chromatic - (NATURAL[letter]! + 12 * octave);
  const text = ALTER_TEXT[alter];
  return text === undefined ? null : `${LETTERS[letter]}${text}${octave}`;
}

// Tonics along the line of fifths from F, and where each mode's tonic sits on it (names.ts).
const FIFTHS = "FCGDAEB";
const MODE_TONIC: Record<string, number> = { major: 1, minor: 4 };
const KEY = /^([A-G])(-double-flat|-double-sharp|-flat|-sharp)? (major|minor)$/;
const KEY_ALTER: Record<string, number> = {
  "": 0,
  "-sharp": 1,
  "-double-sharp": 2,
  "-flat": -1,
  "-double-flat": -2,
};

/** A key moved by an interval ("F major", +1, +2 → "G major"); null for a name it cannot read. */
export function transposeKey(key: string, diatonic: number, chromatic: number): string | null {
  const m = KEY.exec(key);
  if (!m) return null;
  const fifths = FIFTHS.indexOf(m[1]!) + 7 * KEY_ALTER[m[2] ?? ""]! - MODE_TONIC[m[3]!]!;
  // An interval of d letter steps and c semitones moves a key 7c - 12d places along the fifths.
  return keyOfSignature(fifths + 7 * chromatic - 12 * diatonic, m[3]!);
}

/** The written value of a value said at concert pitch, for a part with this transposition; the value
 * itself for other properties and parts that sound as written; null when it cannot be moved. */
export function writtenValue(
  value: string | null,
  property: Property,
  t: Transposition | undefined,
): string | null {
  if (!t || value === null || (property !== "notes" && property !== "key")) return value;
  const back = { diatonic: -t.diatonic, chromatic: -t.chromatic };
  if (property === "key") {
    const keys = value.split("|").map((k) => transposeKey(k, back.diatonic, back.chromatic));
    return keys.every((k) => k !== null) ? keys.join("|") : null;
  }
  let failed = false;
  const moved = value.replace(PITCH, (p) => {
    const w = transposePitch(p, back.diatonic, back.chromatic);
    if (w === null) failed = true;
    return w ?? p;
  });
  return failed ? null : moved;
}
