// An MEI file whose ids and @type words name things of the page (window properties, the engraving's
// own "selected", layout classes): in the engraving Barline serves, every id is in the vrv-
// namespace, every class word after verovio's own too, and the drawing still refers to itself.
import assert from "node:assert/strict";
import { test } from "node:test";
import { readScoreBytes } from "./read-score.ts";
import { renderBars } from "./render.ts";

const HOSTILE_MEI = `<?xml version="1.0" encoding="UTF-8"?>
<mei xmlns="http://www.music-encoding.org/ns/mei" meiversion="5.0">
<music><body><mdiv xml:id="currentScript"><score>
<scoreDef><staffGrp><staffDef n="1" lines="5" clef.shape="G" clef.line="2" xml:id="defaultView"/></staffGrp></scoreDef>
<section>
<measure n="1" xml:id="location" type="selected fixed inset-0 z-50"><staff n="1" xml:id="__next_f"><layer n="1">
<note pname="c" oct="4" dur="1" xml:id="x&lt;b&gt;" type="sr-only hidden"/></layer></staff></measure>
</section></score></mdiv></body></music></mei>`;

test("a file's ids and @type words reach the engraving only under the vrv- namespace", async () => {
  const bytes = new TextEncoder().encode(HOSTILE_MEI);
  const svg = await renderBars({ data: bytes, file: "hostile.mei" }, readScoreBytes(bytes, "hostile.mei"), {
    positions: { from: 1, to: 1 },
  });
  const ids = [...svg.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!);
  assert.ok(ids.length > 5);
  for (const id of ids) assert.ok(id.startsWith("vrv-"), `id "${id}"`);
  for (const id of ["location", "__next_f"]) assert.ok(ids.includes(`vrv-${id}`), id);

  const classes = [...svg.matchAll(/\sclass="([^"]*)"/g)].map((m) => m[1]!.split(" "));
  for (const [own, ...typed] of classes) {
    assert.match(own!, /^[a-zA-Z][\w-]*$/, "verovio's own class name comes first");
    for (const t of typed) assert.ok(t.startsWith("vrv-"), `class word "${t}"`);
  }
  assert.match(
    svg,
    /<g id="vrv-location" class="measure vrv-selected vrv-fixed vrv-inset-0 vrv-z-50" data-n="1">/,
  );
  assert.match(svg, /class="note vrv-sr-only vrv-hidden"/);

  // The glyphs it uses and the stylesheet scoped to its own id still find them.
  const refs = [...svg.matchAll(/href="#([^"]*)"/g)].map((m) => m[1]!);
  assert.ok(refs.length > 0);
  for (const r of refs) assert.ok(ids.includes(r), `href #${r}`);
  const css = /<style[^>]*>([\s\S]*?)<\/style>/.exec(svg)?.[1] ?? "";
  const scopes = new Set([...css.matchAll(/#([\w-]+)/g)].map((m) => m[1]!));
  assert.ok(scopes.size > 0);
  for (const s of scopes) assert.ok(ids.includes(s), `style #${s}`);
});
