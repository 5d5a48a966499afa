import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fixture } from "../../test/fixtures/score/paths.ts";
import { readScoreBytes } from "./read-score.ts";
import { renderBarWithNeighbours } from "./render-bar.ts";

function source(name: string) {
  const data = new Uint8Array(readFileSync(fixture(name)));
  return { data, file: name, score: readScoreBytes(data, name) };
}

const keyAccidentals = (svg: string) => (svg.match(/class="keyAccid"/g) ?? []).length;

test("engravings are remembered by content: each version of a bar keeps its own", async () => {
  const piano = source("piano.musicxml");
  const edited = source("piano-edited.musicxml");
  const first = await renderBarWithNeighbours(piano, piano.score, 3);
  // The edited version is F major in bars 1-4: one flat on each staff of bars 2-4's first system.
  const other = await renderBarWithNeighbours(edited, edited.score, 3);
  assert.equal(keyAccidentals(first), 0);
  assert.equal(keyAccidentals(other), 2);
  // Asked again, with fresh bytes of the same file: the same picture, from the cache.
  const again = await renderBarWithNeighbours(source("piano.musicxml"), piano.score, 3);
  assert.equal(again, first);
});

test("a part or staff selected is a picture of its own", async () => {
  const piano = source("piano.musicxml");
  const whole = await renderBarWithNeighbours(piano, piano.score, 4);
  const lower = await renderBarWithNeighbours(piano, piano.score, 4, { part: "P1", staff: 2 });
  const part = await renderBarWithNeighbours(piano, piano.score, 4, { part: "P1" });
  const staves = (svg: string) => (svg.match(/class="staff"/g) ?? []).length;
  assert.deepEqual([staves(whole), staves(part), staves(lower)], [6, 6, 3]);
});
