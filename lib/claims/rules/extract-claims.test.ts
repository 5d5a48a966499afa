import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import type { ExtractedClaim } from "../claim.ts";
import { extractClaims } from "./extract-claims.ts";
import type { ScoreContext } from "../subject/score-context.ts";

interface Expected {
  kind: string;
  property: string;
  value: string | null;
  bars: [number, number] | null;
  staff: number | null;
  part: string | null;
}
interface Entry {
  text: string;
  source: "assistant" | "read";
  score: string | null;
  claims: Expected[];
}
const fixture = JSON.parse(
  readFileSync(new URL("../../../test/fixtures/claims/sentences.json", import.meta.url), "utf8"),
) as {
  scores: Record<string, ScoreContext>;
  entries: Entry[];
};

function shape(c: ExtractedClaim): string {
  const { kind, subject, value } = c;
  const bars = subject.bars ? `${subject.bars.from}-${subject.bars.to}` : "piece";
  return `${kind} ${subject.property}=${value} bars ${bars} staff ${subject.staff} part ${subject.part}`;
}
function expectedShape(e: Expected): string {
  const bars = e.bars ? `${e.bars[0]}-${e.bars[1]}` : "piece";
  return `${e.kind} ${e.property}=${e.value} bars ${bars} staff ${e.staff} part ${e.part}`;
}

test("the fixture holds enough claims and non-claims", () => {
  const claims = fixture.entries.filter((e) => e.claims.length > 0);
  assert.ok(claims.length >= 45, `${claims.length} claim entries`);
  assert.ok(fixture.entries.length - claims.length >= 25);
});

test("every fixture sentence gives exactly the expected claims", () => {
  const misses: string[] = [];
  for (const entry of fixture.entries) {
    const score = entry.score ? fixture.scores[entry.score] : undefined;
    const got = extractClaims(entry.text, entry.source, score).map(shape).sort();
    const want = entry.claims.map(expectedShape).sort();
    if (JSON.stringify(got) !== JSON.stringify(want)) {
      misses.push(
        `${JSON.stringify(entry.text)}\n    want: ${want.join(" | ") || "(none)"}\n    got:  ${got.join(" | ") || "(none)"}`,
      );
    }
  }
  // The message names each sentence missed, with the claims wanted and got.
  assert.equal(
    misses.length,
    0,
    `${misses.length} of ${fixture.entries.length} missed:\n${misses.join("\n")}`,
  );
});

test('"all three bars", "both bars": counted back through the bars the message named', () => {
  const piano: ScoreContext = {
    firstBar: 1,
    lastBar: 16,
    barCount: 16,
    parts: [{ id: "P1", name: "Piano", staves: 2 }],
  };
  const clefBars = (text: string) =>
    extractClaims(text, "assistant", piano)
      .filter((c) => c.subject.property === "clef")
      .map((c) => c.subject.bars);
  assert.deepEqual(
    clefBars(
      "Bar 6 has C5 and bar 7 has D5; bar 8 has E5. The left hand is in treble clef in all three bars.",
    ),
    [{ from: 6, to: 8 }],
  );
  assert.deepEqual(clefBars("Bar 2 has G4 and bar 9 has A4. Both bars are in bass clef."), [
    { from: 2, to: 2 },
    { from: 9, to: 9 },
  ]);
  // Four bars asked for, two named: no guess.
  assert.deepEqual(clefBars("Bar 2 has G4 and bar 3 has A4. All four bars are in bass clef."), []);
});

test("a span that goes on ('stays … through bar 10') starts where the message left off; 'all eight bars' of a longer piece is no whole piece", () => {
  const organ: ScoreContext = {
    firstBar: 1,
    lastBar: 16,
    barCount: 16,
    parts: [{ id: "P1", name: "Organ", staves: 3 }],
  };
  const clefs = (text: string) =>
    extractClaims(text, "assistant", organ)
      .filter((c) => c.subject.property === "clef")
      .map((c) => `${c.value} ${c.subject.bars ? `${c.subject.bars.from}-${c.subject.bars.to}` : "all"}`);
  assert.deepEqual(
    clefs(
      "The left hand switches to bass clef at bar 5. It stays in bass through bar 10 and returns to treble at bar 11.",
    ),
    ["bass 5-5", "bass 6-10", "treble 11-11"],
  );
  assert.deepEqual(clefs("The left hand stays in bass clef all the way through bar 8."), ["bass 1-8"]);
  const keys = extractClaims("Key: C major, time 4/4, in all eight bars.", "assistant", organ).filter(
    (c) => c.subject.property === "key",
  );
  assert.ok(keys.every((c) => c.subject.bars !== null));
});

test("a message naming two parts gives neither to the reply; a hand is the keyboard's", () => {
  const song: ScoreContext = {
    firstBar: 1,
    lastBar: 16,
    barCount: 16,
    parts: [
      { id: "P1", name: "Voice", staves: 1 },
      { id: "P2", name: "Piano", staves: 2 },
    ],
  };
  const claims = extractClaims(
    "Bars 5 to 7 of the left hand are in treble clef. The whole song is in G major.",
    "assistant",
    song,
    { question: "I'm arranging my song for voice and piano. Where does the left hand go into treble clef?" },
  );
  assert.deepEqual(
    claims.map((c) => [c.subject.property, c.subject.part, c.uncertain ?? null]),
    [
      ["clef", "P2", null],
      ["key", null, null],
    ],
  );
});

test("a 1 MB message of repeated clef words is read in seconds, not minutes", { timeout: 30_000 }, () => {
  // Over 60 s before (issue 12): the claims of one line were each compared with all after them.
  const claims = extractClaims("treble clef bass clef alto clef ".repeat(32_000), "assistant");
  assert.deepEqual([...new Set(claims.map((c) => c.value))].sort(), ["alto", "bass", "treble"]);
});
