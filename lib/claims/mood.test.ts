import { test } from "node:test";
import assert from "node:assert/strict";
import {
  describesScore,
  editOnlyByNow,
  isAsserted,
  isGeneralRemark,
  isHabitRemark,
  isToolOrNotationRemark,
  isInstruction,
  isProposal,
  isQuestion,
  negatedBefore,
  reportsEdit,
  saysAdded,
  saysRemoved,
  saysState,
  statesByNow,
  withoutOpeners,
} from "./mood.ts";

/** Each sentence with what the function should say of it, so a failure names the sentence. */
function each(fn: (s: string) => boolean, expected: boolean, sentences: string[]): void {
  for (const s of sentences) assert.equal(fn(s), expected, `${fn.name}(${JSON.stringify(s)})`);
}

test("statements of what the score has are asserted, hedged ones too (findings.md, Short answers)", () => {
  each(isAsserted, true, [
    "Bar 4 of the left hand is in bass clef.",
    "The piece is in G major throughout.",
    "OK, bar 9 now has a treble clef.",
    "It looks like bar 4 is in bass clef.",
    "I think the left hand is in bass clef from bar 5.",
    "The time signature in bars 11 and 12 is 4/4, as I said.",
    "The left hand stays in bass through bar 10, as noted above.",
    "I've changed the clef in bar 4 to bass, as you asked.",
    "Done — the pedal is gone from bar 8.",
    "There is no pedal anywhere in the piece.",
  ]);
});

test("intentions, offers and requests are not asserted (findings.md, Not claims)", () => {
  each(isAsserted, false, [
    "I'll change bar 4 to bass clef.",
    "I'm going to move the pedal to bar 9.",
    "Shall I put the left hand in treble clef?",
    "Would you like me to add a pedal marking?",
    "Let me check bar 12 first.",
    "Please confirm the key change at bar 13.",
    "Adding the pedal in bar 8 now.",
    "If you want, the right hand could go into bass clef.",
    "Bass clef would avoid the ledger lines in bar 6.",
    "Maybe the key should be D major.",
  ]);
});

test("doubts, apologies, retractions and talk about the tool or the page are not asserted", () => {
  each(isAsserted, false, [
    "I'm not sure whether bar 4 is in bass clef.",
    "I can't tell which clef bar 7 has.",
    "Sorry, I made a mistake about bar 4.",
    "I was wrong about the clef in bar 9.",
    "The tool reported that the edit was applied.",
    "Try refreshing the page to see the change.",
    "The clef is supposed to be treble in bar 3.",
  ]);
});

test("questions end with a question mark, even inside quotes or brackets", () => {
  each(isQuestion, true, ["Is the left hand in bass clef?", 'Did you mean "bar 4?"', "Which bar (4 or 5?)"]);
  each(isQuestion, false, ["Bar 4 is in bass clef.", "Is it? No — it is treble.", "Bars 3–4: treble."]);
});

test("a sentence labelled as a proposal offers an edit", () => {
  each(isProposal, true, [
    "Proposed change: bar 4 lower staff clef bass -> treble",
    "Suggestion: put the pedal in bar 9.",
    "Option 2: move the key change to bar 13.",
    "**Plan:** transpose bars 5–8 up a tone.",
  ]);
  each(isProposal, false, ["Change made: bar 4 is in bass clef.", "The plan worked: bar 4 is bass."]);
});

test("an instruction to the reader is told from a report that opens with the verb", () => {
  each(isInstruction, true, [
    "Add a pedal marking in bar 8.",
    "Keep the left hand in bass clef.",
    "(Move the crescendo to bar 10.)",
    "Transpose bars 5–8 up a tone.",
  ]);
  // "Put" and "set" read the same in the past: "Put bar 4 in bass clef" may report the edit.
  each(isInstruction, false, [
    "Put bar 4 in bass clef.",
    "Set the tempo to 96.",
    "Change: bar 4 is bass.",
    "Keep is the word.",
    "Bar 4 is in bass clef.",
  ]);
});

test("negation before a value: in its clause, not across a comma", () => {
  const at = (clause: string, word: string) => negatedBefore(clause, clause.indexOf(word));
  assert.equal(at("bar 4 is not in bass clef", "bass"), true);
  assert.equal(at("bar 4 isn't in bass clef", "bass"), true);
  assert.equal(at("the left hand is no longer in treble", "treble"), true);
  assert.equal(at("there is no pedal in bar 8", "pedal"), true);
  assert.equal(at("bar 4 is in bass clef", "bass"), false);
  assert.equal(at("not bar 3, but bar 4 is in bass clef", "bass"), false);
});

