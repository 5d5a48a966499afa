// The person disputes the previous answer, and the reply makes a claim about the disputed bars
// with no read of those bars in between.
import type { ConversationContext } from "../conversation-context/context.ts";
import { messageText } from "../conversation-context/context.ts";
import { scoreContext } from "../conversation-context/score-context.ts";
import { contraryStatement, disputeOf } from "../claims/dispute.ts";
import type { Flag } from "./flag.ts";
import { barsInArguments, barsOverlap, describeSubject, valuePhrase } from "./subjects.ts";

export function disputeWithoutReread(ctx: ConversationContext): Flag[] {
  const flags: Flag[] = [];
  // The assistant message being answered: a "No" to a proposal is a refusal, not a dispute.
  let answered: string | undefined;
  for (const m of ctx.conversation.messages) {
    if (m.role === "assistant") {
      const said = messageText(m);
      if (said.trim() !== "") answered = said;
    }
    if (m.role !== "user" || m.turn === null || m.turn < 2) continue;
    const text = messageText(m);
    const view = ctx.timeline?.at(m.index);
    const score = view ? scoreContext(view.source.score) : undefined;
    const before = m.turn - 1;
    const answer = ctx.claims.filter((c) => c.source === "assistant" && c.turn === before);
    const dispute = disputeOf(text, score, answered) ?? contraryStatement(text, answer, score, answered);
    if (!dispute) continue;
    const reply = ctx.claims.find(
      (c) =>
        c.source === "assistant" &&
        c.turn === m.turn &&
        barsOverlap(dispute.bars, c.subject.bars) &&
        (dispute.property === null || dispute.property === c.subject.property),
    );
    if (!reply) continue;
    // A read counts when it covers the disputed bars: one that names no bars reads them all.
    const disputed = dispute.bars ?? reply.subject.bars;
    const reread = ctx.calls.some(
      (c) =>
        c.kind === "read" &&
        c.messageIndex > m.index &&
        c.messageIndex < reply.messageIndex &&
        barsOverlap(barsInArguments(c.call.arguments), disputed),
    );
    if (reread) continue;
    flags.push({
      type: "dispute-without-reread",
      turn: m.turn,
      toolCallId: null,
      claimId: reply.id,
      subject: reply.subject,
      message: `the person disputed ${describeSubject(reply.subject)}; the reply said ${valuePhrase(reply.subject, reply.value)} without reading the score again (${reply.verdict})`,
      evidence: [
        `person: ${JSON.stringify(text.slice(0, 200))}`,
        `reply: ${JSON.stringify(reply.text)}`,
        ...reply.evidence,
      ],
    });
  }
  return flags;
}
