// Whether what a claim says matches what the score has: one bar's reading (state claims) or one
// diff change (edit claims). Values are the normalised strings of lib/claims/claim.ts.
import type { DiffChange } from "../score-history/diff.ts";
import type { BarReading } from "../score-history/reading.ts";
import type { Property, Subject } from "./claim.ts";

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

/** Case-blind equality; a claimed value may list alternatives ("F major|D minor" for "one flat"). */
function same(has: string, claimed: string): boolean {
  const h = has.toLowerCase();
  return claimed.split("|").some((v) => v.toLowerCase() === h);
}

export function readingMatches(property: Property, value: string | null, r: BarReading): boolean {
  switch (property) {
    case "clef":
    case "key":
    case "time":
      return value !== null && r.signs[property].some((n) => same(n, value));
    case "notes":
      return value !== null && notesInclude(r.notes, value);
    case "pedal":
      return value === "absent" || value === "removed" ? r.pedal.length === 0 : r.pedal.length > 0;
    case "dynamics":
      return value === null || value === "present"
        ? r.dynamics.length > 0
        : r.dynamics.some((d) => same(d, value));
    case "tempo":
      return value === null
        ? r.tempo.length > 0
        : r.tempo.some((t) => t.toLowerCase().includes(value.toLowerCase()));
    default:
      return false;
  }
}

/** An edit claim's property as the diff names it. */
function diffProperty(property: Property): DiffChange["property"] | null {
  if (property === "bar-count") return "bars";
  if (property === "other") return null;
  return property;
}

export function changeMatches(subject: Subject, value: string | null, d: DiffChange): boolean {
  if (d.property !== diffProperty(subject.property)) return false;
  if (subject.part !== null && d.part !== null && d.part !== subject.part) return false;
  if (subject.staff !== null && d.staff !== null && d.staff !== subject.staff) return false;
  if (value === null) return true;
  switch (subject.property) {
    case "notes":
      // "changed": the claim names no pitch ("transposed up a tone"), so any new notes will do.
      return d.to !== null && (value === "changed" || notesInclude(d.to.split(/\s+/), value));
    case "pedal":
    case "dynamics":
    case "tempo":
      if (value === "added" || value === "present") return d.from === null && d.to !== null;
      if (value === "removed" || value === "absent") return d.from !== null && d.to === null;
      return d.to !== null && d.to.toLowerCase().includes(value.toLowerCase());
    case "bar-count":
      return true;
    default:
      return d.to !== null && same(d.to, value);
  }
}
