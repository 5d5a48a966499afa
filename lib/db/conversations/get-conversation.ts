// GET /api/conversations/{id}: the conversation whole — messages in order with their calls and
// results, the versions its calls saved with their diff lines, its claims and flags with the
// decision in force on each.
import type { Subject, Verdict, ClaimKind } from "../../claims/claim.ts";
import type { Block } from "../../transcripts/conversation.ts";
import { otherLanguage } from "../../claims/certainty/language.ts";
import type { ClaimView, ConversationDetail } from "../../contract/api-types.ts";
import type { Db } from "../client.ts";
import { flagView } from "../flags/flag-view.ts";
import { reviewsOfConversation } from "../reviews/reviews-of-conversation.ts";
import { blockView } from "./block-view.ts";

export async function getConversation(db: Db, id: string): Promise<ConversationDetail | null> {
  // Asked at once, each on its own: on PostgreSQL every query is a round trip, and Prisma asks for
  // a row's `include`s one after another. Asked in turn, a busy server answered them in turn too.
  const [c, messages, claimRows, flagRows, versions, diffLines, reviews] = await Promise.all([
    db.prisma.conversation.findUnique({ where: { id } }),
    // Not the text kept for search (the blocks hold it), nor where the message was in its file.
    db.prisma.message.findMany({
      where: { conversationId: id },
      orderBy: { index: "asc" },
      omit: { text: true, sourcePointer: true },
    }),
    db.prisma.claim.findMany({ where: { conversationId: id, active: true }, orderBy: { position: "asc" } }),
    db.prisma.flag.findMany({ where: { conversationId: id, active: true }, orderBy: { position: "asc" } }),
    db.prisma.scoreVersion.findMany({
      where: { conversationId: id },
      orderBy: [{ scoreId: "asc" }, { version: "asc" }],
    }),
    db.prisma.diffLine.findMany({
      where: { version: { conversationId: id } },
      orderBy: { position: "asc" },
      select: { versionId: true, text: true },
    }),
    reviewsOfConversation(db.prisma, id),
  ]);
  if (!c) return null;
  const savedBy = new Map(
    versions.flatMap((v) => (v.toolCallId ? [[v.toolCallId, v.version] as const] : [])),
  );
  const changes = new Map<number, string[]>();
  for (const d of diffLines) changes.set(d.versionId, [...(changes.get(d.versionId) ?? []), d.text]);

  return {
    id: c.id,
    format: c.format,
    model: c.model,
    label: c.label,
    checkedLive: c.checkedLive,
    labels: c.labels as Record<string, string>,
    scoreId: c.scoreId,
    startedAt: c.startedAt?.toISOString() ?? null,
    turns: c.turns,
    contradicted: c.contradicted,
    sourceFile: c.sourceFile,
    messages: messages.map((m) => ({
      index: m.index,
      role: m.role,
      turn: m.turn,
      timestamp: m.timestamp?.toISOString() ?? null,
      blocks: (m.blocks as unknown as Block[]).map((b) => blockView(b, (call) => savedBy.get(call) ?? null)),
      notRead: m.role === "assistant" ? otherLanguage(textOf(m.blocks as unknown as Block[])) : null,
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
    versions: versions.map((v) => ({
      scoreId: v.scoreId,
      version: v.version,
      toolCallId: v.toolCallId,
      noOp: v.noOp,
      changes: changes.get(v.id) ?? [],
    })),
  };
}

/** The message's own words, as the claims were read from them. */
function textOf(blocks: Block[]): string {
  return blocks.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("\n");
}
