import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { strToU8, zipSync } from "fflate";
import { ReadError } from "../read-error.ts";
import { readScoreBytes, readScoreFile } from "./read-score.ts";
import { fixture } from "../../test/fixtures/score/paths.ts";

const pianoText = readFileSync(fixture("piano.musicxml"), "utf8");
const container = (path: string) =>
  strToU8(
    `<?xml version="1.0"?><container><rootfiles><rootfile full-path="${path}" media-type="application/vnd.recordare.musicxml+xml"/></rootfiles></container>`,
  );

function fails(bytes: Uint8Array | string, file: string, reason: RegExp, at?: RegExp): ReadError {
  const input = typeof bytes === "string" ? strToU8(bytes) : bytes;
  try {
    readScoreBytes(input, file);
  } catch (err) {
    assert.ok(err instanceof ReadError, `a ReadError, not ${String(err)}`);
    assert.equal(err.file, file);
    assert.match(err.reason, reason);
    if (at) assert.match(err.at ?? "", at);
    return err;
  }
  assert.fail(`${file} was read`);
}

test("an .mxl is found by its zip signature, whatever its name, and read through container.xml", () => {
  const mxl = zipSync({
    "META-INF/container.xml": container("music/score.xml"),
    "music/other.xml": strToU8("<x/>"),
    "music/score.xml": strToU8(pianoText),
  });
  const fromZip = readScoreBytes(mxl, "upload.bin");
  assert.deepEqual(fromZip, readScoreFile(fixture("piano.musicxml")));
  // Without container.xml, the first MusicXML document in the archive is the score.
  const bare = zipSync({ "score.musicxml": strToU8(pianoText) });
  assert.deepEqual(readScoreBytes(bare, "bare.mxl").bars.length, 6);
});

test("unreadable input is one ReadError naming the file and the reason", () => {
  fails(new Uint8Array(0), "empty.musicxml", /the file is empty/);
  fails("just some words", "words.musicxml", /not XML/);
  fails("<?xml version='1.0'?>\n<html><body/></html>", "page.xml", /root element is <html>/);
  fails(
    "<score-partwise><part-list></score-partwise>",
    "broken.musicxml",
    /not well-formed XML/,
    /^line 1, column \d+$/,
  );
  fails(
    "<score-partwise><part id='P1'><measure number='1'><note>&nbsp;</note></measure></part></score-partwise>",
    "entity.musicxml",
    /not well-formed XML/,
  );
  fails(
    zipSync({ "META-INF/container.xml": container("gone.xml") }),
    "empty-archive.mxl",
    /holds no MusicXML document/,
  );
  const brokenInside = zipSync({
    "META-INF/container.xml": container("s.xml"),
    "s.xml": strToU8("<score-partwise>\n<part>"),
  });
  fails(brokenInside, "inside.mxl", /not well-formed XML/, /^s\.xml, line 2, column \d+$/);
  assert.throws(
    () => readScoreFile(fixture("no-such-file.musicxml")),
    (err) => err instanceof ReadError && /no such file/.test(err.reason),
  );
});

test("a truncated or corrupt .mxl fails cleanly", () => {
  const mxl = zipSync({ "META-INF/container.xml": container("score.xml"), "score.xml": strToU8(pianoText) });
  fails(mxl.subarray(0, Math.floor(mxl.length / 2)), "half.mxl", /truncated or corrupt/);
  fails(mxl.subarray(0, mxl.length - 10), "short.mxl", /truncated or corrupt/);
  const corrupt = mxl.slice();
  // The deflated score starts after its local header; overwrite its first bytes with an invalid block type.
  const scoreHeader = corrupt.findIndex(
    (_, i) =>
      corrupt[i] === 0x50 && corrupt[i + 1] === 0x4b && corrupt[i + 2] === 3 && corrupt[i + 3] === 4 && i > 0,
  );
  const data = scoreHeader + 30 + 9; // "score.xml" is 9 bytes, no extra field
  corrupt.fill(0xff, data, data + 16);
  fails(corrupt, "corrupt.mxl", /corrupt/);
});

test("a zip bomb stops at the cap while inflating, whatever the headers claim", () => {
  const bomb = zipSync({ "score.xml": new Uint8Array(65 * 2 ** 20) }, { level: 1 });
  assert.ok(bomb.length < 200_000);
  // Make the headers lie about the size: nothing may trust them.
  const view = new DataView(bomb.buffer, bomb.byteOffset, bomb.byteLength);
  view.setUint32(22, 100, true);
  const central = bomb.findIndex((_, i) => view.getUint32(Math.min(i, bomb.length - 4), true) === 0x02014b50);
  view.setUint32(central + 24, 100, true);
  fails(bomb, "bomb.mxl", /expands past 64 MiB/, /^score\.xml$/);
});

test("DOCTYPE entity declarations are refused before any parsing: no expansion, nothing fetched", () => {
  const laughs = [
    '<?xml version="1.0"?>',
    "<!DOCTYPE score-partwise [",
    '  <!ENTITY lol "lol">',
    ...Array.from({ length: 9 }, (_, k) => `  <!ENTITY lol${k + 1} "${`&lol${k || ""};`.repeat(10)}">`),
    "]>",
    "<score-partwise><work><work-title>&lol9;</work-title></work></score-partwise>",
  ].join("\n");
  fails(laughs, "laughs.musicxml", /declares entities/);
  fails(
    '<!DOCTYPE score-partwise [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><score-partwise>&xxe;</score-partwise>',
    "xxe.musicxml",
    /declares entities/,
  );
  // The ordinary public DOCTYPE of every MusicXML file is fine, and never fetched.
  assert.equal(readScoreBytes(strToU8(pianoText), "piano.musicxml").bars.length, 6);
});
