// One chat-reading worker: takes a bundle's chat files from the pool (read-bundle.ts), answers with
// their conversations packed, their call sites and their problems.
import { serveTasks } from "../workers/serve.ts";
import { readChatAlone, type ChatRead, type ChatTask } from "./read-chat.ts";

serveTasks<ChatTask, ChatRead>(readChatAlone, (read) =>
  // Each packed message list owns its buffer exactly (packConversation copies it out): moved, not copied.
  read.items.flatMap((item) =>
    "conversation" in item ? [item.conversation.packedMessages.buffer as ArrayBuffer] : [],
  ),
);
