import { test } from "node:test";
import assert from "node:assert/strict";
import { otherLanguage } from "./language.ts";

test("English, terse or in the reading's own form, is English", () => {
  for (const t of [
    "Bar 4 of the left hand is now in bass clef.",
    "Done — bars 9–10 LH bass clef.",
    "bar 10 · staff 2: treble clef; key F major; 3/4; E4 G4 C5",
    "Yes, I moved the clef, which should make it easier for the pianist to read those passages.",
  ])
    assert.equal(otherLanguage(t), null, t);
});

test("a message in another language is named by its language", () => {
  assert.equal(
    otherLanguage("Fertig! Takt 9 und 10 der linken Hand sind jetzt im Violinschlüssel."),
    "German",
  );
  assert.equal(otherLanguage("La main gauche de la mesure 4 est maintenant en clé de fa."), "French");
});

test("too few words to tell is no language but English", () => {
  assert.equal(otherLanguage("OK."), null);
  assert.equal(otherLanguage("Erledigt."), null);
});

test("letters of another script are no English, whatever numbers stand among them", () => {
  assert.equal(
    otherLanguage("У п'єсі 12 тактів. Вона починається в розмірі 3/4, а з 11-го такту переходить на 2/4."),
    "Ukrainian",
  );
  assert.equal(otherLanguage("左手は5小節目からト音記号です。"), "Japanese");
  assert.equal(otherLanguage("Το μέτρο 5 είναι σε κλειδί του σολ."), "Greek");
  assert.equal(otherLanguage("Bar 5 is in treble clef."), null);
});
