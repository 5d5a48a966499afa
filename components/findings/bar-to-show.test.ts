import assert from "node:assert/strict";
import { test } from "node:test";
import type { ClaimView } from "@/lib/contracts/claim-view.ts";
import type { FlagView } from "@/lib/contracts/flag-view.ts";
import type { MessageView } from "@/lib/contracts/conversation.ts";
import type { SavedVersionView } from "@/lib/contracts/saved-version.ts";
import { barToShow } from "./bar-to-show.ts";
import type { Subject } from "@/lib/claims/claim.ts";

const subject = (bar: number | null): Subject => ({
  part: "P1",
  staff: 1,
  bars: bar === null ? null : { from: bar, to: bar },
  property: "clef",
});

function claim(
  id: string,
  turn: number,
  bar: number | null,
  checkedVersion: number | null = null,
): ClaimView {
  return {
    id,
    turn,
    source: "assistant",
    text: `Bar ${bar} is in bass clef.`,
    kind: "edit",
    subject: subject(bar),
    value: "bass",
    verdict: "supported",
    checkedVersion,
    baseVersion: 1,
    evidence: [],
    messageIndex: 1,
    toolCallId: null,
    review: null,
  };
}

function flag(turn: number, bar: number | null): FlagView {
  const base = {
    id: `f${turn}`,
    type: "success-without-change" as const,
    turn,
    toolCallId: null,
    claimId: null,
  };
  return { ...base, subject: subject(bar), message: "", evidence: [], review: null };
}

// Turn 2 saves version 2.
const messages: MessageView[] = [
  { index: 0, role: "user", turn: 1, timestamp: null, notRead: null, blocks: [{ type: "text", text: "Hi" }] },
  {
    index: 1,
    role: "assistant",
    turn: 2,
    timestamp: null,
    notRead: null,
    blocks: [{ type: "tool-call", id: "c1", name: "edit_score", arguments: {}, savedVersion: 2 }],
  },
];
const versions: SavedVersionView[] = [
  { scoreId: "s", version: 2, toolCallId: "c1", noOp: false, changes: [] },
];

test("the finding's own bar first, at the version its claim was checked against", () => {
  const c = { messages, versions, claims: [claim("a", 2, 7)], flags: [flag(2, 9)] };
  assert.deepEqual(barToShow(c, 2, { subject: subject(3), checkedVersion: 1 }), { bar: 3, version: 1 });
  // A flag has no checked version: the version in force at its turn.
  assert.deepEqual(barToShow(c, 2, { subject: subject(3) }), { bar: 3, version: 2 });
});

test("without a bar of its own: the turn's claims, then the turn's flags, then any claim", () => {
  const claims = [claim("early", 1, 5), claim("none", 2, null)];
  assert.deepEqual(
    barToShow({ messages, versions, claims: [...claims, claim("b", 2, 7)], flags: [flag(2, 9)] }, 2),
    {
      bar: 7,
      version: 2,
    },
  );
  assert.equal(barToShow({ messages, versions, claims, flags: [flag(2, 9)] }, 2, { subject: null }).bar, 9);
  assert.equal(barToShow({ messages, versions, claims, flags: [] }, 2).bar, 5);
});

test("nothing names a bar, and no turn: no bar and no version", () => {
  const c = { messages, versions, claims: [claim("none", 1, null)], flags: [] };
  assert.deepEqual(barToShow(c, null), { bar: null, version: null });
});
