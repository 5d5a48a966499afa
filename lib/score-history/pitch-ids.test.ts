// The pitches written from the notes' ids are the ones verovio writes itself, on excerpts of real
// scores, and the drawing is the same.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { needsShared, sharedPath } from "../../test/support/shared.ts";
import { musicXmlExcerpt, musicXmlLayout } from "./excerpt.ts";
import { withPitchAttributes, withPitchIds } from "./pitch-ids.ts";
import { readScoreBytes } from "./read-score.ts";
import { engravingOptions, excerptOptions } from "./render.ts";
import { loadVerovio } from "./verovio.ts";

const corpus = sharedPath("corpus");
const skip = needsShared(corpus);

const notePitches = (svg: string) =>
  [...svg.matchAll(/<g\b[^>]*\bclass="note"[^>]*>/g)].map((m) => {
    const p = /data-pname="(\w+)" data-oct="(-?\d+)"/.exec(m[0]);
    return p ? `${p[1]}${p[2]}` : "none";
  });
// Everything but ids (verovio makes up the ones not given) and the pitch attributes.
const drawing = (svg: string) =>
  svg
    .replace(/ id="[^"]*"/g, "")
    .replace(/ data-(?:pname|oct)="[^"]*"/g, "")
    .replace(/(MilestoneEnd) \w+/g, "$1")
    .replace(/#[\w-]+/g, "#");

test("ids are given to pitched notes only, replacing an id a note had", () => {
  const text =
    '<measure><note id="n1" default-x="10"><pitch><step>F</step><alter>1</alter><octave>5</octave></pitch></note>' +
    "<note><rest/></note><note><unpitched><display-step>E</display-step><display-octave>4</display-octave></unpitched></note>" +
    "<notehead>x</notehead><note><chord/><pitch><step>B</step><octave>-1</octave></pitch></note></measure>";
  assert.equal(
    withPitchIds(text),
    '<measure><note default-x="10" id="blp0-f5"><pitch><step>F</step><alter>1</alter><octave>5</octave></pitch></note>' +
      "<note><rest/></note><note><unpitched><display-step>E</display-step><display-octave>4</display-octave></unpitched></note>" +
      '<notehead>x</notehead><note id="blp1-b-1"><chord/><pitch><step>B</step><octave>-1</octave></pitch></note></measure>',
  );
  assert.equal(
    withPitchAttributes('<g id="blp1-b-1" class="note"><g id="x" class="note">'),
    '<g id="blp1-b-1" class="note" data-pname="b" data-oct="-1"><g id="x" class="note">',
  );
});

test(
  "on real scores: the same pitches as verovio's own attributes, and the same drawing",
  { skip },
  async () => {
    const tk = await loadVerovio();
    const files = [
      "openscore-lieder/schubert_winterreise-09-irrlicht_lc5023438.musicxml",
      "openscore-quartets/mozart_k575-quartet21_sq16138966.musicxml",
      "lilypond-testsuite/42b-MultiVoice-MidMeasureClefChange.xml",
      "lilypond-testsuite/46d-PickupMeasure-ImplicitMeasures.xml",
    ];
    let notes = 0;
    for (const file of files) {
      const bytes = readFileSync(`${corpus}/${file}`);
      const score = readScoreBytes(bytes, file);
      const layout = musicXmlLayout(new TextDecoder().decode(bytes));
      assert.ok(layout, file);
      const n = score.bars.length;
      for (let at = 1; at <= n; at += Math.max(1, Math.floor(n / 5))) {
        const excerpt = musicXmlExcerpt(layout, score, {
          from: Math.max(1, at - 1),
          to: Math.min(n, at + 1),
        });
        assert.ok(excerpt, `${file} at ${at}`);
        tk.setOptions(engravingOptions());
        assert.ok(tk.loadData(excerpt));
        const verovios = tk.renderToSVG(1);
        tk.setOptions(excerptOptions());
        assert.ok(tk.loadData(withPitchIds(excerpt)));
        const ours = withPitchAttributes(tk.renderToSVG(1));
        assert.deepEqual(notePitches(ours), notePitches(verovios), `${file} at ${at}`);
        assert.ok(!notePitches(ours).includes("none"), `${file} at ${at}`);
        assert.equal(drawing(ours), drawing(verovios), `${file} at ${at}`);
        notes += notePitches(ours).length;
      }
    }
    assert.ok(notes > 300, `${notes} notes compared`);
  },
);
