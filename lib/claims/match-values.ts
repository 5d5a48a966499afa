// Whether what a claim says matches what the score has: one bar's reading (state claims) or one
// diff change (edit claims). Values are the normalised strings of lib/claims/claim.ts.
import type { DiffChange } from "../score-history/diff.ts";
import type { BarReading } from "../score-history/reading.ts";
import type { Property, Subject } from "./claim.ts";
import { BOUND } from "./note-bounds.ts";
import { TRANSPOSED } from "./values/notes-change.ts";

/** Pitches a claim names ("C4 E4 G4") are all among those of `notes`, counted with repeats. */
export function notesInclude(notes: string[], claimed: string): boolean {
  const left = [...notes];
  for (const p of claimed.split(/\s+/).filter(Boolean)) {
    const i = left.indexOf(p);
    if (i === -1) return false;
    left.splice(i, 1);
  }
  return true;
}

const PITCH = /^([A-G])(##|x|#|bb|b)?(-?\d+)$/;
const STEPS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const ALTERS: Record<string, number> = { "##": 2, x: 2, "#": 1, b: -1, bb: -2 };

/** Semitones from C0 of a pitch as Barline writes it ("F#4", "Bb3"), or null for anything else. */
export function semitonesOf(pitch: string): number | null {
  const m = PITCH.exec(pitch);
  return m ? STEPS[m[1]!]! + (m[2] ? ALTERS[m[2]]! : 0) + 12 * Number(m[3]) : null;
}

/** Every note of `from` is the note of `to` at the same place moved by `shift` semitones. */
export function shiftedBy(from: string, to: string, shift: number): boolean {
  const a = from.split(/\s+/).map(semitonesOf);
  const b = to.split(/\s+/).map(semitonesOf);
  return a.length === b.length && a.every((p, i) => p !== null && b[i] !== null && b[i]! - p === shift);
}

const BOUND_TESTS: Record<string, (n: number, limit: number) => boolean> = {
  "≤": (n, l) => n <= l,
  "top ": (n, l) => n <= l,
  "<": (n, l) => n < l,
  "≥": (n, l) => n >= l,
  "bottom ": (n, l) => n >= l,
  ">": (n, l) => n > l,
};

/** Case-blind equality; a claimed value may list alternatives ("F major|D minor" for "one flat"). */
function same(has: string, claimed: string): boolean {
  return sameAsAny(claimed.toLowerCase().split("|"))(has);
}

function sameAsAny(alternatives: string[]): (has: string) => boolean {
  return (has) => alternatives.includes(has.toLowerCase());
}

/** The value of "the key change is at bar 13": the sign takes a new value in that bar. */
export const CHANGES_HERE = "changes here";

/** The value of an undo naming no version ("bars 1 to 4 are back at their original pitch"): some
 * change of the property among the bars named, to a value not said. */
export const UNDONE = "undone";

/** Whether a bar's reading has what the claim says; built once per claim, asked of many readings. */
export function readingMatcher(property: Property, value: string | null): (r: BarReading) => boolean {
  switch (property) {
    case "clef":
    case "key":
    case "time": {
      if (value === null) return () => false;
      if (value === CHANGES_HERE) return (r) => r.facts[property].includes("from here");
      const matches = sameAsAny(value.toLowerCase().split("|"));
      return (r) => r.signs[property].some(matches);
    }
    case "notes": {
      // A bar of rests has no notes (findings.md, "Entries and rests").
      if (value === "absent") return (r) => r.notes.length === 0;
      if (value === "played") return (r) => r.notes.length > 0;
      const bound = value === null ? null : BOUND.exec(value);
      if (bound?.[1] === "first " || bound?.[1] === "last ") {
        // "starts on D5": a note sounding at the bar's first note (a chord's or another voice's too);
        // "ends on D2": one starting where its last note starts.
        const pitch = semitonesOf(bound[2]!);
        const at = bound[1] === "first " ? "firstNotes" : "lastNotes";
        return (r) => pitch !== null && r[at].some((p) => semitonesOf(p) === pitch);
      }
      if (bound?.[1] === "only ") {
        const pitch = semitonesOf(bound[2]!);
        return (r) => pitch !== null && r.notes.length === 1 && semitonesOf(r.notes[0]!) === pitch;
      }
      if (bound) {
        const limit = semitonesOf(bound[2]!);
        const holds = BOUND_TESTS[bound[1]!]!;
        // A bar with no notes (rests) keeps every bound.
        return (r) =>
          limit !== null &&
          r.notes.every((p) => {
            const n = semitonesOf(p);
            return n !== null && holds(n, limit);
          });
      }
      return (r) => value !== null && notesInclude(r.notes, value);
    }
    case "pedal":
      return value === "absent" || value === "removed"
        ? (r) => r.pedal.length === 0
        : (r) => r.pedal.length > 0;
    case "dynamics":
      if (value === "absent" || value === "removed") return (r) => r.dynamics.length === 0;
      // "the only bar with a forte": no forte here.
      if (value?.startsWith("not ")) return (r) => !r.dynamics.some((d) => same(d, value.slice(4)));
      return value === null || value === "present"
        ? (r) => r.dynamics.length > 0
        : (r) => r.dynamics.some((d) => same(d, value));
    case "tempo": {
      if (value === null || value === "present") return (r) => r.tempo.length > 0;
      if (value === "absent" || value === "removed") return (r) => r.tempo.length === 0;
      if (value.startsWith("not ")) {
        const not = value.slice(4).toLowerCase();
        return (r) => !r.tempo.some((t) => t.toLowerCase().includes(not));
      }
      const lower = value.toLowerCase();
      return (r) => r.tempo.some((t) => t.toLowerCase().includes(lower));
    }
    default:
      return () => false;
  }
}

/** An edit claim's property as the diff names it. */
export function diffProperty(property: Property): DiffChange["property"] | null {
  if (property === "bar-count") return "bars";
  if (property === "other") return null;
  return property;
}

export function changeMatches(subject: Subject, value: string | null, d: DiffChange): boolean {
  if (d.property !== diffProperty(subject.property)) return false;
  if (subject.part !== null && d.part !== null && d.part !== subject.part) return false;
  if (subject.staff !== null && d.staff !== null && d.staff !== subject.staff) return false;
  if (value === null || value === UNDONE) return true;
  switch (subject.property) {
    case "notes":
      // "changed": the claim names no pitch ("transposed the melody"), so any new notes will do;
      // "transposed +2" ("up a tone"): every note moved by that many semitones.
      if (d.to === null) return false;
      if (value === "changed") return true;
      if (value === "absent") return d.to === "no notes";
      if (TRANSPOSED.test(value))
        return d.from !== null && shiftedBy(d.from, d.to, Number(TRANSPOSED.exec(value)![1]));
      // "…so m. 13 now starts on B3": a note the new notes hold; a bound ("never above C4") is what
      // the new notes keep to, which a line of the diff does not settle alone.
      {
        const bound = BOUND.exec(value);
        if (bound?.[1] === "first " || bound?.[1] === "last ")
          return notesInclude(d.to.split(/\s+/), bound[2]!);
        if (bound?.[1] === "only ") return d.to.split(/\s+/).length === 1 && notesInclude([d.to], bound[2]!);
        if (bound) return true;
      }
      return notesInclude(d.to.split(/\s+/), value);
    case "pedal":
    case "dynamics":
    case "tempo":
      if (value === "added" || value === "present") return d.from === null && d.to !== null;
      if (value === "removed" || value === "absent") return d.from !== null && d.to === null;
      // ("pp -> mp" is no change to p: a dynamic is a word of its own.)
      if (subject.property === "dynamics")
        return (
          d.to !== null &&
          d.to
            .toLowerCase()
            .split(/[\s,;]+/)
            .includes(value.toLowerCase())
        );
      return d.to !== null && d.to.toLowerCase().includes(value.toLowerCase());
    case "bar-count":
      return true;
    default:
      return d.to !== null && same(d.to, value);
  }
}
