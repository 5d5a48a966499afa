import { test } from "node:test";
import assert from "node:assert/strict";
import type { ReportClaim, ReportConversation } from "../report/report.ts";
import type { Flag } from "../findings/flag.ts";
import { compareWithExpected, summaryLine, type Expected } from "./expected.ts";
import { schemaProblems, type JsonSchema } from "./report-schema-check.ts";

function claim(over: Partial<ReportClaim> & Pick<ReportClaim, "turn" | "verdict">): ReportClaim {
  return {
    id: `c${over.turn}`,
    source: "assistant",
    text: "Bar 4's left hand is in treble clef.",
    kind: "state",
    subject: { part: "P1", staff: 2, bars: { from: 4, to: 4 }, property: "clef" },
    value: "treble",
    checkedVersion: 1,
    baseVersion: null,
    evidence: ["bar 4 · staff 2: bass clef"],
    ...over,
  };
}

function flag(type: Flag["type"], turn: number): Flag {
  return { type, turn, toolCallId: null, claimId: null, subject: null, message: "m", evidence: [] };
}

function conversation(claims: ReportClaim[], flags: Flag[] = []): { conversations: ReportConversation[] } {
  return {
    conversations: [
      {
        id: "x",
        scoreId: "s",
        format: "anthropic",
        model: null,
        turns: 2,
        claims,
        flags,
        labels: {},
        startedAt: null,
        otherBlocks: 0,
      },
    ],
  };
}

const expected: Expected = {
  conversations: {
    x: {
      turns: 2,
      claims: [{ turn: 1, property: "clef", bars: [4, 4], staff: 2, verdict: "contradicted" }],
      flags: [
        { type: "courtesy-clef-misreading", turn: 1 },
        { type: "image-only-judgment", turn: 2, optional: true },
      ],
      notClaims: [{ turn: 2, text: "Shall I change bar 4 to bass clef?" }],
    },
  },
};

test("a report that meets the file has no misses", () => {
  const c = compareWithExpected(
    conversation([claim({ turn: 1, verdict: "contradicted" })], [flag("courtesy-clef-misreading", 1)]),
    expected,
  );
  assert.deepEqual(c.misses, []);
  assert.equal(
    summaryLine(c),
    "claims 1/1 right, flags 1/1 found, 0 unexpected flags, 0 unexpected contradictions",
  );
});

