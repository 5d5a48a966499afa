// One chat file of a bundle read into its conversations, each with the bundle's labels and score,
// its call sites found (what linking versions needs) and its messages packed, and the file's
// problems: the part of reading a bundle that can run on any thread (chat-worker.ts), since it is
// most of the reading's work and nearly all of its garbage.
import { join } from "node:path";
import { asReadError } from "../read-error.ts";
import type { Conversation, Problem } from "../transcripts/conversation.ts";
import { ImageStore, type StoredImage } from "../transcripts/images.ts";
import { importBytes, importFile, problemOf, type ImportItem } from "../transcripts/import.ts";
import type { ToolKindConfig } from "../transcripts/tool-kinds.ts";
import { withMetadata, type ChatMetadata } from "./chat-metadata.ts";
import { callSites, type CallSite } from "./link-versions.ts";
import { packConversation, type PackedConversation } from "./packed-conversation.ts";

export interface ChatTask {
  /** Relative to the bundle root, under chats/. */
  file: string;
  /** The bundle folder on disk; null when the bytes are handed over (a zip). */
  folder: string | null;
  /** The score of a conversation that names none: the bundle's only score, if it has one. */
  onlyScore: string | null;
  /** The bundle's labels, under each conversation's own. */
  labels: Record<string, string>;
  /** What bundle.json's "chats" says of this file's conversations (chat-metadata.ts). */
  meta: ChatMetadata | null;
  toolKinds?: ToolKindConfig;
  /** Keep a digest of each conversation's messages (`messagesDigest`). */
  digests: boolean;
}

export type ChatItem =
  { problem: Problem } | { conversation: PackedConversation; sites: { site: CallSite; mutating: boolean }[] };

export interface ChatRead {
  items: ChatItem[];
  /** The images its conversations hold, where the file was read into a store of its own. */
  images: [string, StoredImage][];
}

/** Never throws: whatever the file throws is a problem of that file, after the conversations it
 * gave whole before. */
export async function readChat(
  task: ChatTask,
  images: ImageStore,
  /** The file's bytes, where they are not in a folder (a zip's). */
  read?: (file: string) => Promise<Uint8Array>,
): Promise<ChatItem[]> {
  const { file, meta } = task;
  const stem = file.slice("chats/".length).replace(/\.[^./]*$/, "");
  const items: ChatItem[] = [];
  // A conversation id from bundle.json names the file's only conversation: hold them until it is known.
  const held: Conversation[] = [];
  const keep = (c: Conversation, only: boolean) => {
    const given = meta
      ? withMetadata(c, meta, { file, derived: c.id.startsWith(`${stem}#`), only }, problems)
      : c;
    const kept = {
      ...given,
      scoreId: given.scoreId ?? task.onlyScore,
      labels: { ...task.labels, ...given.labels },
    };
    items.push({
      conversation: packConversation(kept, task.digests),
      sites: callSites(kept, task.toolKinds),
    });
  };
  const problems: Problem[] = [];
  try {
    const source: AsyncIterable<ImportItem> =
      task.folder !== null
        ? importFile(join(task.folder, file), { file, stem, images })
        : importBytes(await read!(file), file, { stem, images });
    for await (const item of source) {
      if ("problem" in item) items.push(item);
      else if (meta?.conversationId !== undefined) held.push(item.conversation);
      else keep(item.conversation, false);
    }
  } catch (err) {
    items.push({ problem: problemOf(asReadError(err, file)) });
  }
  for (const c of held) keep(c, held.length === 1);
  for (const problem of problems) items.push({ problem });
  return items;
}

/** The same on a thread of its own: its images handed back with it. */
export async function readChatAlone(task: ChatTask): Promise<ChatRead> {
  const images = new ImageStore();
  const items = await readChat(task, images);
  return { items, images: [...images.entries()] };
}
