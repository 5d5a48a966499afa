import { test } from "node:test";
import assert from "node:assert/strict";
import { findValueMentions } from "./find.ts";
import { normalizeValue } from "./normalize.ts";
import { findNotesChange } from "./notes-change.ts";
import { findOtherMention } from "./unmodelled.ts";

const values = (t: string, bare = false) =>
  findValueMentions(t, { bareClefNames: bare }).map((m) => `${m.property}:${m.value}`);

test("clefs by name, sign and line", () => {
  assert.deepEqual(values("bass clef, F clef, G clef, alto clef, tenor clef"), [
    "clef:bass",
    "clef:bass",
    "clef:treble",
    "clef:alto",
    "clef:tenor",
  ]);
  assert.deepEqual(values("a C clef on the fourth line"), ["clef:tenor"]);
  assert.deepEqual(values("treble 8vb clef"), ["clef:treble 8vb"]);
  assert.deepEqual(values("the bass staff"), []);
  assert.deepEqual(values("back to treble", true), ["clef:treble"]);
  assert.deepEqual(values("back to treble"), []);
});

test("keys, signatures and times", () => {
  assert.deepEqual(values("D major, B-flat minor, B♭ major, Bb major, F# minor, a minor change"), [
    "key:D major",
    "key:B-flat minor",
    "key:B-flat major",
    "key:B-flat major",
    "key:F-sharp minor",
  ]);
  assert.deepEqual(values("one flat"), ["key:F major|D minor"]);
  assert.deepEqual(values("no sharps or flats"), ["key:C major|A minor"]);
  assert.deepEqual(values("a C major chord"), []);
  assert.deepEqual(values("3/4, three-four, common time, alla breve"), [
    "time:3/4",
    "time:3/4",
    "time:4/4",
    "time:2/2",
  ]);
});

test("pitches, pedal, dynamics and tempo", () => {
  assert.deepEqual(values("F5, F#5, F-sharp 5, B-flat 4 and B♭4"), ["notes:F5 F#5 F#5 Bb4 Bb4"]);
  assert.deepEqual(values("the notes C4 E4 G4"), ["notes:C4 E4 G4"]);
  assert.deepEqual(values("the Ped. marking"), ["pedal:null"]);
  assert.deepEqual(values("forte, mf and a crescendo"), ["dynamics:f", "dynamics:mf", "dynamics:crescendo"]);
  assert.deepEqual(values("the piano part"), []);
  // The instrument's staff, not a marking: only the "p" added is.
  assert.deepEqual(values("Added p to piano RH, m. 1."), ["dynamics:p"]);
  assert.deepEqual(values("Allegro at ♩=120, or 96 bpm"), ["tempo:Allegro", "tempo:♩ = 120", "tempo:♩ = 96"]);
});

test("every form of pedal, dynamics and tempo passes the word test that guards the patterns", () => {
  assert.deepEqual(values("the sostenuto pedal"), ["pedal:null"]);
  assert.deepEqual(values("pianissimo, mezzo-piano, sforzando and dim."), [
    "dynamics:pp",
    "dynamics:mp",
    "dynamics:sfz",
    "dynamics:diminuendo",
  ]);
  assert.deepEqual(values("sffz then rfz"), ["dynamics:sffz", "dynamics:rfz"]);
  assert.deepEqual(values("marked p"), ["dynamics:p"]);
  assert.deepEqual(values("a p marking"), ["dynamics:p"]);
  assert.deepEqual(values("the violins have f at bar 9"), ["dynamics:f"]);
  assert.deepEqual(values("hairpins"), ["dynamics:null"]);
  assert.deepEqual(values("quarter = 96"), ["tempo:♩ = 96"]);
  assert.deepEqual(values("Larghetto, then a tempo of 100"), [
    "tempo:Larghetto",
    "tempo:A tempo",
    "tempo:♩ = 100",
  ]);
  assert.deepEqual(values("the metronome marking"), ["tempo:null"]);
  assert.deepEqual(values("the key of D, six-eight time, cut time"), ["key:D major", "time:6/8", "time:2/2"]);
});

