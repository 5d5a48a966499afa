import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { ReadError } from "../read-error.ts";
import { readScoreFile } from "./read-score.ts";
import { positionsOf, renderBars, type BarSelection } from "./render.ts";
import type { Score } from "./score.ts";
import { needsShared, sharedPath } from "../../test/support/shared.ts";

const corpus = `${sharedPath("corpus")}/`;
const skip = needsShared(corpus);

/** Each rendered bar: its printed number and its notes ("c5"), in the order verovio drew them. */
function renderedBars(svg: string): { n: string; notes: string[] }[] {
  const bars: { n: string; notes: string[] }[] = [];
  for (const tag of svg.matchAll(/<g\b[^>]*>/g)) {
    const t = tag[0];
    if (/\bclass="measure"/.test(t)) bars.push({ n: /data-n="([^"]*)"/.exec(t)?.[1] ?? "", notes: [] });
    else if (/\bclass="note"/.test(t)) {
      const pname = /data-pname="([^"]*)"/.exec(t)?.[1];
      const oct = /data-oct="([^"]*)"/.exec(t)?.[1];
      bars.at(-1)?.notes.push(`${pname}${oct}`);
    }
  }
  return bars;
}

/** What the score's reading has in the bar at that position: every sounding note of every staff. */
function scoreNotes(score: Score, position: number): string[] {
  return score.parts
    .flatMap((p) => p.bars[position - 1] ?? [])
    .flatMap((sb) => sb.events)
    .filter((e) => e.pitch)
    .map((e) => `${e.pitch!.step.toLowerCase()}${e.pitch!.octave}`)
    .sort();
}

async function render(file: string, select: BarSelection, bytes = false) {
  const path = corpus + file;
  const score = readScoreFile(path);
  const data = bytes ? new Uint8Array(readFileSync(path)) : readFileSync(path, "utf8");
  return { score, bars: renderedBars(await renderBars({ data, file }, score, select)) };
}

for (const form of ["at-start", "at-end-of-bar3", "after-barline"]) {
  test(`synthetic piano (${form}): bar 4 renders alone, with bar 4's notes`, { skip }, async () => {
    const { bars } = await render(`synthetic/piano-clef-change-bar4-${form}.musicxml`, {
      from: "4",
      to: "4",
    });
    // Bar 4's lower staff plays C4; bar 3's played C3.
    assert.deepEqual(bars, [{ n: "4", notes: ["c5", "c4"] }]);
  });
}

test("Irrlicht: bar 4 from MusicXML and from .mxl bytes is the score's bar 4", { skip }, async () => {
  for (const [file, bytes] of [
    ["openscore-lieder/schubert_winterreise-09-irrlicht_lc5023438.musicxml", false],
    ["openscore-lieder/schubert_winterreise-09-irrlicht_lc5023438.mxl", true],
  ] as const) {
    const { score, bars } = await render(file, { from: "4", to: "4" }, bytes);
    assert.equal(bars.length, 1, file);
    assert.equal(bars[0]!.n, "4");
    assert.deepEqual([...bars[0]!.notes].sort(), scoreNotes(score, 4));
    assert.ok(bars[0]!.notes.length > 0);
  }
});

test("Tränenregen: printed bar 1 follows the pickup bar 0, so it is position 2", { skip }, async () => {
  const file = "openscore-lieder/schubert_muellerin-10-traenenregen_lc5025985.musicxml";
  const { score, bars } = await render(file, { from: "1", to: "1" });
  assert.deepEqual(positionsOf(score, { from: "1", to: "1" }), { from: 2, to: 2 });
  assert.equal(bars.length, 1);
  assert.equal(bars[0]!.n, "1");
  assert.deepEqual([...bars[0]!.notes].sort(), scoreNotes(score, 2));
  const byPosition = await render(file, { positions: { from: 1, to: 2 } });
  assert.deepEqual(
    byPosition.bars.map((b) => b.n),
    ["0", "1"],
  );
  assert.deepEqual([...byPosition.bars[0]!.notes].sort(), scoreNotes(score, 1));
});

