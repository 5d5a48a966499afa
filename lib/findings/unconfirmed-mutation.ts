// A procedure policy requires the person's explicit confirmation before a tool, and the tool was
// called without one: the person's latest message must agree, without condition or negation, to
// an assistant message that proposed the change.
import type { ConversationContext } from "../analysis/context.ts";
import { messageText } from "../analysis/context.ts";
import { isExplicitConfirmation, proposesChange } from "../claims/confirmation.ts";
import type { Flag } from "./flag.ts";

export function unconfirmedMutation(ctx: ConversationContext): Flag[] {
  const policy = ctx.policy;
  if (!policy || !policy.confirmBefore.length) return [];
  if (policy.appliesTo && !policy.appliesTo.includes(ctx.conversation.id)) return [];
  const { messages } = ctx.conversation;
  const flags: Flag[] = [];
  for (const c of ctx.calls) {
    if (!policy.confirmBefore.includes(c.call.name) || c.turn === null) continue;
    const person = messages.slice(0, c.messageIndex).findLast((m) => m.role === "user");
    const proposal = person
      ? messages
          .slice(0, person.index)
          .findLast((m) => m.role === "assistant" && messageText(m).trim() !== "")
      : undefined;
    const said = person ? messageText(person) : "";
    const confirmed =
      !!person && isExplicitConfirmation(said) && !!proposal && proposesChange(messageText(proposal));
    if (confirmed) continue;
    const why = !person
      ? "no message from the person came before it"
      : !proposal || !proposesChange(messageText(proposal))
        ? "no assistant message proposed the change before the person's answer"
        : `the person's latest message is not an explicit confirmation: ${JSON.stringify(said.slice(0, 120))}`;
    flags.push({
      type: "unconfirmed-mutation",
      turn: c.turn,
      toolCallId: c.call.id,
      claimId: null,
      subject: null,
      message: `${c.call.name} was called without the person's confirmation: ${why}`,
      evidence: [
        `policy: confirm before ${policy.confirmBefore.join(", ")}`,
        ...(person ? [`person: ${JSON.stringify(said.slice(0, 200))}`] : []),
        ...(proposal ? [`assistant: ${JSON.stringify(messageText(proposal).slice(0, 200))}`] : []),
      ],
    });
  }
  return flags;
}