test("normalizeValue accepts what the rules would write and refuses other words", () => {
  assert.equal(normalizeValue("clef", "bass clef"), "bass");
  assert.equal(normalizeValue("clef", "French violin"), "French violin");
  assert.equal(normalizeValue("key", "Bb major"), "B-flat major");
  assert.equal(normalizeValue("time", "common time"), "4/4");
  assert.equal(normalizeValue("notes", "F-sharp 5"), "F#5");
  assert.equal(normalizeValue("pedal", "removed"), "removed");
  assert.equal(normalizeValue("clef", "purple"), undefined);
  assert.equal(normalizeValue("bar-count", "fifteen"), undefined);
  assert.equal(normalizeValue("other", null), null);
});

test("markings Barline does not model are one mention; clef octaves are left to the clef", () => {
  assert.deepEqual(findOtherMention("bar 4 is played legato, under one slur"), {
    property: "other",
    value: "legato, slur",
    index: 16,
    end: 38,
  });
  assert.equal(findOtherMention("bar 2 is played with down-bows")?.value, "down-bows");
  assert.equal(findOtherMention("bar 3 has a fermata and a trill")?.value, "fermata, trill");
  assert.equal(findOtherMention("bar 4 is in bass clef"), null);
  // Each kind passes the word test that guards the patterns.
  const words = [
    "staccatissimo, tenuto, portato, articulations",
    "phrasing, tied",
    "bowings, pizz., arco, spiccato, détaché, col legno, sul tasto, martelé, sautillé",
    "finger numbers",
    "lyrics, syllables",
    "mordents, grace notes, appoggiatura, acciaccaturas, ornamented, turn sign, rolled chords, arpeggiated",
    "stems, beaming",
    "system break, page breaks, new page, layout",
    "rit., ritard., ritardando, riten., ritenuto, rall., rallentando, accel., accelerando, stringendo, allargando",
    "breath marks, caesura, tremolos, glissando, harmonics, con sordino, mutes, ottava, 8va, triplets, tuplet",
    "rehearsal marks, repeat barlines, voltas, second endings, final barline, double bar line, chord symbols",
  ];
  for (const list of words) assert.equal(findOtherMention(list)?.value, list);
  const clause = "bar 30 is in treble 8vb clef";
  assert.equal(findOtherMention(clause, findValueMentions(clause)), null);
});

test("a clef by its sign letter and line, only as the value of a clef or sign key", () => {
  // Each form passes the word test that guards the pattern.
  assert.deepEqual(values("clef: G2"), ["clef:treble"]);
  assert.deepEqual(values("clef F"), ["clef:bass"]);
  assert.deepEqual(values('"clef": "C3"}'), ["clef:alto"]);
  assert.deepEqual(values("clef=F4, key: D major"), ["clef:bass", "key:D major"]);
  assert.deepEqual(values("sign: C4"), ["clef:tenor"]);
  assert.deepEqual(values('"sign":"C1"'), ["clef:soprano"]);
  assert.deepEqual(values("clef: G"), ["clef:treble"]);
  // A C clef without its line could be alto, tenor or soprano.
  assert.deepEqual(values("clef: C"), []);
  // Elsewhere a capital letter is a note or a key.
  assert.deepEqual(values("bass clef F3 A3"), ["clef:bass", "notes:F3 A3"]);
  assert.deepEqual(values("the left hand starts on G2"), ["notes:G2"]);
  assert.deepEqual(values("clef: F major"), ["key:F major"]);
  assert.deepEqual(values("time sign: C"), []);
  assert.deepEqual(values("clef f"), []);
});