test("a range of bars renders each of them once, in order", { skip }, async () => {
  const { score, bars } = await render(
    "openscore-lieder/schubert_winterreise-09-irrlicht_lc5023438.musicxml",
    { from: "7", to: "9" },
  );
  assert.deepEqual(
    bars.map((b) => b.n),
    ["7", "8", "9"],
  );
  bars.forEach((b, i) => assert.deepEqual([...b.notes].sort(), scoreNotes(score, 7 + i)));
});

test(
  "without a width the bars stand on one system; with one they wrap, every bar still drawn once",
  { skip },
  async () => {
    const file = "openscore-lieder/schubert_winterreise-09-irrlicht_lc5023438.musicxml";
    const path = corpus + file;
    const score = readScoreFile(path);
    const source = { data: readFileSync(path, "utf8"), file };
    const systems = (svg: string) => (svg.match(/class="system"/g) ?? []).length;
    const oneLine = await renderBars(source, score, { from: "1", to: "12" });
    const wrapped = await renderBars(source, score, { from: "1", to: "12" }, { width: 1000 });
    assert.equal(systems(oneLine), 1);
    assert.ok(systems(wrapped) > 1, `${systems(wrapped)} systems`);
    const numbers = Array.from({ length: 12 }, (_, i) => String(i + 1));
    assert.deepEqual(
      renderedBars(oneLine).map((b) => b.n),
      numbers,
    );
    assert.deepEqual(
      renderedBars(wrapped).map((b) => b.n),
      numbers,
    );
  },
);

test("switching between scores never renders the previously loaded one", { skip }, async () => {
  const irrlicht = "openscore-lieder/schubert_winterreise-09-irrlicht_lc5023438.musicxml";
  const first = await render(irrlicht, { from: "5", to: "5" });
  const other = await render("synthetic/piano-clef-change-bar4-at-start.musicxml", { from: "3", to: "3" });
  assert.deepEqual(other.bars, [{ n: "3", notes: ["c5", "c3"] }]);
  const again = await render(irrlicht, { from: "6", to: "6" });
  assert.equal(again.bars[0]!.n, "6");
  assert.deepEqual([...again.bars[0]!.notes].sort(), scoreNotes(first.score, 6));
});

test("a bar the score does not have is refused with what the score has", { skip }, () => {
  const score = readScoreFile(
    corpus + "openscore-lieder/schubert_muellerin-10-traenenregen_lc5025985.musicxml",
  );
  assert.throws(() => positionsOf(score, { from: "99", to: "99" }), /no bar numbered "99"/);
  assert.throws(() => positionsOf(score, { from: "5", to: "3" }), /no bar numbered "3" from bar "5" on/);
  assert.throws(() => positionsOf(score, { positions: { from: 0, to: 2 } }), /positions 1-38/);
  assert.throws(() => positionsOf(score, { positions: { from: 3, to: 39 } }), /positions 1-38/);
});

test("bytes verovio cannot read are a ReadError", { skip }, async () => {
  const score = readScoreFile(corpus + "synthetic/piano-clef-change-bar4-at-start.musicxml");
  const cases: [string | Uint8Array, string][] = [
    [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]), "broken.mxl"],
    ["<not-a-score/>", "not-a-score.xml"],
  ];
  for (const [data, file] of cases)
    await assert.rejects(
      renderBars({ data, file }, score, { from: "1", to: "1" }),
      (err: unknown) =>
        err instanceof ReadError && err.file === file && /verovio cannot read/.test(err.reason),
    );
  // The toolkit still renders after refusing them.
  const svg = await renderBars(
    { data: readFileSync(corpus + "synthetic/piano-clef-change-bar4-at-start.musicxml", "utf8"), file: "ok" },
    score,
    { from: "1", to: "1" },
  );
  assert.deepEqual(renderedBars(svg), [{ n: "1", notes: ["c5", "c3"] }]);
});
