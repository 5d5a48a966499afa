// A read asked for one staff speaks of that staff in lines that name none, and so does the reply of
// the turn that read it, where the person's message names no staff.
import assert from "node:assert/strict";
import { test } from "node:test";
import { chat } from "../../test/support/chat.ts";
import { analyse, history } from "../../test/support/history.ts";
import { generateScore } from "../../test/support/piano-score.ts";

// Bar 3 of the lower staff is in treble clef; the upper staff is in treble throughout.
const score = history("s", [{ xml: generateScore({ bars: 4, trebleBar: 3 }) }]);

test("a read of one staff, and the reply of its turn, speak of that staff", async () => {
  const { claims, flags } = await analyse(
    chat("c", [
      { role: "user", text: "Which clefs are in bars 2 to 4?" },
      {
        role: "assistant",
        text: "",
        calls: [{ id: "r1", name: "read_score", args: { bars: "2-4", staff: 2 } }],
      },
      {
        role: "tool",
        results: [{ id: "r1", text: "bar 2: clef bass\nbar 3: clef treble\nbar 4: clef bass" }],
      },
      { role: "assistant", text: "The bass clef returns at bar 4." },
    ]),
    score,
  );
  const read = claims.filter((c) => c.source === "read");
  assert.deepEqual(
    read.map((c) => [c.subject.staff, c.value, c.verdict]),
    [
      [2, "bass", "supported"],
      [2, "treble", "supported"],
      [2, "bass", "supported"],
    ],
  );
  const said = claims.find((c) => c.source === "assistant")!;
  assert.deepEqual([said.subject.staff, said.verdict], [2, "supported"]);
  assert.deepEqual(flags, []);
});

test("a turn that read two staves gives the reply neither", async () => {
  const { claims } = await analyse(
    chat("c", [
      { role: "user", text: "Which clefs are in bar 4?" },
      {
        role: "assistant",
        text: "",
        calls: [
          { id: "r1", name: "read_score", args: { bars: "4", staff: 1 } },
          { id: "r2", name: "read_score", args: { bars: "4", staff: 2 } },
        ],
      },
      {
        role: "tool",
        results: [
          { id: "r1", text: "bar 4: clef treble" },
          { id: "r2", text: "bar 4: clef bass" },
        ],
      },
      { role: "assistant", text: "The bass clef returns at bar 4." },
    ]),
    score,
  );
  assert.equal(claims.find((c) => c.source === "assistant")!.subject.staff, null);
});

test("a message after a tool call takes the one staff the turn's reply named before it", async () => {
  const { claims } = await analyse(
    chat("c", [
      { role: "user", text: "Bar 3 still has a bass clef on my screen." },
      {
        role: "assistant",
        text: "You're right to check: bar 3 of the left hand is what I changed. I'll read it again.",
        calls: [{ id: "r1", name: "read_score", args: { bars: "3" } }],
      },
      { role: "tool", results: [{ id: "r1", text: "bar 3: lower staff treble clef" }] },
      { role: "assistant", text: "Bar 3 is in treble clef, and the bass clef comes back at bar 4." },
    ]),
    score,
  );
  const last = claims.filter((c) => c.source === "assistant" && c.text.startsWith("Bar 3 is"));
  assert.deepEqual(
    last.map((c) => [c.subject.staff, c.subject.bars?.from, c.value, c.verdict]),
    [
      [2, 3, "treble", "supported"],
      [2, 4, "bass", "supported"],
    ],
  );
});
