// A mutating call whose result is not an error, while the version it saved (or the score after
// it, when it saved none) has the same music as the score before it.
import type { ConversationContext } from "../conversation-context/context.ts";
import { resultText } from "../conversation-context/calls.ts";
import type { Flag } from "./flag.ts";
import { scoreBeforeCall } from "../conversation-context/timeline.ts";

export function successWithoutChange(ctx: ConversationContext): Flag[] {
  const { timeline, store } = ctx;
  if (!timeline || !store) return [];
  const flags: Flag[] = [];
  for (const c of ctx.calls) {
    if (c.kind !== "mutating" || !c.result || c.result.isError === true || c.turn === null) continue;
    const before = scoreBeforeCall(timeline, ctx.calls, c);
    const after = timeline.savedBy(c.call.id) ?? timeline.at((c.resultIndex ?? c.messageIndex) + 1);
    if (!before || !after) continue;
    if (store.diff(before, after).length > 0) continue;
    const saved =
      after === before
        ? `no new version after version ${before.version}`
        : `version ${after.version} has the same music as version ${before.version}`;
    flags.push({
      type: "success-without-change",
      turn: c.turn,
      toolCallId: c.call.id,
      claimId: null,
      subject: null,
      message: `${c.call.name} reported success, but ${saved}`,
      evidence: [
        `${c.call.name} result: ${JSON.stringify(resultText(c.result).slice(0, 200))}`,
        `diff version ${before.version} -> ${after.version}: no musical difference`,
      ],
    });
  }
  return flags;
}
