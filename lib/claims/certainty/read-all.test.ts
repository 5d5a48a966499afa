import { test } from "node:test";
import assert from "node:assert/strict";
import type { ScoreContext } from "../subject/score-context.ts";
import { unreadReason } from "./read-all.ts";

const organ: ScoreContext = {
  firstBar: 1,
  lastBar: 16,
  barCount: 16,
  parts: [{ id: "P1", name: "Organ", staves: 3 }],
};

test("a sentence whose every word has a role is read whole", () => {
  for (const s of [
    "Done — bars 9–10 of the left hand are now in bass clef.",
    "bar 10 · staff 2: treble clef; key F major; 3/4; E4 G4 C5",
    "The key is F major until bar 12 and A major from bar 13.",
    "I've transposed bars 3-4 up a tone, as you asked.",
    "bar 3 · staff 2 [3#ae35399a]: bass clef; key G major; 3/4; G2",
  ])
    assert.equal(unreadReason(s), null, s);
});

test("a clause that says nothing of the score may hold words the rules do not know", () => {
  assert.equal(unreadReason("I moved bar 4 to bass clef, so the ledger lines disappear."), null);
  // (A remark may list words with commas.)
  assert.equal(
    unreadReason("Bar 4 of the left hand is in bass clef, which keeps it tidy, clear and easy."),
    null,
  );
});

test("a reply's 'Not quite:' and the page it looked at are not the statement", () => {
  assert.equal(
    unreadReason(
      "Not quite: on the rendered page there's a treble clef at the end of bar 6, so the left hand of bar 6 is already in treble clef.",
    ),
    null,
  );
  for (const s of [
    "So, in short, the study is in F major.",
    "The 3/4 lands at m. 12.",
    "The left hand lives in the bass clef the whole way.",
    "The switch to treble clef happens at bar 7.",
    "The key signature turns to two sharps at bar 9.",
  ])
    assert.equal(unreadReason(s), null, s);
  // ("courtesy" is not read: a courtesy clef in bar 6 is bar 7's.)
  assert.match(unreadReason("There is a courtesy treble clef in bar 6.") ?? "", /courtesy/);
});

test("the pedal staff, concert pitch and a tacet part are read", () => {
  assert.equal(unreadReason("The pedal staff is silent for the first six bars.", organ), null);
  assert.equal(unreadReason("The clarinet is in D major at concert pitch."), null);
  assert.equal(unreadReason("The clarinet is tacet in bars 1–2."), null);
});

test("a word without a role, in a clause about the score, is named", () => {
  assert.equal(unreadReason("The right hand never wanders below C4."), "did not read 'wanders'");
});

test("a subject the rules cannot place is named as such, whatever the score", () => {
  assert.match(unreadReason("The pedal line in bar 4 is longer now.")!, /could not place 'pedal line'/);
  // An organ's pedal line is its pedal staff (placed by the rules, extract-claims.ts).
  assert.equal(unreadReason("The pedal line is tacet in bars 1–2.", organ), null);
  assert.match(
    unreadReason("In the bridge the left hand moves to treble clef.")!,
    /could not place 'bridge'/,
  );
  assert.match(unreadReason("The clarinet is in D major in the B section.")!, /could not place 'B section'/);
});

test("where the assistant looked ('Looking at the rendered page, …') is no place in the score", () => {
  assert.equal(unreadReason("From the rendered page, the key is C major throughout."), null);
  assert.equal(unreadReason("Looking at the image: bar 4 of the left hand is in bass clef."), null);
  assert.match(unreadReason("On page 2, bar 4 is in bass clef.")!, /could not place 'page'/);
  assert.equal(unreadReason("Judging from the page I rendered, bar 14 is in 4/4."), null);
  assert.equal(unreadReason("The page shows one flat from bar 7."), null);
  assert.equal(unreadReason("Bar 10 of the left hand is in bass clef, as the page image shows."), null);
  assert.match(
    unreadReason("Bar 10 is in bass clef at the top of the page.")!,
    /could not place 'top of the page'/,
  );
  // (The page as a whole frames what the image shows; a place on it is no bar.)
  assert.equal(unreadReason("On the rendered page the tenor clef sits at the end of bar 8."), null);
});

