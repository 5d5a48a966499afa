// Attribute and field values that name Object's own properties, and bytes that are not UTF-8
// (issue 12): read as what the file says, never as something of the JavaScript runtime.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { zipSync } from "fflate";
import { clefName, keyName } from "./score-history/names.ts";
import { readScoreBytes } from "./score-history/read-score.ts";
import type { Problem } from "./transcripts/conversation.ts";
import { importBytes, importFile, type ImportItem } from "./transcripts/import.ts";

const bytes = (s: string) => new TextEncoder().encode(s);

test('a clef shape "constructor" (MEI) is no clef, a key mode "constructor" (MusicXML) a signature', () => {
  const duo = readFileSync("test/fixtures/mei/duo-mei4.mei", "utf8");
  const mei = readScoreBytes(bytes(duo.replace('clef.shape="G"', 'clef.shape="constructor"')), "duo.mei");
  assert.equal(clefName(mei.parts[0]!.bars[0]![0]!.clef), "no clef");
  const piano = readFileSync("test/fixtures/score/piano.musicxml", "utf8");
  const xml = readScoreBytes(
    bytes(piano.replace("<fifths>0</fifths>", "<fifths>2</fifths><mode>constructor</mode>")),
    "p.musicxml",
  );
  assert.equal(keyName(xml.parts[0]!.bars[0]![0]!.key), "key signature of 2 sharps (constructor)");
});

async function all(items: AsyncIterable<ImportItem>) {
  const out = { conversations: [] as ImportItem[], problems: [] as Problem[] };
  for await (const item of items) {
    if ("problem" in item) out.problems.push(item.problem);
    else out.conversations.push(item);
  }
  return out;
}

test('a label named "__proto__" is kept like any other', async () => {
  const text =
    '{"labels":{"__proto__":"x","team":"y"},"messages":[{"role":"user","content":"hi"},{"role":"assistant","content":"ok"}]}';
  const { conversations } = await all(importBytes(bytes(text), "chats/c.json"));
  const c = conversations[0]!;
  assert.ok("conversation" in c);
  assert.deepEqual(Object.entries(c.conversation.labels), [
    ["__proto__", "x"],
    ["team", "y"],
  ]);
});

test("bytes that are not UTF-8 are a problem of the file, in memory and streamed, and the chat is still read", async () => {
  const good = readFileSync("test/fixtures/transcripts/anthropic-pairs.jsonl");
  // Inside the first message's text: "Add a pedal…" reads "Add a ��pedal…".
  const at = good.indexOf("pedal in bar 1");
  const bad = Buffer.concat([good.subarray(0, at), Buffer.from([0xff, 0xfe]), good.subarray(at)]);
  const message = "the file holds bytes that are not UTF-8; they are read as U+FFFD (�)";
  const inMemory = await all(importBytes(bad, "chats/bad.jsonl"));
  assert.deepEqual(inMemory.problems, [{ file: "chats/bad.jsonl", message }]);
  assert.ok(inMemory.conversations.length > 0);
  const dir = mkdtempSync(join(tmpdir(), "barline-utf8-"));
  try {
    writeFileSync(join(dir, "bad.jsonl"), bad);
    const streamed = await all(importFile(join(dir, "bad.jsonl"), { file: "chats/bad.jsonl" }));
    assert.deepEqual(streamed.problems, [{ file: "chats/bad.jsonl", message }]);
    assert.equal(streamed.conversations.length, inMemory.conversations.length);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test("MEI dots no note has (negative, a billion) count as none: no RangeError, no billion dots printed", () => {
  const duo = readFileSync("test/fixtures/mei/duo-mei4.mei", "utf8");
  const negative = readScoreBytes(bytes(duo.replace('dur="2"', 'dur="2" dots="-1000000000"')), "duo.mei");
  assert.equal(negative.bars.length, readScoreBytes(bytes(duo), "duo.mei").bars.length);
  const lied = readFileSync("test/fixtures/mei/lied-mei5.mei", "utf8");
  const tempo = readScoreBytes(
    bytes(lied.replace('mm.unit="4"', 'mm.unit="4" mm.dots="1000000000"')),
    "lied.mei",
  );
  const marks = tempo.parts.flatMap((p) => p.bars.flat().flatMap((b) => b.tempo.map((t) => t.value)));
  assert.deepEqual(marks, ["♩ = 72"]);
});

/** The fixture with the byte 0xFF put just before `before`, and where it went: "line L, byte B". */
function withBadByte(path: string, before: string): { bytes: Uint8Array; at: string } {
  const good = readFileSync(path);
  const offset = good.indexOf(before);
  assert.ok(offset > 0, `${before} is in ${path}`);
  const line = good.subarray(0, offset).toString("latin1").split("\n").length;
  return {
    bytes: Buffer.concat([good.subarray(0, offset), Buffer.from([0xff]), good.subarray(offset)]),
    at: `line ${line}, byte ${offset}`,
  };
}

const NOT_UTF8 = "the file holds bytes that are not UTF-8; they are read as U+FFFD (\uFFFD)";

test("a score whose text holds a byte that is not UTF-8 is read, and says where (MusicXML, MEI)", () => {
  const xml = withBadByte("test/fixtures/score/piano.musicxml", "Piano</part-name>");
  const piano = readScoreBytes(xml.bytes, "p.musicxml");
  assert.equal(piano.parts[0]!.name, "\uFFFDPiano");
  assert.deepEqual(piano.warnings, [{ file: "p.musicxml", at: xml.at, message: NOT_UTF8 }]);
  const mei = withBadByte("test/fixtures/mei/duo-mei4.mei", "Fixture Duo</title>");
  const duo = readScoreBytes(mei.bytes, "duo.mei");
  assert.equal(duo.title, "\uFFFDFixture Duo");
  assert.deepEqual(duo.warnings, [{ file: "duo.mei", at: mei.at, message: NOT_UTF8 }]);
  assert.equal(
    readScoreBytes(readFileSync("test/fixtures/score/piano.musicxml"), "p.musicxml").warnings,
    undefined,
  );
});

test("in an .mxl, the place names the document inside the archive", () => {
  const xml = withBadByte("test/fixtures/score/piano.musicxml", "Piano</part-name>");
  const container =
    '<?xml version="1.0"?><container><rootfiles><rootfile full-path="score/piano.musicxml"/></rootfiles></container>';
  const mxl = zipSync({
    "META-INF/container.xml": bytes(container),
    "score/piano.musicxml": xml.bytes,
  });
  const score = readScoreBytes(mxl, "p.mxl");
  assert.equal(score.parts[0]!.name, "\uFFFDPiano");
  assert.deepEqual(score.warnings, [
    { file: "p.mxl", at: `score/piano.musicxml, ${xml.at}`, message: NOT_UTF8 },
  ]);
});
