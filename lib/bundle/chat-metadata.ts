// What bundle.json says of the conversations in the chat files a path or glob under chats/ matches
// (bundle.md): a raw log stays as it was saved, and what it lacks — its conversation id, score,
// model, start and labels — is given beside it. Where the file itself says otherwise, the file is
// kept and the disagreement is a problem of the file, never a silent choice.
import picomatch from "picomatch";
import { z } from "zod";
import type { Conversation, Problem } from "../transcripts/conversation.ts";

export const chatMetadataSchema = z.strictObject({
  conversationId: z.string().min(1).optional(),
  scoreId: z.string().min(1).optional(),
  model: z.string().min(1).optional(),
  startedAt: z.iso.datetime({ offset: true }).optional(),
  labels: z.record(z.string(), z.string()).optional(),
});

export const chatsMapSchema = z.record(z.string().min(1), chatMetadataSchema);

export type ChatMetadata = z.infer<typeof chatMetadataSchema>;
export type ChatsMap = z.infer<typeof chatsMapSchema>;

/** What the entries matching a file say, in bundle.json's order (a later entry wins a field); null
 * when none matches. Paths are under chats/, with or without that prefix. */
export function metadataFor(map: ChatsMap | null, file: string): ChatMetadata | null {
  if (!map) return null;
  const path = file.replace(/^chats\//, "");
  let out = null as ChatMetadata | null;
  for (const [pattern, meta] of Object.entries(map)) {
    if (!picomatch.isMatch(path, pattern.replace(/^chats\//, ""), { dot: true })) continue;
    out = { ...out, ...meta, labels: { ...out?.labels, ...meta.labels } };
  }
  return out;
}

/** The conversation with what bundle.json gives it. `derived`: its id was made from the file's name
 * and position, not read from the file. `only`: the file holds no other conversation. */
export function withMetadata(
  c: Conversation,
  meta: ChatMetadata,
  where: { file: string; derived: boolean; only: boolean },
  problems: Problem[],
): Conversation {
  const out = { ...c, labels: { ...c.labels } };
  const conflict = (what: string, own: string, given: string) =>
    problems.push({
      file: where.file,
      message: `bundle.json gives ${what} "${given}", the file says "${own}": the file's is kept`,
    });
  if (meta.conversationId !== undefined) {
    if (!where.only)
      problems.push({
        file: where.file,
        message: `bundle.json gives conversation id "${meta.conversationId}" to a file of several conversations: their own ids are kept`,
      });
    else if (where.derived) out.id = meta.conversationId;
    else if (c.id !== meta.conversationId) conflict("conversation id", c.id, meta.conversationId);
  }
  const fields = [
    ["scoreId", "score"],
    ["model", "model"],
    ["startedAt", "start"],
  ] as const;
  // A start the file does not state is its first message's time: a conversation may begin before
  // that (a system prompt, a pause), so an earlier start given beside it is no disagreement.
  const firstAt = c.messages.find((m) => m.timestamp !== null)?.timestamp ?? null;
  for (const [field, what] of fields) {
    const given = meta[field];
    if (given === undefined) continue;
    const own = c[field];
    if (own === null) out[field] = given;
    else if (field === "startedAt" && own === firstAt && Date.parse(given) <= Date.parse(own))
      out[field] = given;
    else if (own !== given) conflict(what, own, given);
  }
  for (const [k, v] of Object.entries(meta.labels ?? {})) {
    const own = c.labels[k];
    if (own === undefined) out.labels[k] = v;
    else if (own !== v) conflict(`label ${k}`, own, v);
  }
  return out;
}