test("a comparison ('like bars 5 and 6') is read as its own words", () => {
  assert.equal(unreadReason("Bar 7 of the left hand is in bass clef, like bars 5 and 6."), null);
});

test("a word that takes the statement out of the present blocks it, wherever it stands", () => {
  assert.match(
    unreadReason("Bar 4 would be clearer in bass clef.")!,
    /'would' says it is not a plain statement/,
  );
  assert.match(unreadReason("If you like, bar 4 is in bass clef.")!, /'If'/);
});

test("a complement of a scope is read where the rules place it ('everywhere else'), not a bare 'else'", () => {
  assert.equal(unreadReason("The left hand is in treble for bars 5–7 and in bass everywhere else."), null);
  assert.match(unreadReason("Nothing else in the piece has pedal.")!, /'else'/);
});

test("the score's part names are words the rules read", () => {
  const duo: ScoreContext = { ...organ, parts: [{ id: "P1", name: "Flügelhorn", staves: 1 }] };
  assert.equal(unreadReason("The flügelhorn is in treble clef.", duo), null);
  assert.match(unreadReason("The flügelhorn is in treble clef.")!, /flügelhorn/);
});

test("the score's title names the piece; a date, 'either' or 'counts as' change nothing", () => {
  const lied = { ...organ, title: "Wiegelied" };
  assert.equal(unreadReason("Wiegelied is in 3/4 throughout.", lied), null);
  assert.match(unreadReason("Wiegelied is in 3/4 throughout.", organ) ?? "", /wiegelied/i);
  for (const s of [
    "Version 2 put bars 9–10 into treble clef on 2 December.",
    "The time signature doesn't change either.",
    "So bar 4 counts as treble.",
  ])
    assert.equal(unreadReason(s, organ), null, s);
});

test("'before that' is read where its clause names its bars itself; 'everything before that' is the bars before those named", () => {
  assert.equal(unreadReason("Before that, mm. 1–11 are in 4/4."), null);
  assert.equal(unreadReason("Everything before that, bars 1–12, is in 4/4."), null);
  // (Which bars come before is the extractor's to place: none where no bars were named.)
  assert.equal(
    unreadReason("The last four bars, 13 to 16, are in 3/4; everything before that is in 4/4."),
    null,
  );
  assert.match(unreadReason("Before that it is in A major.")!, /could not place 'Before that'/);
});

test("'up to there', 'until that point' point back at a place without naming the bars before it", () => {
  const sentences: [string, string][] = [
    ["The key change is at bar 9: concert F major up to there, then B♭ major to the end.", "up to there"],
    ["The left hand is in bass clef until that point.", "until that point"],
    ["It stays in 3/4 up to this point, then switches to 2/4 at bar 13.", "up to this point"],
  ];
  for (const [s, words] of sentences)
    assert.match(unreadReason(s)!, new RegExp(`could not place '${words}'`), s);
});

test("a note value is read as no subject or value of the claim; 'half' alone is not read", () => {
  assert.equal(unreadReason("Bar 16 of the right hand now has an E♭5 half note."), null);
  assert.equal(unreadReason("Bar 12 is a dotted half note F4."), null);
  assert.match(unreadReason("In the second half the key is G major.")!, /'half'/);
});

test("a part's short or foreign name is read where it names a part of the score", () => {
  const duo: ScoreContext = {
    firstBar: 1,
    lastBar: 16,
    barCount: 16,
    parts: [
      { id: "P1", name: "Clarinet in B♭", staves: 1 },
      { id: "P2", name: "Piano", staves: 2 },
    ],
  };
  assert.equal(unreadReason("Clar. is mf at m. 7 now.", duo), null);
  assert.equal(unreadReason("The Klavier is in G major in bars 1-4.", duo), null);
  // (An organ names no part of this score.)
  assert.match(unreadReason("The Orgel is in G major in bars 1-4.", duo) ?? "", /'orgel'/i);
});