test("a claim met with the right verdict but another kind is a note, not a miss", () => {
  const withKind: Expected = {
    conversations: {
      x: {
        ...expected.conversations.x!,
        claims: [{ ...expected.conversations.x!.claims[0]!, kind: "edit" }],
      },
    },
  };
  const c = compareWithExpected(
    conversation([claim({ turn: 1, verdict: "contradicted" })], [flag("courtesy-clef-misreading", 1)]),
    withKind,
  );
  assert.deepEqual(c.misses, []);
  assert.equal(c.kindNotes.length, 1);
  assert.match(
    c.kindNotes[0]!,
    /expected kind edit[\s\S]*got contradicted \(assistant state clef bar 4 staff 2/,
  );
});

test("a claim matches by overlapping bars and agreeing staff; a whole-piece claim matches any bars", () => {
  const wide = claim({
    turn: 1,
    verdict: "contradicted",
    subject: { part: "P1", staff: null, bars: { from: 3, to: 5 }, property: "clef" },
  });
  assert.equal(
    compareWithExpected(conversation([wide], [flag("courtesy-clef-misreading", 1)]), expected).claimsRight,
    1,
  );
  const whole = claim({
    turn: 1,
    verdict: "contradicted",
    subject: { part: "P1", staff: 2, bars: null, property: "clef" },
  });
  assert.equal(
    compareWithExpected(conversation([whole], [flag("courtesy-clef-misreading", 1)]), expected).claimsRight,
    1,
  );
  const otherStaff = claim({
    turn: 1,
    verdict: "contradicted",
    subject: { part: "P1", staff: 1, bars: { from: 4, to: 4 }, property: "clef" },
  });
  const c = compareWithExpected(conversation([otherStaff], [flag("courtesy-clef-misreading", 1)]), expected);
  assert.equal(c.claimsRight, 0);
  assert.equal(c.unexpectedContradictions, 1, "the staff-1 claim is covered by no expected claim");
});

test("a wrong verdict, a missed flag, a spurious flag and a spurious contradiction are all misses", () => {
  const report = conversation(
    [
      claim({ turn: 1, verdict: "supported" }),
      claim({
        turn: 2,
        verdict: "contradicted",
        subject: { part: "P1", staff: 1, bars: { from: 9, to: 9 }, property: "key" },
      }),
    ],
    [flag("image-only-judgment", 2), flag("read-hides-change", 1)],
  );
  const c = compareWithExpected(report, expected);
  assert.equal(c.claimsRight, 0);
  assert.equal(c.flagsFound, 0);
  assert.equal(c.unexpectedFlags, 1, "the optional image-only-judgment is allowed; read-hides-change is not");
  assert.equal(c.unexpectedContradictions, 1);
  assert.equal(c.misses.length, 4);
  assert.match(
    c.misses[0]!,
    /expected contradicted[\s\S]*got supported .*evidence: bar 4 · staff 2: bass clef/,
  );
});

test("a sentence listed as no claim must not come back as one; turns and missing conversations count", () => {
  const proposal = claim({ turn: 2, verdict: "supported", text: "Shall I change bar 4 to bass clef?" });
  const c = compareWithExpected(
    conversation(
      [claim({ turn: 1, verdict: "contradicted" }), proposal],
      [flag("courtesy-clef-misreading", 1)],
    ),
    expected,
  );
  assert.equal(c.misses.length, 1);
  assert.match(c.misses[0]!, /turn 2: not a claim/);
  // ("p." answering "Dynamics at bar 5?" is no part of "Want it back to mp?".)
  const shortAnswer = claim({ turn: 2, verdict: "supported", text: "bass." });
  const answered = compareWithExpected(
    conversation(
      [claim({ turn: 1, verdict: "contradicted" }), shortAnswer],
      [flag("courtesy-clef-misreading", 1)],
    ),
    {
      conversations: {
        x: { ...expected.conversations.x!, notClaims: [{ turn: 2, text: "Shall I make it subbass?" }] },
      },
    },
  );
  assert.deepEqual(answered.misses, []);
  const fewer = conversation(
    [claim({ turn: 1, verdict: "contradicted" })],
    [flag("courtesy-clef-misreading", 1)],
  );
  fewer.conversations[0]!.turns = 3;
  assert.match(compareWithExpected(fewer, expected).misses.join("\n"), /expected 2 turns, got 3/);
  assert.deepEqual(compareWithExpected({ conversations: [] }, expected).misses, [
    "x: missing from the report",
  ]);
});

test("schemaProblems names where a value breaks the schema: missing fields, wrong types, enums, oneOf", () => {
  const schema: JsonSchema = {
    type: "object",
    required: ["claims"],
    properties: { claims: { type: "array", items: { $ref: "#/$defs/claim" } } },
    $defs: {
      claim: {
        type: "object",
        required: ["turn", "verdict"],
        properties: {
          turn: { type: "integer", minimum: 1 },
          verdict: { enum: ["supported", "contradicted", "unverifiable"] },
          bars: { oneOf: [{ type: "null" }, { type: "object", required: ["from", "to"] }] },
          at: { type: "string", format: "date-time" },
        },
      },
    },
  };
  assert.deepEqual(
    schemaProblems(
      { claims: [{ turn: 1, verdict: "supported", bars: null, at: "2026-11-11T09:30:00Z" }] },
      schema,
    ),
    [],
  );
  assert.deepEqual(
    schemaProblems(
      {
        claims: [
          { turn: 0, verdict: "maybe", bars: { from: 1 }, at: "11 November" },
          { verdict: "supported", turn: 1.5 },
        ],
      },
      schema,
    ),
    [
      "/claims/0/turn: must be >= 1",
      '/claims/0/verdict: must be equal to one of the allowed values: ["supported","contradicted","unverifiable"]',
      "/claims/0/bars: must be null",
      "/claims/0/bars: must have required property 'to'",
      "/claims/0/bars: must match exactly one schema in oneOf",
      '/claims/0/at: must match format "date-time"',
      "/claims/1/turn: must be integer",
    ],
  );
  assert.deepEqual(schemaProblems({}, schema), ["/: must have required property 'claims'"]);
});
