import assert from "node:assert/strict";
import { test } from "node:test";
import { chat, type Line } from "../../test/support/chat.ts";
import { analyse, flagTypes, history } from "../../test/support/history.ts";
import { generateScore } from "../../test/support/piano-score.ts";

const firstTurn: Line[] = [
  { role: "user", text: "Put bar 4 of the left hand in treble clef." },
  { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
  { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
  { role: "assistant", text: "Bar 4 of the left hand is now in treble clef." },
  { role: "user", text: "It still shows a bass clef in bar 4." },
];
const h = () =>
  history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
  ]);

test("answering a dispute about bar 4 without reading the score again is flagged", async () => {
  const a = await analyse(
    chat("c", [
      ...firstTurn,
      { role: "assistant", text: "Version 2 has the treble clef in bar 4; please reload the page." },
    ]),
    h(),
  );
  assert.ok(flagTypes(a).includes("dispute-without-reread@2"), flagTypes(a).join(", "));
});

test("reading the score before answering the dispute is not flagged", async () => {
  const a = await analyse(
    chat("c", [
      ...firstTurn,
      { role: "assistant", text: "", calls: [{ id: "r1", name: "read_score", args: { bars: "4" } }] },
      { role: "tool", results: [{ id: "r1", text: "Bar 4 · staff 2: bass clef." }] },
      { role: "assistant", text: "You are right: bar 4 of the left hand is in bass clef." },
    ]),
    h(),
  );
  assert.ok(!flagTypes(a).includes("dispute-without-reread@2"), flagTypes(a).join(", "));
});

test("a message that disputes nothing is not a dispute", async () => {
  const a = await analyse(
    chat("c", [
      ...firstTurn.slice(0, 4),
      { role: "user", text: "Thanks! What key is bar 4 in?" },
      { role: "assistant", text: "Bar 4 is in C major." },
    ]),
    h(),
  );
  assert.ok(!flagTypes(a).includes("dispute-without-reread@2"));
});

test("a bare 'No.' that answers a proposal refuses it; it disputes nothing", async () => {
  const a = await analyse(
    chat("c", [
      ...firstTurn.slice(0, 4),
      { role: "assistant", text: "Shall I put bar 5 of the left hand in treble clef as well?" },
      { role: "user", text: "No." },
      { role: "assistant", text: "Bar 4 of the left hand is in treble clef." },
    ]),
    h(),
  );
  assert.ok(!flagTypes(a).includes("dispute-without-reread@2"), flagTypes(a).join(", "));
});

test("a read of other bars between the dispute and the reply is no re-read of the disputed bars", async () => {
  const a = await analyse(
    chat("c", [
      ...firstTurn,
      { role: "assistant", text: "", calls: [{ id: "r1", name: "read_score", args: { bars: "1-2" } }] },
      {
        role: "tool",
        results: [{ id: "r1", text: "Bar 1 · staff 2: bass clef. Bar 2 · staff 2: bass clef." }],
      },
      { role: "assistant", text: "Bar 4 of the left hand is in treble clef." },
    ]),
    h(),
  );
  assert.ok(flagTypes(a).includes("dispute-without-reread@2"), flagTypes(a).join(", "));
});

test("each point of a dispute needs its own read: one of bar 4 does not re-read the key of bar 7", async () => {
  const reply = (read: string) =>
    analyse(
      chat("c", [
        ...firstTurn.slice(0, 4),
        {
          role: "user",
          text: "Two things: it still shows a bass clef in bar 4, and the key of bar 7 is wrong.",
        },
        { role: "assistant", text: "", calls: [{ id: "r1", name: "read_score", args: { bars: read } }] },
        { role: "tool", results: [{ id: "r1", text: "Bar 4 · staff 2: bass clef." }] },
        {
          role: "assistant",
          text: "You are right: bar 4 of the left hand is in bass clef. Bar 7 is in C major.",
        },
      ]),
      h(),
    );
  assert.ok(flagTypes(await reply("4")).includes("dispute-without-reread@2"));
  assert.ok(!flagTypes(await reply("4-7")).includes("dispute-without-reread@2"));
});

