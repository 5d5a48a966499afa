// Files written to exhaust memory or time, each a small change to a real fixture: refused with a
// ReadError naming the file, the place and the limit (issue 12), never followed.
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { importBytes, importFile } from "./transcripts/import.ts";
import type { Problem } from "./transcripts/conversation.ts";
import { readBundle } from "./bundle/read-bundle.ts";
import { jsonDepth, LIMITS } from "./limits.ts";
import { ReadError } from "./read-error.ts";
import { readScoreBytes, readScoreFile } from "./score-history/read-score.ts";

const piano = readFileSync("test/fixtures/score/piano.musicxml", "utf8");
const duo = readFileSync("test/fixtures/mei/duo-mei4.mei", "utf8");
const bytes = (s: string) => new TextEncoder().encode(s);

function refused(text: string, reason: RegExp, at?: RegExp): void {
  assert.throws(
    () => readScoreBytes(bytes(text), "scores/s/v1.musicxml"),
    (e: unknown) => {
      assert.ok(e instanceof ReadError, String(e));
      assert.equal(e.file, "scores/s/v1.musicxml");
      assert.match(e.reason, reason);
      if (at) assert.match(e.at ?? "", at);
      return true;
    },
  );
}

test("a staff number of 10^9 in a note is refused at its bar, not followed", () => {
  refused(
    piano.replace("<staff>1</staff></note>", "<staff>1000000000</staff></note>"),
    /1,000,000,000 staves in a part is over Barline's limit of 64/,
    /part P1, bar 1/,
  );
});

test("<staves> of 10^7 and a clef number of 10^9 are refused", () => {
  refused(piano.replace("<staves>2</staves>", "<staves>10000000</staves>"), /staves in a part/);
  refused(piano.replace('<clef number="2">', '<clef number="1000000000">'), /staves in a part/);
});

test("an <alter> of 4294967295 is refused, not a RangeError", () => {
  refused(
    piano.replace("<step>E</step>", "<step>E</step><alter>4294967295</alter>"),
    /semitones of alteration is over Barline's limit of 3/,
    /bar 1/,
  );
});

test("a key signature of 10^9 flats is refused, in MusicXML and in MEI", () => {
  refused(piano.replace("<fifths>0</fifths>", "<fifths>-1000000000</fifths>"), /sharps or flats/);
  refused(
    duo.replace('key.sig="3f"', 'key.sig="1000000000f"'),
    /sharps or flats in a key signature/,
    /bar 0/,
  );
});

test("more parts than the limit, or parts × bars past it, are refused before any bar is built", () => {
  const part = (id: string, bars: number) => `<part id="${id}">${"<measure/>".repeat(bars)}</part>`;
  const score = (parts: string[]) => `<score-partwise>${parts.join("")}</score-partwise>`;
  refused(score(Array.from({ length: LIMITS.parts + 1 }, (_, i) => part(`P${i}`, 1))), /parts in a score/);
  // One long part pads every other part to its length: 256 parts × 782 bars.
  const many = Array.from({ length: LIMITS.parts - 1 }, (_, i) => part(`P${i}`, 1));
  refused(score([...many, part("long", 782)]), /200,192 bars × staves in a score is over/);
  assert.equal(readScoreBytes(bytes(score([...many, part("long", 781)])), "v.musicxml").parts.length, 256);
});

