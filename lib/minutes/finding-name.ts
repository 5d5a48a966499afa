// A finding named by what it is, as meetings list it: "Flag success-without-change in etude-01,
// turn 2, bar 4", "Claim clef (contradicted) in etude-01, turn 3, bar 4 staff 2", "Conversation
// etude-01" — never by its id.
import type { Subject } from "../claims/claim.ts";
import { describeSubject } from "../findings/subjects.ts";
import type { MeetingTarget } from "../contracts/meeting.ts";

export interface Nameable {
  targetType: MeetingTarget;
  conversationId: string;
  /** The flag type or the claim kind. */
  what?: string;
  verdict?: string | null;
  turn?: number | null;
  subject?: Pick<Subject, "bars" | "staff"> | null;
}

/** Where in the score a finding is: "bar 4 staff 2", or null when it names no bar. */
export const barWords = (subject: Nameable["subject"]) => (subject?.bars ? describeSubject(subject) : null);

export function findingName(f: Nameable): string {
  if (f.targetType === "conversation") return `Conversation ${f.conversationId}`;
  const where = [f.conversationId, f.turn != null && `turn ${f.turn}`, barWords(f.subject)]
    .filter(Boolean)
    .join(", ");
  const what = `${f.what ?? ""}${f.verdict ? ` (${f.verdict})` : ""}`;
  return `${f.targetType === "flag" ? "Flag" : "Claim"} ${what} in ${where}`;
}
