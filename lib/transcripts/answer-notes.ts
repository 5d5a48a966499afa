// What a response says about its answer besides the answer: a stop reason that is not a normal end
// (a safety block, a recitation, a cut answer, a content filter) and content filter results that
// filtered something. Kept as `other` blocks beside the answer so a blocked answer never reads as a
// normal one.
import type { OtherBlock } from "./conversation.ts";
import { isObject, type Loc } from "./source-loc.ts";

/** Stop reasons of an answer given whole, in every format's words. */
const WHOLE = new Set([
  "stop",
  "end_turn",
  "STOP",
  "tool_use",
  "tool_calls",
  "function_call",
  "completed",
  "pause_turn",
]);

/** The stop reason as an `other` block when the answer did not end normally; null when it did. */
export function unusualStop(reason: unknown, loc: Loc, details?: unknown): OtherBlock | null {
  if (typeof reason !== "string" || WHOLE.has(reason)) return null;
  return {
    type: "other",
    kind: "stop reason",
    raw: details === undefined || details === null ? reason : { reason, details },
    at: loc.at,
  };
}

/** Content filter results (Azure OpenAI) as an `other` block when any category was filtered. */
export function filteredContent(results: unknown, loc: Loc): OtherBlock | null {
  if (results === undefined || results === null || !JSON.stringify(results).includes('"filtered":true'))
    return null;
  return { type: "other", kind: "content filter", raw: results, at: loc.at };
}

/** The blocks that are not null. */
export function notes(...blocks: (OtherBlock | null)[]): OtherBlock[] {
  return blocks.filter((b): b is OtherBlock => b !== null && isObject(b));
}
