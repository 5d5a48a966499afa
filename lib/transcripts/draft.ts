// A conversation being assembled by an importer, the metadata wrapper every format may carry
// (bundle.md), and the one place a draft becomes a Conversation: numbering, turns, ids, and the
// check that every result answers a call made before it.
import { LIMITS, overLimit } from "../limits.ts";
import type { Conversation, FormatName, SourcePointer, TextBlock } from "./conversation.ts";
import { asArray, asObject, asString, optString, typeName, type JsonObject, type Loc } from "./source-loc.ts";
import { deliversToolImage, isHarnessWritten } from "./harness.ts";
import { numberMessages, type UnnumberedMessage } from "./turns.ts";

export interface Meta {
  conversationId: string | null;
  scoreId: string | null;
  model: string | null;
  startedAt: string | null;
  labels: Record<string, string>;
}

export interface Draft {
  format: FormatName;
  meta: Meta;
  messages: UnnumberedMessage[];
  at: SourcePointer;
  /** `<file stem>#<position>`: the id when the log gives none. */
  fallbackId: string;
}

/** The wrapper's fields (all optional), read from an object that may also be the raw format. */
export function readMeta(obj: JsonObject, loc: Loc): Meta {
  const labels: Record<string, string> = {};
  if (obj.labels !== undefined && obj.labels !== null) {
    const l = asObject(obj.labels, loc.child("labels"));
    for (const [k, v] of Object.entries(l)) {
      // Defined, not assigned: a label named "__proto__" is a label like any other.
      if (typeof v === "string" || typeof v === "number" || typeof v === "boolean")
        Object.defineProperty(labels, k, {
          value: String(v),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else
        loc
          .child("labels")
          .child(k)
          .fail(`expected a label value (a string), found ${typeName(v)}`);
    }
  }
  return {
    conversationId: optString(obj, "conversationId", loc),
    scoreId: optString(obj, "scoreId", loc),
    model: optString(obj, "model", loc),
    startedAt: optString(obj, "startedAt", loc),
    labels,
  };
}

/** A `system` prompt given as a string or as text blocks (the wrapper's and Anthropic's shape). */
export function systemMessage(value: unknown, loc: Loc): UnnumberedMessage | null {
  if (value === undefined || value === null) return null;
  let blocks: TextBlock[];
  if (typeof value === "string") blocks = [{ type: "text", text: value, at: loc.at }];
  else {
    blocks = asArray(value, loc).map((b, i) => {
      const bl = loc.child(i);
      const o = asObject(b, bl);
      return { type: "text", text: asString(o.text, bl.child("text")), at: bl.at };
    });
  }
  return { role: "system", timestamp: null, blocks, at: loc.at };
}

/** A message's `timestamp` (the wrapper's addition): an ISO string, or null when absent. */
export function messageTimestamp(obj: JsonObject, loc: Loc): string | null {
  return optString(obj, "timestamp", loc);
}

/** Merges wrapper metadata over what the format itself said: the wrapper wins where it speaks. */
export function mergeMeta(format: Meta, wrapper: Meta): Meta {
  return {
    conversationId: wrapper.conversationId ?? format.conversationId,
    scoreId: wrapper.scoreId ?? format.scoreId,
    model: wrapper.model ?? format.model,
    startedAt: wrapper.startedAt ?? format.startedAt,
    labels: { ...format.labels, ...wrapper.labels },
  };
}

/** Where a conversation's message list sits: `messages` of the document, or the document itself
 * when the file is a bare array of messages. */
export interface MessageList {
  value: unknown;
  loc: Loc;
}

export const emptyMeta = (): Meta => ({
  conversationId: null,
  scoreId: null,
  model: null,
  startedAt: null,
  labels: {},
});

/** The finished conversation; throws a ReadError at a result that answers no earlier call. */
export function finishDraft(d: Draft, fail: (at: SourcePointer, reason: string) => never): Conversation {
  if (d.messages.length > LIMITS.messagesPerConversation)
    fail(d.at, overLimit(d.at.file, "messagesPerConversation", d.messages.length).reason);
  const calls = new Set<string>();
  for (const m of d.messages) {
    const size = JSON.stringify(m.blocks).length;
    if (size > LIMITS.messageChars) fail(m.at, overLimit(d.at.file, "messageChars", size).reason);
    for (const b of m.blocks) {
      if (b.type === "tool-call") calls.add(b.id);
      else if (b.type === "tool-result" && !calls.has(b.callId)) {
        fail(b.at, `a result for tool call "${b.callId}", which no message before it made`);
      }
    }
  }
  return {
    id: d.meta.conversationId ?? d.fallbackId,
    scoreId: d.meta.scoreId,
    model: d.meta.model,
    format: d.format,
    labels: d.meta.labels,
    startedAt: d.meta.startedAt ?? d.messages.find((m) => m.timestamp !== null)?.timestamp ?? null,
    messages: numberMessages(
      d.messages.map((m, i) =>
        m.role === "user" &&
        (isHarnessWritten(m.blocks) || deliversToolImage(m.blocks, d.messages[i - 1]?.blocks))
          ? { ...m, harness: true }
          : m,
      ),
    ),
    at: d.at,
  };
}
