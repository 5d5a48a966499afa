// The outline of a conversation the reader gets before any turn (lib/db/conversations/
// conversation-outline.ts fills it), and a run of its turns.
import type { z } from "zod";
import type { Verdict } from "../claims/claim.ts";
import type { FlagType } from "../findings/flag.ts";
import { conversationDetail, type ConversationDetail } from "./conversation.ts";

/** A turn and a version: saved by a call of that turn, or a claim of it checked against that version. */
export interface TurnVersion {
  turn: number;
  version: number;
}

/** What says which version is in force at a turn (moments.ts, `versionIn`). */
export interface VersionSources {
  /** Versions saved by the conversation's calls, at the turn of the call. */
  saves: TurnVersion[];
  /** Versions claims were checked against, in the claims' order; only those at an earlier turn than
   * every one before them (the only ones that can be the first at or before a turn). */
  bases: TurnVersion[];
}

export interface ConversationOutline {
  conversation: Omit<ConversationDetail, "messages" | "claims" | "flags" | "versions">;
  /** The numbered turns in order, with the messages and claims of each; a conversation no person
   * wrote in has one, turn 0, holding all its messages. */
  turns: { turn: number; messages: number; claims: number }[];
  flags: { id: string; turn: number; type: FlagType }[];
  claimCounts: { source: "assistant" | "read"; verdict: Verdict; count: number }[];
  versions: VersionSources;
}

/** A run of turns as GET /api/conversations/{id}/turns answers it. */
export const turnSlice = conversationDetail.pick({
  messages: true,
  claims: true,
  flags: true,
  versions: true,
});
export type TurnSlice = z.infer<typeof turnSlice>;
