import assert from "node:assert/strict";
import { test } from "node:test";
import { renderedAndMaybeRead as conversation } from "../../test/support/clef-question.ts";
import { analyse, flagTypes, history } from "../../test/support/history.ts";
import { chat, type Line } from "../../test/support/chat.ts";
import { generateScore } from "../../test/support/piano-score.ts";

test("a claim against a true read, with an image in view, is an image-text contradiction", async () => {
  const a = await analyse(conversation(true), history("s", [{ xml: generateScore({ bars: 8 }) }]));
  assert.ok(flagTypes(a).includes("image-text-contradiction@1"), flagTypes(a).join(", "));
  assert.ok(!flagTypes(a).includes("image-only-judgment@1"));
});

test("a claim that agrees with the score raises neither", async () => {
  const a = await analyse(
    conversation(true),
    history("s", [{ xml: generateScore({ bars: 8, trebleBar: 3 }) }]),
  );
  assert.deepEqual(
    flagTypes(a).filter((f) => f.startsWith("image")),
    [],
  );
});

test("a render whose result also gives the clef in words counts as the read it contradicts", async () => {
  const rendered = chat("c", [
    { role: "user", text: "Which clef is the left hand in at bar 3?" },
    { role: "assistant", text: "", calls: [{ id: "p1", name: "get_page", args: { page: 1 } }] },
    { role: "tool", results: [{ id: "p1", text: "Staff 1: treble clef. Staff 2: bass clef.", image: true }] },
    { role: "assistant", text: "Bar 3 of the left hand is in treble clef." },
  ]);
  const a = await analyse(rendered, history("s", [{ xml: generateScore({ bars: 8 }) }]));
  assert.ok(flagTypes(a).includes("image-text-contradiction@1"), flagTypes(a).join(", "));
  assert.ok(!flagTypes(a).includes("image-only-judgment@1"));
});

test("a read line for one bar of a claim's range gave the true value where the claim is wrong", async () => {
  // Bar 4 of the left hand is treble, bars 3 and 5 bass: "treble in bars 3–4" is wrong in bar 3 only.
  const rendered = chat("c", [
    { role: "user", text: "Which clef is the left hand in around bar 3?" },
    {
      role: "assistant",
      text: "",
      calls: [
        { id: "p1", name: "render_page", args: { page: 1 } },
        { id: "r1", name: "read_score", args: { staff: 2, bars: "3-4" } },
      ],
    },
    {
      role: "tool",
      results: [
        { id: "p1", text: "Page 1 rendered.", image: true },
        { id: "r1", text: "Staff 2 clefs:\nbar 3: bass\nbar 4: treble" },
      ],
    },
    { role: "assistant", text: "From the rendered page, the left hand is in treble clef in bars 3 to 4." },
  ]);
  const a = await analyse(rendered, history("s", [{ xml: generateScore({ bars: 8, trebleBar: 4 }) }]));
  assert.ok(flagTypes(a).includes("image-text-contradiction@1"), flagTypes(a).join(", "));
});

test("a conversation asking the same thing turn after turn: each flag cites the latest reads, not all before it", async () => {
  // 20,000 messages took 165 s before (issue 12): every claim re-verified every read before it.
  const turns = 300;
  const lines: Line[] = [];
  for (let t = 0; t < turns; t++)
    lines.push(
      { role: "user", text: "Which clef is the left hand in at bar 3?" },
      {
        role: "assistant",
        text: "",
        calls: [
          { id: `r${t}`, name: "read_score" },
          { id: `p${t}`, name: "render_page" },
        ],
      },
      {
        role: "tool",
        results: [
          { id: `r${t}`, text: "Staff 1: treble clef. Staff 2: bass clef." },
          { id: `p${t}`, text: "Page 1 rendered.", image: true },
        ],
      },
      { role: "assistant", text: "Bar 3 of the left hand is in treble clef." },
    );
  const a = await analyse(chat("c", lines), history("s", [{ xml: generateScore({ bars: 8 }) }]));
  const flags = a.flags.filter((f) => f.type === "image-text-contradiction");
  assert.equal(flags.length, turns);
  const cited = (f: (typeof flags)[number]) => f.evidence.filter((e) => e.startsWith("read:")).length;
  assert.equal(cited(flags[0]!), 1);
  assert.equal(cited(flags.at(-1)!), 5);
});

test("a time read on a line of one staff gave the time of every staff", async () => {
  const rendered = chat("c", [
    { role: "user", text: "What time is bar 3 in? Render it too." },
    { role: "assistant", text: "", calls: [{ id: "r1", name: "read_score" }] },
    {
      role: "tool",
      results: [
        {
          id: "r1",
          text: "changes only:\nbar 1: staff 1 treble; staff 2 bass\nbar 2: time 4/4 from here",
        },
      ],
    },
    { role: "assistant", text: "", calls: [{ id: "p1", name: "render_page", args: { page: 1 } }] },
    { role: "tool", results: [{ id: "p1", text: "Page 1 rendered.", image: true }] },
    { role: "assistant", text: "From the page, the right hand of bar 3 is in 3/4." },
  ]);
  const a = await analyse(rendered, history("s", [{ xml: generateScore({ bars: 8 }) }]));
  assert.ok(flagTypes(a).includes("image-text-contradiction@1"), flagTypes(a).join(", "));
  assert.ok(!flagTypes(a).includes("image-only-judgment@1"));
});