test("bars × staves just past the limit are refused, naming the file and the limit; at it, read", () => {
  // 64 staves of empty bars: 24 bytes a bar that a reading holds on every staff.
  const staves = (bars: number) =>
    `<score-partwise><part id="P1"><measure><attributes><staves>64</staves></attributes></measure>${"<measure/>".repeat(bars - 1)}</part></score-partwise>`;
  const bars = LIMITS.staffBars / 64;
  assert.equal(readScoreBytes(bytes(staves(bars)), "scores/s/v1.musicxml").bars.length, bars);
  refused(staves(bars + 1), /200,064 bars × staves in a score is over Barline's limit of 200,000/);
});

test("a part listed again, or a staff defined again, is one part: its bars are not read twice", () => {
  // 1,000 <part-list>s naming one part made 1,000 copies of its 2,000 bars (3 GB, 40 s).
  const list = '<part-list><score-part id="P1"><part-name>Solo</part-name></score-part></part-list>';
  const repeated = `<score-partwise>${list.repeat(1_000)}<part id="P1">${"<measure/>".repeat(2_000)}</part></score-partwise>`;
  const score = readScoreBytes(bytes(repeated), "scores/s/v1.musicxml");
  assert.deepEqual(
    score.parts.map((p) => p.id),
    ["P1"],
  );
  assert.equal(score.bars.length, 2_000);
  const staffDef = '<staffDef n="1" label="Violin" lines="5" clef.shape="G" clef.line="2"/>';
  assert.ok(duo.includes(staffDef));
  const twice = readScoreBytes(bytes(duo.replace(staffDef, staffDef.repeat(500))), "scores/s/v1.mei");
  assert.deepEqual(
    twice.parts.map((p) => p.staves),
    readScoreBytes(bytes(duo), "scores/s/v1.mei").parts.map((p) => p.staves),
  );
});

test("XML nested deeper than any score is refused, in MusicXML and in MEI (no stack overflow)", () => {
  const deep = (n: number) => "<x>".repeat(n) + "</x>".repeat(n);
  refused(
    piano.replace('<measure number="2">', `<measure number="2"><p>${deep(6_000)}</p>`),
    /levels of nesting/,
  );
  refused(
    duo.replace("<pubStmt/>", `<pubStmt>${deep(6_000)}</pubStmt>`),
    /levels of nesting is over Barline's limit of 256/,
    /line \d+/,
  );
});

test("jsonDepth counts brackets outside strings only", () => {
  assert.equal(jsonDepth('{"a":[1,{"b":"[[[{{{"}]}'), 3);
  assert.equal(jsonDepth('"\\"[["'), 0);
});

async function problemsOf(text: string, file = "chats/a.jsonl"): Promise<Problem[]> {
  const problems: Problem[] = [];
  for await (const item of importBytes(bytes(text), file)) if ("problem" in item) problems.push(item.problem);
  return problems;
}

test("JSON nested 1,251 deep is a problem at its line, and the next line is still read", async () => {
  const good = readFileSync("test/fixtures/transcripts/anthropic-pairs.jsonl", "utf8");
  const deep = "[".repeat(1_251) + "]".repeat(1_251);
  const problems = await problemsOf(`${deep}\n${good}`);
  assert.ok(
    problems.some((p) => p.at === "line 1" && /1,251|257 levels of nesting/.test(p.message)),
    JSON.stringify(problems),
  );
  const whole = await problemsOf(`{"messages": ${deep}}`, "chats/a.json");
  assert.match(whole[0]?.message ?? "", /levels of nesting is over Barline's limit/);
});

test("a line longer than any message is skipped as a problem without being held", async () => {
  const long = `{"x":"${"a".repeat(LIMITS.messageChars + 10)}"}`;
  const dir = mkdtempSync(join(tmpdir(), "barline-limits-"));
  writeFileSync(join(dir, "long.jsonl"), `{"type":"ping"}\n${long}\n`);
  const problems: Problem[] = [];
  for await (const item of importFile(join(dir, "long.jsonl"), { file: "chats/long.jsonl" }))
    if ("problem" in item) problems.push(item.problem);
  rmSync(dir, { recursive: true });
  assert.ok(
    problems.some((p) => p.at === "line 2" && /characters in one message or line is over/.test(p.message)),
    JSON.stringify(problems),
  );
});

test("a 600 MB score or chat is refused by its size before it is read, alone or in a bundle", async () => {
  const dir = mkdtempSync(join(tmpdir(), "barline-big-"));
  try {
    const big = join(dir, "big.musicxml");
    // A sparse file: 600 MB on paper, nothing on disk.
    writeFileSync(big, "");
    truncateSync(big, 600 * 2 ** 20);
    assert.throws(
      () => readScoreFile(big),
      (e: unknown) =>
        e instanceof ReadError && /629,145,600 characters in one document is over/.test(e.reason),
    );
    const chat = join(dir, "big.json");
    writeFileSync(chat, "{");
    truncateSync(chat, 600 * 2 ** 20);
    const problems: Problem[] = [];
    for await (const item of importFile(chat, { file: "chats/big.json" }))
      if ("problem" in item) problems.push(item.problem);
    assert.ok(
      problems.some((p) => /characters in one (document|message or line)/.test(p.message)),
      JSON.stringify(problems),
    );
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test("more messages in a conversation, or versions of a score, than the limits are problems of their files", async () => {
  const messages = Array.from({ length: LIMITS.messagesPerConversation + 1 }, (_, i) => ({
    role: i % 2 ? "assistant" : "user",
    content: "a",
  }));
  const problems = await problemsOf(JSON.stringify({ messages }), "chats/long.json");
  assert.ok(
    problems.some((p) => /200,001 messages in one conversation is over/.test(p.message)),
    JSON.stringify(problems),
  );

  const dir = mkdtempSync(join(tmpdir(), "barline-versions-"));
  try {
    cpSync("test/fixtures/analysis/etude-bundle", dir, { recursive: true });
    const versions = Array.from({ length: LIMITS.versionsPerScore + 1 }, (_, i) => ({
      version: i + 1,
      file: "v1.musicxml",
    }));
    writeFileSync(join(dir, "scores/cello/history.json"), JSON.stringify({ versions: versions.slice(1) }));
    const under = await readBundle(dir);
    assert.deepEqual(under.problems, []);
    assert.equal(under.scores[0]?.versions.length, LIMITS.versionsPerScore);
    writeFileSync(join(dir, "scores/cello/history.json"), JSON.stringify({ versions }));
    const bundle = await readBundle(dir);
    assert.deepEqual(
      bundle.problems.map((p) => [p.file, p.at, p.message]),
      [
        [
          "scores/cello/history.json",
          "/versions",
          "20,001 versions of one score is over Barline's limit of 20,000",
        ],
      ],
    );
  } finally {
    rmSync(dir, { recursive: true });
  }
});
