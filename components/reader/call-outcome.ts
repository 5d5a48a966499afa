// What each tool call did to the score, for the box beside it: the version it saved, or — for a call
// that may change the score (by its name, or flagged for what it did) — that it saved none, what the
// tool answered, and the version still in force.
import type { BlockView, ConversationDetail } from "@/lib/contracts/conversation.ts";
import type { CallOutcome } from "@/lib/contracts/saved-version.ts";
import { classifyTool } from "@/lib/transcripts/tool-kinds.ts";

/** The outcome of every call that saved a version or could have, by call id; one pass over the chat
 * (or a run of its turns, with `inForce` saying which version each turn starts from). */
export function callOutcomes(
  c: Pick<ConversationDetail, "versions" | "flags" | "messages">,
  inForce: (turn: number) => number | null,
): Map<string, CallOutcome> {
  const savedBy = new Map(
    c.versions.flatMap((v) => (v.toolCallId === null ? [] : [[v.toolCallId, v] as const])),
  );
  const flagged = new Set(c.flags.flatMap((f) => (f.toolCallId === null ? [] : [f.toolCallId])));
  const results = new Map<string, Extract<BlockView, { type: "tool-result" }>>();
  for (const m of c.messages)
    for (const b of m.blocks) if (b.type === "tool-result") results.set(b.callId, b);

  const out = new Map<string, CallOutcome>();
  let current: number | null = null;
  for (const m of c.messages)
    for (const b of m.blocks) {
      if (b.type !== "tool-call") continue;
      const saved = savedBy.get(b.id);
      if (saved) {
        out.set(b.id, { kind: "saved", saved });
        current = saved.version;
      } else if (classifyTool(b.name) === "mutating" || flagged.has(b.id)) {
        const r = results.get(b.id);
        out.set(b.id, {
          kind: "none",
          still: current ?? (m.turn === null ? null : inForce(m.turn)),
          answer: r ? { text: r.text.split("\n")[0]!.trim(), isError: r.isError } : null,
        });
      }
    }
  return out;
}

/** The turns whose assistant claims stand in a call's box (so they are not listed again at the turn's end). */
export function boxedTurns(
  c: Pick<ConversationDetail, "messages">,
  outcomes: Map<string, CallOutcome>,
): Set<number> {
  const out = new Set<number>();
  for (const m of c.messages)
    for (const b of m.blocks)
      if (b.type === "tool-call" && m.turn !== null && outcomes.has(b.id)) out.add(m.turn);
  return out;
}

/** The assistant's claims at a turn: what a call's box holds against what the score has. */
export const turnClaims = (c: Pick<ConversationDetail, "claims">, turn: number) =>
  c.claims.filter((x) => x.turn === turn && x.source === "assistant");
