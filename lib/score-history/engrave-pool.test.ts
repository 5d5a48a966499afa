import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fixture } from "../../test/fixtures/score/paths.ts";
import { ReadError } from "../read-error.ts";
import { engraveDocument, engraveThreads } from "./engrave-pool.ts";
import { renderDocument } from "./render.ts";

// verovio gives each drawing's elements random ids: drawings are compared by their size, staves
// and bars.
const shape = (svg: string) => ({
  size: /viewBox="([^"]+)"/.exec(svg)?.[1],
  staves: (svg.match(/class="staff"/g) ?? []).length,
  bars: bars(svg),
});
const bars = (svg: string) => [...svg.matchAll(/class="measure"[^>]*data-n="(\d+)"/g)].map((m) => m[1]);

test("documents engraved at once each come back as their own drawing", async () => {
  const piano = readFileSync(fixture("piano.musicxml"), "utf8");
  const twoParts = readFileSync(fixture("two-parts-partwise.musicxml"), "utf8");
  const [a, b, c] = await Promise.all([
    engraveDocument(piano, "piano.musicxml"),
    engraveDocument(twoParts, "two-parts-partwise.musicxml"),
    engraveDocument(piano, "piano.musicxml"),
  ]);
  assert.deepEqual(shape(c), shape(a));
  assert.notDeepEqual(shape(b), shape(a));
  assert.ok(bars(a).length > 0);
});

test("a document verovio cannot read is a ReadError naming the file; the pool goes on", async () => {
  await assert.rejects(engraveDocument("this is not music", "broken.musicxml"), (err: unknown) => {
    assert.ok(err instanceof ReadError);
    assert.equal(err.file, "broken.musicxml");
    return true;
  });
  const piano = readFileSync(fixture("piano.musicxml"), "utf8");
  assert.ok(bars(await engraveDocument(piano, "piano.musicxml")).length > 0);
});

test("the engraving threads: BARLINE_ENGRAVE_THREADS when a whole number, else one per spare core", () => {
  assert.equal(engraveThreads({ BARLINE_ENGRAVE_THREADS: "0" }), 0);
  assert.equal(engraveThreads({ BARLINE_ENGRAVE_THREADS: " 3 " }), 3);
  const byCores = engraveThreads({});
  assert.ok(byCores >= 1 && byCores <= 4);
  assert.equal(engraveThreads({ BARLINE_ENGRAVE_THREADS: "two" }), byCores);
  assert.equal(engraveThreads({ BARLINE_ENGRAVE_THREADS: "-1" }), byCores);
});

test("a document engraved on this thread is drawn as a worker draws it", async () => {
  const piano = readFileSync(fixture("piano.musicxml"), "utf8");
  const here = await renderDocument(piano, "piano.musicxml");
  assert.deepEqual(shape(here), shape(await engraveDocument(piano, "piano.musicxml")));
  await assert.rejects(renderDocument("this is not music", "broken.musicxml"), ReadError);
});