test("a sign and its line beside the word 'clef' is a clef, not a note, unless a clef's name or more pitches say so", () => {
  assert.deepEqual(values("bar 9: staff 2 clef G2 (treble), set at the start of bar 9"), ["clef:treble"]);
  assert.deepEqual(values("staff 2 clef F4 (bass)"), ["clef:bass"]);
  assert.deepEqual(values("a G2 clef in the right hand"), ["clef:treble"]);
  assert.deepEqual(values("the C3 clef"), ["clef:alto"]);
  // A clef's name before it, or pitches after it, make it a note.
  assert.deepEqual(values("bass clef G2 D3 G3"), ["clef:bass", "notes:G2 D3 G3"]);
  assert.deepEqual(values("bass clef G2"), ["clef:bass", "notes:G2"]);
  assert.deepEqual(values("staff 2 clef F3 C3"), ["notes:F3 C3"]);
});

test("a transposition by a named interval has its size in semitones; an ambiguous one has none", () => {
  const shift = (t: string) => findNotesChange(t)?.value;
  assert.equal(shift("transposed up a major second"), "transposed +2");
  assert.equal(shift("transposed down a minor third"), "transposed -3");
  assert.equal(shift("transposed up a perfect 4th"), "transposed +5");
  assert.equal(shift("transposed up an augmented fourth"), "transposed +6");
  assert.equal(shift("transposed down a diminished 5th"), "transposed -6");
  assert.equal(shift("transposed up a tritone"), "transposed +6");
  assert.equal(shift("transposed up a fifth"), "transposed +7");
  assert.equal(shift("transposed down a minor sixth"), "transposed -8");
  assert.equal(shift("transposed up a major 6th"), "transposed +9");
  assert.equal(shift("transposed up a minor seventh"), "transposed +10");
  assert.equal(shift("transposed up by a major 7th"), "transposed +11");
  assert.equal(shift("transposed up an octave and a minor second"), "transposed +13");
  assert.equal(shift("moved the melody down a 2nd"), "changed");
  assert.equal(shift("transposed up a third"), "changed");
  assert.equal(shift("transposed up an octave and a sixth"), "changed");
  assert.equal(shift("transposed up a major fifth"), "changed");
  assert.equal(shift("transposed down an octave"), "transposed -12");
  assert.equal(shift("transposed up 3 semitones"), "transposed +3");
});

test("a lone p or f after 'starts with an' or before 'sits' is a dynamic; a capital F is not", () => {
  const marks = (text: string) =>
    findValueMentions(text)
      .filter((v) => v.property === "dynamics")
      .map((v) => v.value);
  assert.deepEqual(marks("Bar 13 starts with an f."), ["f"]);
  assert.deepEqual(marks("The f sits under the cello's first note in bar 7."), ["f"]);
  assert.deepEqual(marks("The left hand starts with F."), []);
});

test("a lone p or f placed at a bar, or beside other dynamics, is a dynamic; a capital F is not", () => {
  const marks = (text: string) =>
    findValueMentions(text)
      .filter((v) => v.property === "dynamics")
      .map((v) => v.value);
  assert.deepEqual(marks("There are two: p in bar 1 and f at bar 9."), ["p", "f"]);
  assert.deepEqual(marks("p at bar 1, mf at bar 5, f at bar 9 and pp at bar 16."), ["p", "mf", "f", "pp"]);
  assert.deepEqual(marks("The melody reaches F at bar 9."), []);
});

test("a time signature before 'bars' and their numbers is theirs; '3/4 bars' alone names no bars", () => {
  assert.deepEqual(values("Time: 4/4 bars 1–12, 3/4 bars 13–16"), ["time:4/4", "time:3/4"]);
  assert.deepEqual(values("There are four 3/4 bars."), []);
});

test("an organ's registration ('a 16' pedal stop', 'the pedal coupler') is no pedal marking", () => {
  for (const text of ["A 16' pedal stop doubles that line an octave down.", "The pedal coupler is drawn."])
    assert.deepEqual(
      findValueMentions(text).filter((m) => m.property === "pedal"),
      [],
      text,
    );
  assert.equal(findValueMentions("bar 10: pedal stop").filter((m) => m.property === "pedal").length, 1);
});