test("an edit report and a statement of the score's state (findings.md, Edit or state)", () => {
  each(reportsEdit, true, [
    "I changed the clef in bar 4 to bass.",
    "I've gone ahead and moved the pedal to bar 9.",
    "The key signature has been updated to D major.",
    "Bar 4 was switched to bass clef.",
    "Key signature changed to E♭ major.",
    "Fermata removed from bar 3.",
    "Done.",
    "Bar 4: treble → bass.",
  ]);
  each(reportsEdit, false, [
    "Bar 4 is in bass clef.",
    "The left hand is marked p in bar 1.",
    "There is no pedal anywhere.",
  ]);
  each(saysState, true, [
    "There is no pedal anywhere now.",
    "The bass clef returns at bar 11.",
    "The right hand stays in treble to the end.",
    "The left hand is still in bass clef.",
  ]);
  // A sentence with an edit verb reports the change, whatever else it says.
  each(saysState, false, ["I moved the pedal, so it stays in bar 9.", "Bar 4 is in bass clef."]);
});

test('"now" alone: a state said of the score as it now is', () => {
  each(statesByNow, true, ["Bar 12's left hand has E2 and B2 now.", "Bar 9 is now in treble clef."]);
  each(statesByNow, false, [
    "I have now changed bar 9 to treble clef.",
    "Bar 9: bass → treble now.",
    "Bar 9 is no longer in bass clef now.",
    "Bar 9 is in treble clef.",
  ]);
  each(editOnlyByNow, true, ["Bar 12 now uses the treble clef.", "key F major → A major at bar 13"]);
  each(editOnlyByNow, false, ["I've now moved the pedal to bar 9.", "The pedal is no longer in bar 8 now."]);
});

test("what a mark's edit did: taken away or put in", () => {
  each(saysRemoved, true, [
    "I removed the pedal from bar 8.",
    "The f in bar 9 is gone.",
    "I took the accent out.",
    "Bar 3 no longer has a crescendo.",
  ]);
  each(saysRemoved, false, ["I added a pedal to bar 8.", "Bar 8 has a pedal."]);
  each(saysAdded, true, ["I added a pedal to bar 8.", "Bar 9 is marked f.", "I put a fermata on bar 12."]);
  each(saysAdded, false, ["I removed the pedal from bar 8.", "Bar 8 has a pedal."]);
});

test("remarks about music in general are told from remarks about this score", () => {
  each(isGeneralRemark, true, [
    "Cellists read tenor clef for high passages.",
    "Pianists often pedal through harmony changes.",
    "Tenor clef is usually used for the bassoon's high register.",
    "F major has only B♭ in its key signature.",
    "The alto clef puts middle C on the middle line.",
    "6/8 is felt in two.",
    "Moving from B-flat major to C major is a step up by a whole tone.",
    "Moving from F major to its dominant, C major, is one of the most common modulations there is.",
    "A change from 4/4 to 3/4 takes a beat out of each bar.",
  ]);
  each(isGeneralRemark, false, [
    "The piece is in G major.",
    "F major.",
    "It has three flats.",
    "There are two staves.",
    "Bass clef is in bar 4.",
    "The change from treble to bass is still there.",
  ]);
  each(isHabitRemark, true, [
    "In many editions the clef change is printed before the barline.",
    "Pedalling through a G major bar like this is common, for what it's worth.",
    "3/2 is often used the same way.",
    "You'll often see a courtesy clef at the end of the line.",
    "Horn parts often drop into bass clef for low passages.",
    "Plenty of editions keep a left hand in the F clef and live with the ledger lines.",
    "Quiet, louder, then hushed again is a very common dynamic shape for a nocturne.",
  ]);
  each(isHabitRemark, false, [
    "In most of the bars the left hand is in bass clef.",
    "Bar 4 is in bass clef.",
    "The horn part drops into bass clef in bars 7–8.",
  ]);
});

test("what the editing tool can do is not what the score has; what it did may be", () => {
  each(isToolOrNotationRemark, true, [
    "The tool only accepts key changes at bars 1, 5, 9 and 13.",
    "set_clef can't place a clef mid-bar.",
    "Unfortunately the editor won't take a clef change inside bar 5.",
  ]);
  each(isToolOrNotationRemark, false, [
    "The tool didn't change bar 5.",
    "The tool saved version 3.",
    "Bar 5 is bass.",
  ]);
});

test("where a pitch is written on a staff is notation, not what the score has", () => {
  each(isToolOrNotationRemark, true, [
    "On a treble staff, D5 sits on the fourth line.",
    "Middle C lies on a ledger line below the treble staff.",
    "In bass clef, C3 sits in the second space.",
    "The E4 in bar 9 is written on the first line.",
  ]);
  each(isToolOrNotationRemark, false, [
    "The viola part uses a C clef on the middle line.",
    "Bar 9 has E4 on the first beat.",
    "D5 is in bar 4.",
  ]);
});

test("a marking described in the score, not advice to the player", () => {
  each(describesScore, true, ["Bar 3 has a slur over the right hand.", "The notes in bar 5 are staccato."]);
  each(describesScore, false, ["Play bar 2 with down-bows.", "Keep the slur short.", "Staccato, please."]);
});

test("openers that do not change the mood are dropped", () => {
  assert.equal(withoutOpeners("OK, bar 4 is in bass clef."), "bar 4 is in bass clef.");
  assert.equal(withoutOpeners("Great! All done: the key is D major."), "the key is D major.");
  assert.equal(withoutOpeners("Bar 4 is in bass clef."), "Bar 4 is in bass clef.");
});
