import assert from "node:assert/strict";
import { test } from "node:test";
import { analyse, flagTypes, history } from "../../test/support/history.ts";
import { generateScore } from "../../test/support/piano-score.ts";
import { renderedAndMaybeRead as conversation } from "../../test/support/clef-question.ts";
import { chat } from "../../test/support/chat.ts";

test("a wrong claim from the image alone, with no read of those bars, is an image-only judgment", async () => {
  const a = await analyse(conversation(false), history("s", [{ xml: generateScore({ bars: 8 }) }]));
  assert.ok(flagTypes(a).includes("image-only-judgment@1"), flagTypes(a).join(", "));
  assert.ok(!flagTypes(a).includes("image-text-contradiction@1"));
});

test("no image in view: no image judgment at all", async () => {
  const a = await analyse(conversation(false, false), history("s", [{ xml: generateScore({ bars: 8 }) }]));
  assert.deepEqual(
    flagTypes(a).filter((f) => f.startsWith("image")),
    [],
  );
  assert.equal(a.claims[0]?.verdict, "contradicted");
});

test("a sounding key judged from the image says the reading is in the part's written pitch", async () => {
  // Clarinet in B♭ written in D major: C major at concert pitch.
  const bar = (n: number) =>
    `<measure number="${n}">${n === 1 ? "<attributes><divisions>1</divisions><key><fifths>2</fifths></key><time><beats>4</beats><beat-type>4</beat-type></time><clef><sign>G</sign><line>2</line></clef><transpose><diatonic>-1</diatonic><chromatic>-2</chromatic></transpose></attributes>" : ""}<note><pitch><step>D</step><octave>5</octave></pitch><duration>4</duration><type>whole</type></note></measure>`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?><score-partwise version="4.0"><part-list><score-part id="P1"><part-name>Clarinet in B♭</part-name></score-part></part-list><part id="P1">${[1, 2, 3, 4].map(bar).join("")}</part></score-partwise>`;
  const a = await analyse(
    chat("c", [
      { role: "user", text: "What key does it start in, at concert pitch?" },
      { role: "assistant", text: "", calls: [{ id: "p1", name: "render_page", args: { page: 1 } }] },
      { role: "tool", results: [{ id: "p1", text: "Page 1 rendered.", image: true }] },
      { role: "assistant", text: "At concert pitch the piece starts in D major." },
    ]),
    history("s", [{ xml }]),
  );
  const flag = a.flags.find((f) => f.type === "image-only-judgment");
  assert.ok(flag, flagTypes(a).join(", "));
  assert.match(
    flag.message,
    /key D major.*\(written pitch; Clarinet in B♭ is written E major for the sounding D major\)/,
  );
});
