import assert from "node:assert/strict";
import { test } from "node:test";
import type { MessageView } from "@/lib/contracts/conversation.ts";
import type { ClaimView } from "@/lib/contracts/claim-view.ts";
import type { SavedVersionView } from "@/lib/contracts/saved-version.ts";
import { blockKey, imageAt, markSentences, placeClaims, versionAt, worstVerdict } from "./moments.ts";

function claim(
  id: string,
  turn: number,
  text: string,
  verdict: ClaimView["verdict"],
  baseVersion: number | null = null,
): ClaimView {
  return {
    id,
    turn,
    source: "assistant",
    text,
    kind: "edit",
    subject: { part: "P1", staff: 2, bars: { from: 4, to: 4 }, property: "clef" },
    value: "bass",
    verdict,
    checkedVersion: null,
    baseVersion,
    evidence: [],
    messageIndex: 1,
    toolCallId: null,
    review: null,
  };
}

// The incident: turn 1 reads, turn 2 saves version 2 (a no-op) with an image shown, turn 3 saves version 3.
const messages: MessageView[] = [
  {
    index: 0,
    role: "user",
    turn: 1,
    timestamp: null,
    notRead: null,
    blocks: [{ type: "text", text: "Put bar 4 in bass clef." }],
  },
  {
    index: 1,
    role: "assistant",
    turn: 2,
    timestamp: null,
    notRead: null,
    blocks: [{ type: "tool-call", id: "c1", name: "edit_score", arguments: {}, savedVersion: 2 }],
  },
  {
    index: 2,
    role: "tool",
    turn: 2,
    timestamp: null,
    notRead: null,
    blocks: [
      {
        type: "tool-result",
        callId: "c1",
        isError: false,
        text: "Applied",
        content: [{ type: "image", mediaType: "image/png", url: "/api/images/ab" }],
      },
    ],
  },
  {
    index: 3,
    role: "assistant",
    turn: 3,
    timestamp: null,
    notRead: null,
    blocks: [{ type: "tool-call", id: "c2", name: "edit_score", arguments: {}, savedVersion: 3 }],
  },
];
const versions: SavedVersionView[] = [
  { scoreId: "etude", version: 2, toolCallId: "c1", noOp: true, changes: [] },
  {
    scoreId: "etude",
    version: 3,
    toolCallId: "c2",
    noOp: false,
    changes: ["bar 4: lower staff clef treble -> bass"],
  },
];

test("the version in force: the last saved by then, else what the claims were checked against", () => {
  const claims = [claim("a", 1, "Bar 4 is in treble clef.", "supported", 1)];
  assert.equal(versionAt({ messages, versions, claims }, 1), 1);
  assert.equal(versionAt({ messages, versions, claims }, 2), 2);
  assert.equal(versionAt({ messages, versions, claims }, 3), 3);
  // No claim says: the version before the first save.
  assert.equal(versionAt({ messages, versions, claims: [] }, 1), 1);
  assert.equal(versionAt({ messages: [], versions: [], claims: [] }, 1), null);
});

test("the image the model had last been shown", () => {
  assert.equal(imageAt(messages, 1), null);
  assert.deepEqual(imageAt(messages, 3), { url: "/api/images/ab", turn: 2 });
});

test("claims are marked in their sentence; two claims in one sentence share the mark", () => {
  const text = "Done. Bar 4 is now in bass clef. Nothing else changed.";
  const a = claim("a", 2, "Bar 4 is now in bass clef.", "contradicted");
  const b = claim("b", 2, "Bar 4 is now in bass clef.", "supported");
  const lost = claim("c", 2, "A sentence from another message.", "supported");
  const { segments, placed } = markSentences(text, [a, b, lost]);
  assert.deepEqual(
    segments.map((s) => [s.text, s.claims.map((c) => c.id)]),
    [
      ["Done. ", []],
      ["Bar 4 is now in bass clef.", ["a", "b"]],
      [" Nothing else changed.", []],
    ],
  );
  assert.deepEqual([...placed], ["a", "b"]);
  assert.equal(worstVerdict([b, a]), "contradicted");
});

test("the same sentence twice: each claim takes the next free occurrence", () => {
  const s = "Applied.";
  const { segments } = markSentences(`${s} ${s}`, [
    { ...claim("a", 2, s, "supported"), subject: { part: null, staff: null, bars: null, property: "notes" } },
  ]);
  assert.equal(segments.filter((x) => x.claims.length).length, 1);
});

test("claims are placed in their own message, a read's claims in its call's result", () => {
  const said = { ...claim("s", 2, "Applied.", "contradicted"), messageIndex: 4 };
  const read = {
    ...claim("r", 2, "Bar 4: treble clef.", "supported"),
    source: "read" as const,
    toolCallId: "c1",
  };
  const elsewhere = { ...claim("e", 2, "Applied.", "supported"), messageIndex: 9 };
  const chat: MessageView[] = [
    ...messages,
    {
      index: 4,
      role: "assistant",
      turn: 2,
      timestamp: null,
      notRead: null,
      blocks: [{ type: "text", text: "Applied. Done." }],
    },
  ];
  chat[2] = {
    ...chat[2]!,
    blocks: [
      { type: "tool-result", callId: "c1", isError: false, text: "Read: Bar 4: treble clef.", content: [] },
    ],
  };
  const { marked, unplaced } = placeClaims(chat, [said, read, elsewhere]);
  assert.deepEqual(
    marked.get(blockKey(4, 0))!.map((s) => s.claims.map((c) => c.id)),
    [["s"], []],
  );
  assert.deepEqual(
    marked.get(blockKey(2, 0))!.map((s) => s.text),
    ["Read: ", "Bar 4: treble clef."],
  );
  assert.deepEqual(
    unplaced.map((c) => c.id),
    ["e"],
  );
});