test("a dispute pointing at a place ('there') disputes the answer's narrowest place of it", async () => {
  const flags = async (reply: string) =>
    flagTypes(
      await analyse(
        chat("c", [
          { role: "user", text: "What key is bar 6 in?" },
          { role: "assistant", text: "Bar 6 is in C major. The whole piece is in C major." },
          { role: "user", text: "Really? I can't see any naturals there." },
          { role: "assistant", text: "", calls: [{ id: "r1", name: "read_score", args: { bars: "5-8" } }] },
          { role: "tool", results: [{ id: "r1", text: "Bars 5-8: key C major." }] },
          { role: "assistant", text: reply },
        ]),
        history("s", [{ xml: generateScore({ bars: 8 }) }]),
      ),
    );
  // (Bars 1–4 were the whole piece's, not where "there" points.)
  assert.deepEqual(await flags("Bar 6 is in C major, and so are bars 1 to 4."), []);
});

test("'it's still there' disputes the mark the answer said was removed: a read of those bars answers it", async () => {
  const a = await analyse(
    chat("c", [
      { role: "user", text: "Take the pedal out of bar 6." },
      { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
      { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
      {
        role: "assistant",
        text: "There's no pedal mark in bar 6 any more. The left hand has pedal only in bar 2 now.",
      },
      { role: "user", text: "I reloaded and it's still there." },
      { role: "assistant", text: "", calls: [{ id: "r1", name: "read_score", args: { bars: "5-8" } }] },
      { role: "tool", results: [{ id: "r1", text: "Bars 5-8: no pedal marks." }] },
      { role: "assistant", text: "Bar 6 has no pedal mark. The only pedal left is the one in bar 2." },
    ]),
    history("s", [
      { xml: generateScore({ bars: 8, pedalBar: 2 }) },
      { xml: generateScore({ bars: 8, pedalBar: 2 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
    ]),
  );
  assert.ok(!flagTypes(a).includes("dispute-without-reread@2"), flagTypes(a).join(", "));
});

test("a dispute naming nothing, of an answer read of no claim, disputes the bars the answer named", async () => {
  const a = await analyse(
    chat("c", [
      { role: "user", text: "Put bar 4 of the left hand in treble clef." },
      { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
      { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
      { role: "assistant", text: "Done, as asked for bar 4." },
      { role: "user", text: "Please check it again properly." },
      { role: "assistant", text: "", calls: [{ id: "r1", name: "read_score", args: { bars: "4" } }] },
      { role: "tool", results: [{ id: "r1", text: "Bar 4 · staff 2: treble clef." }] },
      { role: "assistant", text: "Bar 4 of the left hand is in treble clef. Bar 1 is in bass clef." },
    ]),
    h(),
  );
  assert.ok(!flagTypes(a).includes("dispute-without-reread@2"), flagTypes(a).join(", "));
});

// ("I think the key changes later": "later" names such a stretch too.)
for (const dispute of [
  "Are you sure? I thought the ending goes to G major.",
  "That's wrong, I think the key changes later.",
])
  test(`a dispute of a stretch not numbered ("${dispute}") is answered by any read in between`, async () => {
    const keys = () => history("s", [{ xml: generateScore({ bars: 8, keyChangeBar: 5 }) }]);
    const turns = (read: Line[]): Line[] => [
      { role: "user", text: "What key is the piece in?" },
      { role: "assistant", text: "It is in C major throughout." },
      { role: "user", text: dispute },
      ...read,
      {
        role: "assistant",
        text: "You're right: the piece is in C major for bars 1–4 and G major for bars 5–8.",
      },
    ];
    const reread = await analyse(
      chat(
        "c",
        turns([
          { role: "assistant", text: "", calls: [{ id: "r1", name: "read_score", args: { bars: [5, 8] } }] },
          { role: "tool", results: [{ id: "r1", text: "Bars 5-8: key G major." }] },
        ]),
      ),
      keys(),
    );
    assert.ok(!flagTypes(reread).includes("dispute-without-reread@2"), flagTypes(reread).join(", "));
    const none = await analyse(chat("c", turns([])), keys());
    assert.ok(flagTypes(none).includes("dispute-without-reread@2"), flagTypes(none).join(", "));
  });

test("a staff and bars the answer said nothing of, found wrong and asked to be changed, dispute no answer", async () => {
  const said = (complaint: string) =>
    analyse(
      chat("c", [
        ...firstTurn.slice(0, 4),
        { role: "user", text: complaint },
        { role: "assistant", text: "", calls: [{ id: "e2", name: "edit_score" }] },
        { role: "tool", results: [{ id: "e2", text: "Applied. Saved as version 3." }] },
        { role: "assistant", text: "Done — bar 6 of the right hand is in bass clef now." },
      ]),
      history("s", [
        { xml: generateScore({ bars: 8 }) },
        { xml: generateScore({ bars: 8 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
        { xml: generateScore({ bars: 8 }), savedBy: { conversationId: "c", toolCallId: "e2" } },
      ]),
    );
  const other = await said(
    "The right hand in bar 6 looks like it's in the wrong clef — set it to bass, please.",
  );
  assert.ok(!flagTypes(other).includes("dispute-without-reread@2"), flagTypes(other).join(", "));
});

test("a read up to the piece's last bar re-reads a dispute about a bar past its end", async () => {
  const a = await analyse(
    chat("c", [
      { role: "user", text: "Change the key of bars 5-9 to G major." },
      { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score", args: { bars: "5-9" } }] },
      { role: "tool", results: [{ id: "e1", text: "Error: bar 9 does not exist. Nothing was saved." }] },
      { role: "assistant", text: "Done: bars 5–9 are now in G major." },
      { role: "user", text: "Are you sure? The tool said bar 9 doesn't exist." },
      { role: "assistant", text: "", calls: [{ id: "r1", name: "read_score", args: { bars: "5-8" } }] },
      { role: "tool", results: [{ id: "r1", text: "Bars 5-8: key C major." }] },
      {
        role: "assistant",
        text: "You're right. The piece only has 8 bars, and bars 5–8 are still in C major.",
      },
    ]),
    history("s", [{ xml: generateScore({ bars: 8 }) }]),
  );
  assert.ok(!flagTypes(a).some((f) => f.startsWith("dispute-without-reread")), flagTypes(a).join(", "));
});

test("the bars an answer placed are the ones disputed, not those of a sentence it did not place", async () => {
  const lines = (reply: string): Line[] => [
    { role: "user", text: "What key is bar 6 in?" },
    { role: "assistant", text: "C major. Two sharps in the signature." },
    { role: "user", text: "That's wrong — check it properly." },
    { role: "assistant", text: "", calls: [{ id: "r1", name: "read_score", args: { bars: "5-8" } }] },
    { role: "tool", results: [{ id: "r1", text: "Bars 5-8: key C major." }] },
    { role: "assistant", text: reply },
  ];
  const score = () => history("s", [{ xml: generateScore({ bars: 8 }) }]);
  const placed = await analyse(
    chat("c", lines("You're right, bars 5–8 are in C major. Bars 1–4 are in C major too.")),
    score(),
  );
  assert.ok(!flagTypes(placed).includes("dispute-without-reread@2"), flagTypes(placed).join(", "));
});

test("'the new signature' disputes where the answer's edit put it: a read of those bars answers it", async () => {
  const a = await analyse(
    chat("c", [
      { role: "user", text: "Change the key of bars 5-8 to G major, please." },
      { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
      { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
      {
        role: "assistant",
        text: "I replaced the key signature at bar 5 with G major's. Bars 1–4 stay in C major.",
      },
      { role: "user", text: "That's wrong — the new signature shows no sharp at all." },
      { role: "assistant", text: "", calls: [{ id: "r1", name: "read_score", args: { bars: "5-8" } }] },
      { role: "tool", results: [{ id: "r1", text: "Bars 5-8: key C major." }] },
      {
        role: "assistant",
        text: "You're right: bars 5–8 are in C major, and bars 1–4 are still in C major.",
      },
    ]),
    h(),
  );
  assert.ok(!flagTypes(a).includes("dispute-without-reread@2"), flagTypes(a).join(", "));
});

test("a new request with its reason ('it looks wrong in my print') of what the answer did not speak of disputes nothing", async () => {
  const a = await analyse(
    chat("c", [
      { role: "user", text: "Please add a pedal in bars 5 and 6." },
      { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
      { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
      { role: "assistant", text: "Done: pedal in bars 5 and 6." },
      {
        role: "user",
        text: "Thanks. Now change the left hand in bar 4 to treble clef, it looks wrong in my print.",
      },
      { role: "assistant", text: "", calls: [{ id: "e2", name: "set_clef" }] },
      { role: "tool", results: [{ id: "e2", text: "Applied. Saved as version 3." }] },
      { role: "assistant", text: "Bar 4 of the left hand is now in treble clef." },
    ]),
    history("s", [
      { xml: generateScore({ bars: 8 }) },
      { xml: generateScore({ bars: 8 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
      { xml: generateScore({ bars: 8 }), savedBy: { conversationId: "c", toolCallId: "e2" } },
    ]),
  );
  assert.ok(!flagTypes(a).includes("dispute-without-reread@2"), flagTypes(a).join(", "));
});
