// One score's versions in order: who saved each (conversation, turn, tool call), its diff lines
// from the version before, and whether it changed nothing.
import type { Db } from "../client.ts";
import type { ScoreHistoryView } from "../../contracts/score-types.ts";

export async function getScoreHistory(db: Db, scoreId: string): Promise<ScoreHistoryView | null> {
  const score = await db.prisma.score.findUnique({
    where: { id: scoreId },
    include: {
      versions: { orderBy: { version: "asc" }, include: { diffLines: { orderBy: { position: "asc" } } } },
    },
  });
  if (!score) return null;
  const linked = score.versions.filter((v) => v.conversationId && v.toolCallId);
  const calls = linked.length
    ? await db.prisma.toolCall.findMany({
        where: { OR: linked.map((v) => ({ conversationId: v.conversationId!, callId: v.toolCallId! })) },
        select: { conversationId: true, callId: true, turn: true, name: true },
      })
    : [];
  const callOf = new Map(calls.map((c) => [`${c.conversationId}\u0000${c.callId}`, c]));
  return {
    id: score.id,
    title: score.title,
    versions: score.versions.map((v) => {
      const call =
        v.conversationId && v.toolCallId ? callOf.get(`${v.conversationId}\u0000${v.toolCallId}`) : undefined;
      return {
        version: v.version,
        file: v.file,
        sha256: v.sha256,
        savedAt: v.savedAt?.toISOString() ?? null,
        bars: v.bars,
        noOp: v.noOp,
        savedBy:
          v.conversationId && v.toolCallId
            ? {
                conversationId: v.conversationId,
                toolCallId: v.toolCallId,
                turn: call?.turn ?? null,
                tool: call?.name ?? null,
                rule: v.linkRule,
              }
            : null,
        changes: v.diffLines.map((d) => ({ text: d.text, fromBar: d.fromBar, toBar: d.toBar })),
      };
    }),
  };
}
