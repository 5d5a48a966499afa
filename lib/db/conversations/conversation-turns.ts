// A run of a conversation's turns as the reader draws them: their messages with calls and results,
// the versions their calls saved with their diff lines, and their claims and flags with the decision
// in force on each. A long session is read a run at a time (GET /api/conversations/{id}/turns), so
// neither the server nor the browser holds all of it. A message outside any turn (a system note)
// goes with the turn after it.
import type { Subject, Verdict, ClaimKind } from "../../claims/claim.ts";
import type { Block } from "../../transcripts/conversation.ts";
import { otherLanguage } from "../../claims/certainty/language.ts";
import type { ClaimView } from "../../contracts/claim-view.ts";
import type { TurnSlice } from "../../contracts/conversation-outline.ts";
import type { Db } from "../client.ts";
import { flagView } from "../flags/flag-view.ts";
import { reviewsOfConversation } from "../reviews/reviews-of-conversation.ts";
import { blockView } from "./block-view.ts";

/** Turns `from` to `to` (both included), or the whole conversation when `range` is null. */
export async function getTurns(
  db: Db,
  id: string,
  range: { from: number; to: number } | null,
): Promise<TurnSlice> {
  const turn = range && { gte: range.from, lte: range.to };
  // Asked at once, each on its own: on PostgreSQL every query is a round trip, and Prisma asks for
  // a row's `include`s one after another. Asked in turn, a busy server answered them in turn too.
  const [messages, claimRows, flagRows, versions, reviews] = await Promise.all([
    messagesOf(db, id, range),
    db.prisma.claim.findMany({
      where: { conversationId: id, active: true, ...(turn && { turn }) },
      orderBy: { position: "asc" },
    }),
    db.prisma.flag.findMany({
      where: { conversationId: id, active: true, ...(turn && { turn }) },
      orderBy: { position: "asc" },
    }),
    db.prisma.scoreVersion.findMany({
      where: { conversationId: id },
      orderBy: [{ scoreId: "asc" }, { version: "asc" }],
    }),
    reviewsOfConversation(db.prisma, id),
  ]);
  // The versions saved by this run's calls, with their diff lines.
  const blocks = messages.map((m) => m.blocks as unknown as Block[]);
  const calls = new Set(blocks.flat().flatMap((b) => (b.type === "tool-call" ? [b.id] : [])));
  const saved = versions.filter((v) => v.toolCallId !== null && (range === null || calls.has(v.toolCallId)));
  const diffLines = saved.length
    ? await db.prisma.diffLine.findMany({
        where: { versionId: { in: saved.map((v) => v.id) } },
        orderBy: { position: "asc" },
        select: { versionId: true, text: true },
      })
    : [];
  const savedBy = new Map(saved.map((v) => [v.toolCallId!, v.version] as const));
  const changes = new Map<number, string[]>();
  for (const d of diffLines) changes.set(d.versionId, [...(changes.get(d.versionId) ?? []), d.text]);

  return {
    messages: messages.map((m, k) => ({
      index: m.index,
      role: m.role,
      turn: m.turn,
      timestamp: m.timestamp?.toISOString() ?? null,
      blocks: blocks[k]!.map((b) => blockView(b, (call) => savedBy.get(call) ?? null)),
      notRead: m.role === "assistant" ? otherLanguage(textOf(blocks[k]!)) : null,
    })),
    claims: claimRows.map((r): ClaimView => ({
      id: r.id,
      turn: r.turn,
      source: r.source as ClaimView["source"],
      text: r.text,
      kind: r.kind as ClaimKind,
      subject: r.subject as unknown as Subject,
      value: r.value,
      verdict: r.verdict as Verdict,
      checkedVersion: r.checkedVersion,
      baseVersion: r.baseVersion,
      evidence: r.evidence as string[],
      ...(r.uncertain ? { uncertain: r.uncertain } : {}),
      messageIndex: r.messageIndex,
      toolCallId: r.toolCallId,
      review: reviews.claim.get(r.id) ?? null,
    })),
    flags: flagRows.map((r) => flagView(r, reviews.flag.get(r.id) ?? null)),
    versions: (range === null ? versions : saved).map((v) => ({
      scoreId: v.scoreId,
      version: v.version,
      toolCallId: v.toolCallId,
      noOp: v.noOp,
      changes: changes.get(v.id) ?? [],
    })),
  };
}

/** The run's messages: from the one after the last of the turn before `from`, to the last before
 * turn `to` + 1 — so a message outside any turn is read with the turn after it. */
async function messagesOf(db: Db, id: string, range: { from: number; to: number } | null) {
  let index: { gte?: number; lt?: number } | undefined;
  if (range) {
    const [before, after] = await Promise.all([
      db.prisma.message.aggregate({
        where: { conversationId: id, turn: { lt: range.from } },
        _max: { index: true },
      }),
      db.prisma.message.aggregate({
        where: { conversationId: id, turn: { gt: range.to } },
        _min: { index: true },
      }),
    ]);
    index = {
      ...(before._max.index !== null && { gte: before._max.index + 1 }),
      ...(after._min.index !== null && { lt: after._min.index }),
    };
  }
  // Not the text kept for search (the blocks hold it), nor where the message was in its file.
  return db.prisma.message.findMany({
    where: { conversationId: id, ...(index && { index }) },
    orderBy: { index: "asc" },
    omit: { text: true, sourcePointer: true },
  });
}

/** The message's own words, as the claims were read from them. */
function textOf(blocks: Block[]): string {
  return blocks.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("\n");
}
