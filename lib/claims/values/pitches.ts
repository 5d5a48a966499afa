// Pitches: "F-sharp 5", "B♭4", runs of them ("C4, E4 and G4") as one mention of notes.
import { matchesOf } from "../matches.ts";
import { alterOf } from "./accidentals.ts";
import type { ValueMention } from "./mention.ts";

const PITCH = String.raw`(?<![\w#♯♭-])([A-G])(?:\s?-?\s?(double[\s-]sharp|double[\s-]flat|sharp|flat|natural)\s?-?\s?|(##|bb|#|b|♯|♭|x|𝄪|𝄫))?(-?\d)(?![\w/])`;
const PITCH_ONE = new RegExp(PITCH, "g");
const PITCH_RUN = new RegExp(String.raw`${PITCH}(?:(?:\s*,\s*|\s+and\s+|\s*[-–]\s*|\s+)${PITCH})*`, "g");

/** "F-sharp 5", "B♭4", "Bb4" → "F#5", "Bb4": step, accidental as # or b, octave. */
function pitchValue(step: string, accidental: string | undefined, octave: string): string {
  const alter = alterOf(accidental);
  return `${step}${(alter > 0 ? "#" : "b").repeat(Math.abs(alter))}${octave}`;
}

export function findPitches(clause: string): ValueMention[] {
  const out: ValueMention[] = [];
  for (const run of matchesOf(PITCH_RUN, clause)) {
    const pitches = matchesOf(PITCH_ONE, run[0]).map((p) =>
      pitchValue(p[1] ?? "C", p[2] ?? p[3], p[4] ?? "4"),
    );
    out.push({
      property: "notes",
      value: pitches.join(" "),
      index: run.index,
      end: run.index + run[0].length,
    });
  }
  return out;
}
