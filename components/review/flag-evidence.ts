// What the review queue shows beside a flag, worked out from its conversation as the reader works
// it out: the assistant's claims at the flag's turn against what its call did to the score (the
// version it saved with its diff, or none), the bar to re-read at the version in force then, and the
// page image the model had last been shown by then.
import type { FlagEvidence } from "@/lib/contracts/flag-evidence.ts";
import type { ConversationDetail } from "@/lib/contracts/conversation.ts";
import { barToShow } from "../findings/bar-to-show.ts";
import { callOutcomes, turnClaims } from "../reader/call-outcome.ts";
import { callTurns, firstBar, imageAt, versionIn, versionSources } from "../reader/moments.ts";
import { readerLinks } from "../reader/reader-links.ts";

export function flagEvidence(c: ConversationDetail, flagId: string): FlagEvidence | null {
  const flag = c.flags.find((f) => f.id === flagId);
  if (!flag) return null;
  const claims = turnClaims(c, flag.turn);
  const versions = versionSources(c);
  const links = readerLinks({ id: c.id, versions }, flag.turn, null);
  const outcomes = callOutcomes(c, (turn) => versionIn(versions, turn));
  const turnOf = callTurns(c.messages);
  const callId =
    flag.toolCallId !== null && outcomes.has(flag.toolCallId)
      ? flag.toolCallId
      : [...outcomes.keys()].find((id) => turnOf.get(id) === flag.turn);
  const names = new Map(
    c.messages.flatMap((m) =>
      m.blocks.flatMap((b) => (b.type === "tool-call" ? [[b.id, b.name] as const] : [])),
    ),
  );
  const outcome = callId === undefined ? undefined : outcomes.get(callId);
  const { bar: barNumber, version } = barToShow(c, flag.turn, flag);
  const subject = flag.subject ?? claims.find((x) => firstBar(x.subject) === barNumber)?.subject ?? null;
  return {
    conversationId: c.id,
    flag,
    claims: claims.map((claim) => ({ claim, href: links.claim(claim) })),
    call: outcome && callId !== undefined ? { name: names.get(callId) ?? callId, outcome } : null,
    bar:
      c.scoreId !== null && barNumber !== null && version !== null
        ? {
            scoreId: c.scoreId,
            version,
            bar: String(barNumber),
            ...(subject?.part ? { part: subject.part } : {}),
            ...(subject?.staff ? { staff: subject.staff } : {}),
          }
        : null,
    image: imageAt(c.messages, flag.turn),
  };
}
