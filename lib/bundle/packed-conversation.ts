// A conversation held until its analysis, with its messages serialized and compressed: what grouping
// and the report need stays readable, and the messages take far less memory than they take as
// objects (deflating is cheap, and inflating is done in the worker threads). A large bundle's
// conversations are held this way between reading it and analyzing its score groups.
import { createHash } from "node:crypto";
import { deserialize, serialize } from "node:v8";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import type { Conversation, Message } from "../transcripts/conversation.ts";

export interface PackedConversation extends Omit<Conversation, "messages"> {
  packedMessages: Uint8Array;
  /** The first message's timestamp: the report's start when the conversation names none. */
  firstTimestamp: string | null;
  /** sha256 of the messages as JSON, when asked for: what an ingest compares to know a
   * conversation changed (v8's serialization is not the same for equal messages). */
  messagesDigest: string | null;
}

export type HeldConversation = Conversation | PackedConversation;

export function packConversation(c: Conversation, digest = false): PackedConversation {
  const { id, scoreId, model, format, labels, startedAt, at, messages } = c;
  // A literal, not a rest-and-spread: those give each of 10,000 conversations its own hidden class.
  return {
    id,
    scoreId,
    model,
    format,
    labels,
    startedAt,
    at,
    // Copied out: zlib's result is a view of a 16 KiB chunk, eight times the size of the data.
    packedMessages: new Uint8Array(deflateRawSync(serialize(messages), { level: 1 })),
    firstTimestamp: messages.find((m) => m.timestamp)?.timestamp ?? null,
    messagesDigest: digest ? createHash("sha256").update(JSON.stringify(messages)).digest("hex") : null,
  };
}

export function unpackConversation(c: HeldConversation): Conversation {
  if (!("packedMessages" in c)) return c;
  const { id, scoreId, model, format, labels, startedAt, at, packedMessages } = c;
  const messages = deserialize(inflateRawSync(packedMessages)) as Message[];
  return { id, scoreId, model, format, labels, startedAt, messages, at };
}

/** When the conversation started, for the report: its own start, or its first message's time. */
export function startOf(c: HeldConversation): string | null {
  return (
    c.startedAt ??
    ("packedMessages" in c ? c.firstTimestamp : (c.messages.find((m) => m.timestamp)?.timestamp ?? null))
  );
}
