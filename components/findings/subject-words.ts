// A claim's subject as a musician says it: "bar 4 staff 2 · clef", with the part where the
// conversation speaks of more than one.
import type { Subject } from "@/lib/claims/claim.ts";
import { describeSubject } from "@/lib/findings/subjects.ts";

export function subjectWords(s: Subject, showPart: boolean): string {
  const part = showPart && s.part !== null ? `part ${s.part}, ` : "";
  return `${part}${describeSubject(s)} · ${s.property === "bar-count" ? "number of bars" : s.property}`;
}

/** Parts matter in the words only when the subjects name more than one. */
export function namesSeveralParts(subjects: Subject[]): boolean {
  return new Set(subjects.flatMap((s) => (s.part === null ? [] : [s.part]))).size > 1;
}
