// A bundle's chat files read on worker threads (chat-worker.ts), handed on in the bundle's order:
// the main thread keeps only what each conversation leaves behind, packed.
import type { ImageStore } from "../transcripts/images.ts";
import { runInWorkers, startWorker } from "../workers/pool.ts";
import type { ChatItem, ChatRead, ChatTask } from "./read-chat.ts";

/** Below this many chat files per thread, starting the threads costs more than they save. */
export const CHATS_PER_WORKER = 100;
/** Chat files in flight per thread: a file is opened more than once as it is read, and a thread with
 * only two would wait on the disk between them. */
const FILES_IN_FLIGHT = 8;

export async function readChatsInWorkers(
  tasks: readonly ChatTask[],
  workers: number,
  images: ImageStore,
  take: (index: number, items: ChatItem[]) => void,
): Promise<void> {
  const waiting = new Map<number, ChatItem[]>();
  let next = 0;
  await runInWorkers<ChatTask, ChatRead>(tasks, {
    workers,
    name: "a chat-reading worker",
    inFlight: FILES_IN_FLIGHT,
    start: () => startWorker(import.meta.url, "chat-worker"),
    take: (index, read) => {
      // A Buffer arrives as a plain Uint8Array: seen again as the Buffer it was read as.
      for (const [sha256, { bytes, mediaType }] of read.images)
        images.keep(sha256, {
          bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          mediaType,
        });
      waiting.set(index, read.items);
      for (let items = waiting.get(next); items; items = waiting.get(next)) {
        waiting.delete(next);
        take(next++, items);
      }
    },
  });
}
