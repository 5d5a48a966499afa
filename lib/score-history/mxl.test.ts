import { test } from "node:test";
import assert from "node:assert/strict";
import { strToU8, zipSync } from "fflate";
import { ReadError } from "../read-error.ts";
import { unpackMxl } from "./mxl.ts";

const score = (title: string) =>
  strToU8(
    `<?xml version="1.0"?><score-partwise><work><work-title>${title}</work-title></work></score-partwise>`,
  );

/** An .mxl whose container.xml is `container` (none when null), beside two MusicXML documents. */
function mxl(container: string | null): Uint8Array {
  const files: Record<string, Uint8Array> = {
    "a-first.musicxml": score("first in the archive"),
    "scores/song.musicxml": score("the one the container names"),
  };
  if (container !== null) files["META-INF/container.xml"] = strToU8(container);
  return zipSync(files);
}

const unpacked = (container: string | null) => {
  const { path, bytes } = unpackMxl(mxl(container), "song.mxl");
  return { path, title: /<work-title>([^<]*)/.exec(new TextDecoder().decode(bytes))?.[1] };
};

test("the rootfile container.xml names is the score, whatever the order and quotes of its attributes", () => {
  const named = { path: "scores/song.musicxml", title: "the one the container names" };
  assert.deepEqual(
    unpacked(
      `<?xml version="1.0" encoding="UTF-8"?><container><rootfiles><rootfile full-path="scores/song.musicxml" media-type="application/vnd.recordare.musicxml+xml"/></rootfiles></container>`,
    ),
    named,
  );
  assert.deepEqual(
    unpacked(
      `<container>\n  <rootfiles>\n    <rootfile media-type='application/vnd.recordare.musicxml+xml'\n      full-path='scores/song.musicxml' />\n  </rootfiles>\n</container>`,
    ),
    named,
  );
  // MusicXML's container lists the score first; a PDF of it may follow.
  assert.deepEqual(
    unpacked(
      `<container><rootfiles><rootfile full-path="scores/song.musicxml"/><rootfile full-path="a-first.musicxml" media-type="application/pdf"/></rootfiles></container>`,
    ),
    named,
  );
});

test("without a usable container.xml, the first MusicXML document in the archive is the score", () => {
  const first = { path: "a-first.musicxml", title: "first in the archive" };
  assert.deepEqual(unpacked(null), first);
  assert.deepEqual(unpacked(`<container><rootfiles/></container>`), first);
  assert.deepEqual(
    unpacked(`<container><rootfiles><rootfile media-type="x"/></rootfiles></container>`),
    first,
  );
  assert.deepEqual(
    unpacked(`<container><rootfiles><rootfile full-path="gone.xml"/></rootfiles></container>`),
    first,
  );
  // "rootfile" in a comment or in text is not a rootfile, as a pattern over the text took it to be.
  assert.deepEqual(
    unpacked(`<container><!-- <rootfile full-path="scores/song.musicxml"/> --></container>`),
    first,
  );
  assert.deepEqual(unpacked(`<container><rootfile full-path="scores/song.musicxml"`), first);
});

test("an archive with no MusicXML document is a ReadError", () => {
  const zip = zipSync({ "META-INF/container.xml": strToU8("<container/>"), "notes.txt": strToU8("hi") });
  assert.throws(
    () => unpackMxl(zip, "empty.mxl"),
    (e) => e instanceof ReadError && /holds no MusicXML document/.test(e.message),
  );
});
