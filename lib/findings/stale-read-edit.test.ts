import assert from "node:assert/strict";
import { test } from "node:test";
import { chat } from "../../test/support/chat.ts";
import { analyse, flagTypes, history } from "../../test/support/history.ts";
import { generateScore } from "../../test/support/piano-score.ts";
import { BarIndex } from "../score-history/bar-index.ts";
import { readingHash } from "../score-history/reading.ts";
import { citedInArguments } from "./stale-read-edit.ts";

function conversation(args: unknown) {
  return chat("c", [
    { role: "user", text: "Put bar 4 of the left hand in treble clef." },
    { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
    { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
    { role: "user", text: "Now add a pedal in bar 1." },
    { role: "assistant", text: "", calls: [{ id: "e2", name: "edit_score", args }] },
    { role: "tool", results: [{ id: "e2", text: "Applied. Saved as version 3." }] },
  ]);
}
const h = () =>
  history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, trebleBar: 4 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
    {
      xml: generateScore({ bars: 8, trebleBar: 4, pedalBar: 1 }),
      savedBy: { conversationId: "c", toolCallId: "e2" },
    },
  ]);

test("an edit citing a version older than the score at the call is stale", async () => {
  const a = await analyse(conversation({ baseVersion: 1, bars: "1", pedal: "add" }), h());
  assert.deepEqual(flagTypes(a), ["stale-read-edit@2"]);
  assert.match(a.flags[0]!.message, /cites version 1; the score at the call is version 2/);
});

test("a second call of one message that cites the version before the first call's save is stale", async () => {
  const both = chat("c", [
    { role: "user", text: "Put bar 4 of the left hand in treble clef and add a pedal in bar 1." },
    {
      role: "assistant",
      text: "",
      calls: [
        { id: "e1", name: "edit_score" },
        { id: "e2", name: "edit_score", args: { baseVersion: 1, bars: "1", pedal: "add" } },
      ],
    },
    {
      role: "tool",
      results: [
        { id: "e1", text: "Applied. Saved as version 2." },
        { id: "e2", text: "Applied. Saved as version 3." },
      ],
    },
  ]);
  const a = await analyse(both, h());
  assert.deepEqual(flagTypes(a), ["stale-read-edit@1"]);
  assert.match(a.flags[0]!.message, /cites version 1; the score at the call is version 2/);
});

test("an edit citing the current version is not stale", async () => {
  assert.deepEqual(
    flagTypes(await analyse(conversation({ baseVersion: 2, bars: "1", pedal: "add" }), h())),
    [],
  );
});

test("a bar anchor read from an older version is stale; one read from the current version is not", async () => {
  const [v1, v2] = h().versions;
  const before = readingHash(v1!.score, new BarIndex(v1!.score).reading("P1", 2, 4));
  const now = readingHash(v2!.score, new BarIndex(v2!.score).reading("P1", 2, 4));
  assert.notEqual(before, now);
  assert.deepEqual(flagTypes(await analyse(conversation({ bar: `4#${before}` }), h())), [
    "stale-read-edit@2",
  ]);
  assert.deepEqual(flagTypes(await analyse(conversation({ bar: `4#${now}` }), h())), []);
});

test("bar anchors are found in strings and objects", () => {
  const cited = citedInArguments({ target: "4#a1b2c3", at: { bar: 5, hash: "FFEE01" }, version: "v7" });
  assert.deepEqual(cited.version, [7]);
  assert.deepEqual(
    cited.anchors.map((a) => `${a.bar}#${a.hash}`),
    ["4#a1b2c3", "5#ffee01"],
  );
  // A note named as the anchor of a mark is no content hash.
  assert.deepEqual(citedInArguments({ bar: 9, staff: 2, pedal: "add", anchor: "D3" }).anchors, []);
});

test("a version cited as score_version or scoreVersion counts", () => {
  assert.deepEqual(citedInArguments({ score_version: 1, bars: "5" }).version, [1]);
  // The version a restore copies from is no version the edit was read from.
  assert.deepEqual(
    citedInArguments({ ops: [{ restore: "pedal", bars: "1-2", fromVersion: 3 }, { pedal: "remove" }] })
      .version,
    [],
  );
  assert.deepEqual(citedInArguments({ restore: { version: 1, bars: [6, 6] } }).version, []);
  assert.deepEqual(citedInArguments({ op: "restore", version: 1 }).version, []);
  // (An "undo" tool's version is the one it brings back.)
  assert.deepEqual(citedInArguments({ version: 4, bars: [1, 4], staff: 2 }, "undo").version, []);
  assert.deepEqual(citedInArguments({ version: 4, bars: [1, 4], staff: 2 }, "transpose").version, [4]);
  assert.deepEqual(citedInArguments({ op: "set_clef", fromVersion: 3 }).version, [3]);
  assert.deepEqual(citedInArguments({ op: "set_clef", version: 3 }).version, [3]);
  assert.deepEqual(citedInArguments({ scoreVersion: "v3" }).version, [3]);
});
