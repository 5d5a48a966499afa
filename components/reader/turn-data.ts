// A run of turns as fetched (GET /api/conversations/{id}/turns), cut into what the reader draws for
// each turn: its messages, claims marked in their sentences, the outcome of each call, its flags.
import type { ClaimView } from "@/lib/contracts/claim-view.ts";
import type { FlagView } from "@/lib/contracts/flag-view.ts";
import type { MessageView } from "@/lib/contracts/conversation.ts";
import type { TurnSlice } from "@/lib/contracts/conversation-outline.ts";
import type { CallOutcome } from "@/lib/contracts/saved-version.ts";
import { boxedTurns, callOutcomes } from "./call-outcome.ts";
import { placeClaims, type Segment } from "./moments.ts";

export interface TurnData {
  turn: number;
  messages: MessageView[];
  /** All the turn's claims (the boxes beside its calls list the assistant's). */
  claims: ClaimView[];
  flags: FlagView[];
  outcomes: Map<string, CallOutcome>;
  /** Its assistant claims stand in a call's box, so they are not listed again at its end. */
  boxed: boolean;
  marked: Map<string, Segment[]>;
  /** Claims whose sentence is not found verbatim in its text, listed at the turn's end. */
  unplaced: ClaimView[];
}

/** The turns of a run, by turn; a message outside any turn goes with the turn after it (or, at the
 * end, the one before; in a conversation no person wrote in, turn 0). `inForce`: the version in force at a turn, from the conversation's outline. */
export function turnData(slice: TurnSlice, inForce: (turn: number) => number | null): Map<number, TurnData> {
  const outcomes = callOutcomes(slice, inForce);
  const boxed = boxedTurns(slice, outcomes);
  const { marked, unplaced } = placeClaims(slice.messages, slice.claims);
  const out = new Map<number, TurnData>();
  const of = (turn: number): TurnData => {
    let t = out.get(turn);
    if (!t) {
      t = {
        turn,
        messages: [],
        claims: [],
        flags: [],
        outcomes,
        boxed: boxed.has(turn),
        marked,
        unplaced: [],
      };
      out.set(turn, t);
    }
    return t;
  };
  let waiting: MessageView[] = [];
  let last: number | null = null;
  for (const m of slice.messages) {
    if (m.turn === null) {
      waiting.push(m);
      continue;
    }
    of(m.turn).messages.push(...waiting, m);
    waiting = [];
    last = m.turn;
  }
  // After the last turn; or, where no person wrote, turn 0 (the outline's).
  if (waiting.length) of(last ?? 0).messages.push(...waiting);
  for (const c of slice.claims) of(c.turn).claims.push(c);
  for (const f of slice.flags) of(f.turn).flags.push(f);
  for (const c of unplaced) of(c.turn).unplaced.push(c);
  return out;
}

/** The height (px) a turn is given before it is drawn, from what it holds; measured once drawn. */
export const reservedHeight = (t: { messages: number; claims: number }, flags: number) =>
  72 + 64 * t.messages + 8 * t.claims + 120 * flags;
