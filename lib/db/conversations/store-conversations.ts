// Analysed conversations stored with their messages, tool calls, claims and flags. A batch is one
// transaction (several when its text is very long): every conversation is stored whole or not at all. Claims and flags are keyed
// by stable ids (ids.ts): a re-analysis updates them in place, and those it no longer finds are
// kept inactive for the reviews that judged them.
import { checkedLive } from "../../transcripts/live-check.ts";
import type { ConversationAnalysis } from "../../analysis/analyze-conversation.ts";
import type { Block, Conversation } from "../../transcripts/conversation.ts";
import type { ImageStore } from "../../transcripts/images.ts";
import { storeBlobs, type BlobInput } from "../blobs/store-blobs.ts";
import { dateOrNull, dayOrNull } from "../dates.ts";
import { insertRows } from "../bulk-insert.ts";
import type { Provider } from "../client.ts";
import { json, type Prisma, type PrismaClient } from "../db-client.ts";
import { FLAG_COLUMNS } from "../flag-columns.ts";
import { claimIds, flagIds } from "../ids.ts";

export interface StoredAnalysis {
  analysis: ConversationAnalysis;
  contentHash: string;
  /** The row exists from an earlier ingest (its messages and findings are replaced). */
  replaces: boolean;
}

export interface StoreContext {
  provider: Provider;
  bundleId: string;
  /** null: stored before its analysis (queued on PostgreSQL). */
  analysisRunId: string | null;
  images: ImageStore | undefined;
  /** The conversations' messages and tool calls are stored already and unchanged (a re-analysis of
   * stored conversations): only the counts and findings are written. */
  findingsOnly?: boolean;
}

function startedAt(c: Conversation): Date | null {
  return dateOrNull(c.startedAt ?? c.messages.find((m) => m.timestamp)?.timestamp ?? null);
}

function searchText(blocks: Block[]): string {
  const parts: string[] = [];
  for (const b of blocks) {
    if (b.type === "text") parts.push(b.text);
    else if (b.type === "tool-result") for (const c of b.content) if (c.type === "text") parts.push(c.text);
  }
  return parts.join("\n");
}

function imagesOf(c: Conversation, store: ImageStore | undefined): BlobInput[] {
  if (!store) return [];
  const out: BlobInput[] = [];
  const add = (sha256: string) => {
    const img = sha256 ? store.get(sha256) : undefined;
    if (img) out.push({ sha256, mediaType: img.mediaType, bytes: img.bytes });
  };
  for (const m of c.messages)
    for (const b of m.blocks) {
      if (b.type === "image" || b.type === "audio" || b.type === "video") add(b.sha256);
      else if (b.type === "tool-result")
        for (const x of b.content)
          if (x.type === "image" || x.type === "audio" || x.type === "video") add(x.sha256);
    }
  return out;
}

function rows(item: StoredAnalysis, ctx: StoreContext, now: Date) {
  const { conversation: c, claims, flags, turns } = item.analysis;
  const started = startedAt(c);
  const day = dayOrNull(started);
  const label = c.labels.deployment ?? null;
  const cIds = claimIds(c.id, claims);
  const byReportId = new Map(claims.map((cl, i) => [cl.id, cIds[i]!]));
  const fIds = flagIds(c.id, flags);
  const own = claims.filter((cl) => cl.source === "assistant");

  const toolCalls: Prisma.ToolCallCreateManyInput[] = [];
  const callAt = new Map<string, Prisma.ToolCallCreateManyInput>();
  for (const m of c.messages)
    for (const b of m.blocks) {
      if (b.type === "tool-call") {
        const row: Prisma.ToolCallCreateManyInput = {
          conversationId: c.id,
          callId: b.id,
          name: b.name,
          arguments: b.arguments === undefined || b.arguments === null ? undefined : json(b.arguments),
          turn: m.turn,
          messageIndex: m.index,
        };
        toolCalls.push(row);
        if (!callAt.has(b.id)) callAt.set(b.id, row);
      } else if (b.type === "tool-result") {
        const call = callAt.get(b.callId);
        if (call && call.resultIndex === undefined) {
          call.resultIndex = m.index;
          call.resultText = b.content.flatMap((x) => (x.type === "text" ? [x.text] : [])).join("\n");
          call.isError = b.isError;
        }
      }
    }

  return {
    conversation: {
      id: c.id,
      bundleId: ctx.bundleId,
      format: c.format,
      model: c.model,
      label,
      labels: json(c.labels),
      evaluation: c.labels.evaluation ?? null,
      request: c.labels.request ?? null,
      startedAt: started,
      day,
      scoreId: c.scoreId,
      sourceFile: c.at.file,
      sourcePointer: c.at.pointer ?? (c.at.line ? `line ${c.at.line}` : null),
      contentHash: item.contentHash,
      turns,
      claims: own.length,
      checkable: own.filter((cl) => cl.verdict !== "unverifiable").length,
      contradicted: own.filter((cl) => cl.verdict === "contradicted").length,
      uncertain: own.filter((cl) => cl.uncertain !== undefined).length,
      flags: flags.length,
      ...Object.fromEntries(
        FLAG_COLUMNS.map(({ type, column }) => [column, flags.filter((f) => f.type === type).length]),
      ),
      analysisRunId: ctx.analysisRunId,
      ingestedAt: now,
      checkedLive: checkedLive(c),
    } satisfies Prisma.ConversationCreateManyInput,
    messages: c.messages.map((m): Prisma.MessageCreateManyInput => ({
      conversationId: c.id,
      index: m.index,
      role: m.role,
      turn: m.turn,
      timestamp: dateOrNull(m.timestamp),
      text: searchText(m.blocks),
      blocks: json(m.blocks),
      sourcePointer: m.at.pointer ?? (m.at.line ? `line ${m.at.line}` : null),
    })),
    toolCalls,
    claims: claims.map((cl, position): Prisma.ClaimCreateManyInput => ({
      id: cIds[position]!,
      conversationId: c.id,
      position,
      turn: cl.turn,
      source: cl.source,
      messageIndex: cl.messageIndex,
      toolCallId: cl.toolCallId,
      text: cl.text,
      kind: cl.kind,
      subject: json(cl.subject),
      property: cl.subject.property,
      value: cl.value,
      verdict: cl.verdict,
      checkedVersion: cl.checkedVersion,
      baseVersion: cl.baseVersion,
      evidence: json(cl.evidence),
      uncertain: cl.uncertain ?? null,
      active: true,
      analysisRunId: ctx.analysisRunId,
    })),
    flags: flags.map((f, position): Prisma.FlagCreateManyInput => ({
      id: fIds[position]!,
      conversationId: c.id,
      position,
      type: f.type,
      turn: f.turn,
      toolCallId: f.toolCallId,
      claimId: f.claimId === null ? null : (byReportId.get(f.claimId) ?? null),
      subject: f.subject === null ? undefined : json(f.subject),
      message: f.message,
      evidence: json(f.evidence),
      active: true,
      createdAt: now,
      analysisRunId: ctx.analysisRunId,
    })),
    images: imagesOf(c, ctx.images),
  };
}

