// What one step of a meeting shows, read from the database: its finding's conversation, the flag
// or claim itself, the turn's claims and saves, and the bar re-read as bar-to-show.ts chooses.
import type { MeetingFinding } from "@/lib/contracts/meeting.ts";
import type { Db } from "@/lib/db/client.ts";
import { getConversation } from "@/lib/db/conversations/get-conversation.ts";
import { rereadBar } from "@/lib/db/scores/reread-bar.ts";
import { barToShow } from "@/components/findings/bar-to-show.ts";
import type { MeetingStep } from "@/components/meetings/meeting-step.ts";
import { callTurns } from "@/components/reader/moments.ts";

export async function meetingStep(db: Db, item: MeetingFinding): Promise<MeetingStep | null> {
  const c = await getConversation(db, item.conversationId);
  if (!c) return null;
  const flag = item.targetType === "flag" ? c.flags.find((f) => f.id === item.targetId) : undefined;
  const claim = item.targetType === "claim" ? c.claims.find((x) => x.id === item.targetId) : undefined;
  const turn = item.turn;
  const turnOf = callTurns(c.messages);
  const { bar, version } = barToShow(c, turn, claim ?? flag);
  const reread =
    c.scoreId && bar !== null && version !== null
      ? await rereadBar(db, { scoreId: c.scoreId, version, bar: String(bar) }).catch(() => null)
      : null;
  return {
    item,
    c,
    flag,
    claim,
    turn,
    turnClaims: turn === null ? [] : c.claims.filter((x) => x.turn === turn),
    saved:
      turn === null
        ? []
        : c.versions.filter((v) => v.toolCallId !== null && turnOf.get(v.toolCallId) === turn),
    reread,
  };
}
