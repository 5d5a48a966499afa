// Everything the detectors look at for one conversation, built once by analyze-conversation.ts.
import type { ProcedurePolicy } from "../bundle/bundle.ts";
import type { Claim } from "../claims/claim.ts";
import type { Conversation, Message } from "../transcripts/conversation.ts";
import type { CallInfo } from "./calls.ts";
import type { Timeline } from "./timeline.ts";
import type { VersionStore } from "./versions.ts";

export interface ConversationContext {
  conversation: Conversation;
  calls: CallInfo[];
  /** Both null when the conversation is linked to no score in the bundle. */
  store: VersionStore | null;
  timeline: Timeline | null;
  /** Verified claims, assistant and read, in message order. */
  claims: Claim[];
  policy: ProcedurePolicy | null;
}

/** The text a message shows, its text blocks joined. */
export function messageText(m: Message): string {
  return m.blocks
    .filter((b) => b.type === "text")
    .map((b) => b.text)
    .join("\n");
}