/** Characters of message text in one transaction (each held twice in its rows: as text and in the
 * blocks): a batch of very long conversations is stored in several, each conversation whole. */
export const TRANSACTION_CHARS = 64 * 2 ** 20;

type Built = ReturnType<typeof rows>;

/** Prisma's 5 s for a transaction, and a second more for each 2 MiB of its text: a very large
 * conversation outlasts the default on a busy PostgreSQL. */
const timeoutFor = (chars: number) => 5_000 + Math.ceil(chars / 2 ** 21) * 1_000;

/** The batch split where its messages' text passes `limit` characters; a longer conversation alone. */
function transactions(built: Built[], limit: number): { built: Built[]; chars: number }[] {
  const out: { built: Built[]; chars: number }[] = [];
  let current: Built[] = [];
  let chars = 0;
  for (const b of built) {
    const size = b.messages.reduce((n, m) => n + (m.text?.length ?? 0), 0);
    if (current.length > 0 && chars + size > limit) {
      out.push({ built: current, chars });
      current = [];
      chars = 0;
    }
    current.push(b);
    chars += size;
  }
  if (current.length > 0) out.push({ built: current, chars });
  return out;
}

export async function storeConversations(
  prisma: PrismaClient,
  batch: readonly StoredAnalysis[],
  ctx: StoreContext,
  transactionChars: number = TRANSACTION_CHARS,
): Promise<void> {
  if (batch.length === 0) return;
  const now = new Date();
  const replacing = new Set(batch.filter((b) => b.replaces).map((b) => b.analysis.conversation.id));
  const built = batch.map((item) => rows(item, ctx, now));
  for (const part of transactions(built, transactionChars))
    await storeTransaction(prisma, part.built, replacing, ctx, timeoutFor(part.chars));
}

async function storeTransaction(
  prisma: PrismaClient,
  built: Built[],
  replacing: ReadonlySet<string>,
  ctx: StoreContext,
  timeout: number,
): Promise<void> {
  const replaced = built.map((b) => b.conversation.id).filter((id) => replacing.has(id));
  const claimIdsNow = built.flatMap((b) => b.claims.map((c) => c.id));
  const flagIdsNow = built.flatMap((b) => b.flags.map((f) => f.id));
  await prisma.$transaction(
    async (tx) => {
      await storeBlobs(
        tx,
        built.flatMap((b) => b.images),
      );
      if (replaced.length > 0 && !ctx.findingsOnly) {
        await tx.message.deleteMany({ where: { conversationId: { in: replaced } } });
        await tx.toolCall.deleteMany({ where: { conversationId: { in: replaced } } });
      }
      if (replaced.length > 0) {
        // Findings the new analysis no longer makes stay, inactive, with their reviews.
        await tx.claim.updateMany({ where: { conversationId: { in: replaced } }, data: { active: false } });
        await tx.flag.updateMany({ where: { conversationId: { in: replaced } }, data: { active: false } });
        await tx.claim.deleteMany({ where: { id: { in: claimIdsNow } } });
        await tx.flag.deleteMany({ where: { id: { in: flagIdsNow } } });
        for (const b of built)
          if (replacing.has(b.conversation.id))
            await tx.conversation.update({ where: { id: b.conversation.id }, data: b.conversation });
      }
      const fresh = built.filter((b) => !replacing.has(b.conversation.id));
      await insertRows(
        tx,
        ctx.provider,
        "Conversation",
        fresh.map((b) => b.conversation),
      );
      // A re-analysis leaves the messages and calls of the conversations it replaces as stored.
      const unstored = ctx.findingsOnly ? fresh : built;
      await insertRows(
        tx,
        ctx.provider,
        "Message",
        unstored.flatMap((b) => b.messages),
      );
      await insertRows(
        tx,
        ctx.provider,
        "ToolCall",
        unstored.flatMap((b) => b.toolCalls),
      );
      await insertRows(
        tx,
        ctx.provider,
        "Claim",
        built.flatMap((b) => b.claims),
      );
      await insertRows(
        tx,
        ctx.provider,
        "Flag",
        built.flatMap((b) => b.flags),
      );
    },
    { timeout },
  );
}
