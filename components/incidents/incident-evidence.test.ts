import assert from "node:assert/strict";
import { test } from "node:test";
import type { TimelineEvent } from "@/lib/contracts/incident-types.ts";
import { incidentEvidence } from "./incident-evidence.ts";
import { eventWords } from "./event-words.ts";

const base = { at: null, bar: null } as const;
const events: TimelineEvent[] = [
  {
    ...base,
    kind: "save",
    conversationId: "a",
    turn: 2,
    scoreId: "etude",
    version: 2,
    toolCall: "edit_score",
    noOp: true,
    changes: [],
  },
  {
    ...base,
    kind: "save",
    conversationId: "b",
    turn: 2,
    scoreId: "etude",
    version: 3,
    toolCall: "edit_score",
    noOp: false,
    changes: ["bar 4: lower staff clef treble -> bass"],
  },
  {
    ...base,
    kind: "claim",
    conversationId: "a",
    turn: 2,
    id: "c1",
    text: "Bar 4 is now in bass clef.",
    claimKind: "clef",
    about: "bar 4 staff 2 clef",
    verdict: "contradicted",
  },
  {
    ...base,
    kind: "claim",
    conversationId: "a",
    turn: 3,
    id: "c2",
    text: "The key is C major.",
    claimKind: "key",
    about: "bar 1 key",
    verdict: "supported",
  },
];

test("each contradicted claim stands against the saves of its own turn and conversation", () => {
  const { items, more } = incidentEvidence(events);
  assert.equal(more, 0);
  assert.deepEqual(
    items.map((i) => [i.claim.id, i.saves.map((s) => s.version)]),
    [["c1", [2]]],
  );
  assert.deepEqual(eventWords(items[0]!.saves[0]!).lines, ["no change"], "a no-op save reads as no change");
  assert.deepEqual(eventWords(events[1]!).lines, ["bar 4: lower staff clef treble -> bass"]);
});
