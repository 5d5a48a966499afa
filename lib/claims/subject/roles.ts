// Lines named by their role in the music ("the melody", "the bass line") rather than by staff.
import type { ExtractedClaim } from "../claim.ts";
import type { ScoreContext } from "./score-context.ts";
import { findStaffMentions } from "./staves.ts";

export const LINE_ROLE =
  /\b(?:(?:main\s+|top\s+)?melody|tune|theme|accompaniment|counter-?melody|bass\s+line|(?:inner|top|upper|lower|middle)\s+(?:voice|line|part)s?)\b/i;

export const MELODY = /^(?:(?:main\s+|top\s+)?melody|tune)$/i;

/** The part a claim about a line speaks of: its own, or the score's only one. */
export function partOfLine(c: ExtractedClaim, score: ScoreContext | undefined) {
  const parts = score?.parts ?? [];
  return parts.find((p) => p.id === c.subject.part) ?? (parts.length === 1 ? parts[0] : undefined);
}

/** "The melody" of a keyboard part, no staff named, is its staff 1 (findings.md, "Top and bass"). */
export function placeMelody(c: ExtractedClaim, score: ScoreContext | undefined): void {
  const role = LINE_ROLE.exec(c.text);
  if (!role || !MELODY.test(role[0]) || c.subject.staff !== null || findStaffMentions(c.text).length > 0)
    return;
  const part = partOfLine(c, score);
  if (!part || part.staves < 2) return;
  c.subject = { ...c.subject, part: score!.parts.length > 1 ? part.id : c.subject.part, staff: 1 };
}

/** "The top note" of a keyboard part, no staff named, is its staff 1's; "the lowest note" its staff
 * 2's (findings.md, "Top and bass"); "the top note of the piece" is the whole part's. A staff the
 * question named stands; one an earlier sentence named is kept as another reading. */
export function placePeak(c: ExtractedClaim, score: ScoreContext | undefined, asking: string): void {
  const peak = /^(top|bottom) /.exec(c.value ?? "");
  if (!peak || c.subject.property !== "notes" || findStaffMentions(c.text).length > 0) return;
  const carried = c.subject.staff;
  if (carried !== null && findStaffMentions(asking).some((m) => m.staff === carried)) return;
  const part = partOfLine(c, score);
  if (!part || part.staves !== 2) return;
  const staff = PIECE_NAMED.test(c.text) ? null : peak[1] === "top" ? 1 : 2;
  c.subject = { ...c.subject, part: score!.parts.length > 1 ? part.id : c.subject.part, staff };
  if (carried !== null && carried !== staff)
    (c.readings ??= []).push({
      staff: carried,
      name: `staff ${carried}, which an earlier sentence spoke of`,
    });
}

const PIECE_NAMED = /\b(?:of|in)\s+the\s+(?:whole\s+|entire\s+)?(?:piece|score|song|movement)\b/i;
