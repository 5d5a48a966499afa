// Stored conversations and score histories back as the core's inputs, so the analysis can run
// again on what the database holds, without the bundle they came from.
import type { HistoryFiles } from "../../bundle/read-bundle.ts";
import type { LinkRule } from "../../bundle/bundle.ts";
import type { Block, Conversation, FormatName, Role, SourcePointer } from "../../transcripts/conversation.ts";
import { decodeBlob } from "../blobs/blob-encoding.ts";
import type { DbClient } from "../db-client.ts";

function pointer(file: string, stored: string | null): SourcePointer {
  const line = stored?.match(/^line (\d+)$/);
  if (line) return { file, line: Number(line[1]) };
  return stored ? { file, pointer: stored } : { file };
}

export async function loadConversations(prisma: DbClient, ids: readonly string[]): Promise<Conversation[]> {
  const rows = await prisma.conversation.findMany({
    where: { id: { in: [...ids] } },
    include: { messages: { orderBy: { index: "asc" } } },
  });
  const byId = new Map(rows.map((c) => [c.id, c]));
  return ids.flatMap((id) => {
    const c = byId.get(id);
    if (!c) return [];
    return [
      {
        id: c.id,
        scoreId: c.scoreId,
        model: c.model,
        format: c.format as FormatName,
        labels: c.labels as Record<string, string>,
        startedAt: c.startedAt?.toISOString() ?? null,
        at: pointer(c.sourceFile, c.sourcePointer),
        messages: c.messages.map((m) => ({
          index: m.index,
          role: m.role as Role,
          turn: m.turn,
          timestamp: m.timestamp?.toISOString() ?? null,
          blocks: m.blocks as unknown as Block[],
          at: pointer(c.sourceFile, m.sourcePointer),
        })),
      },
    ];
  });
}

/** The histories of these scores, in the order given; a score not stored has none. */
export async function loadHistories(prisma: DbClient, scoreIds: readonly string[]): Promise<HistoryFiles[]> {
  const scores = await prisma.score.findMany({
    where: { id: { in: [...scoreIds] } },
    include: { versions: { orderBy: { version: "asc" } } },
  });
  const blobs = await prisma.blob.findMany({
    where: { sha256: { in: [...new Set(scores.flatMap((s) => s.versions.map((v) => v.sha256)))] } },
    select: { sha256: true, encoding: true, bytes: true },
  });
  const bytes = new Map(blobs.map((b) => [b.sha256, decodeBlob(b)]));
  const byId = new Map(scores.map((s) => [s.id, s]));
  return scoreIds.flatMap((id) => {
    const score = byId.get(id);
    if (!score) return [];
    return [
      {
        scoreId: score.id,
        title: score.title,
        versions: score.versions.flatMap((v) => {
          const b = bytes.get(v.sha256);
          if (!b) return [];
          return [
            {
              version: v.version,
              file: v.file,
              savedAt: v.savedAt?.toISOString() ?? null,
              bytes: b,
              link:
                v.conversationId && v.toolCallId
                  ? {
                      conversationId: v.conversationId,
                      toolCallId: v.toolCallId,
                      rule: v.linkRule as LinkRule,
                    }
                  : null,
            },
          ];
        }),
      },
    ];
  });
}
