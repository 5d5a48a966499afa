import { test } from "node:test";
import assert from "node:assert/strict";
import { asksForChange, isExplicitConfirmation, proposesChange, requestedChange } from "./confirmation.ts";

test("explicit agreement is a confirmation", () => {
  for (const text of [
    "yes, go ahead",
    "sure, do it",
    "confirmed",
    "Yes please",
    "go for it",
    "OK, go ahead.",
    "Yep, do it!",
    "No problem, go ahead",
    "Absolutely.",
    "That works for me.",
    "Sounds great, go ahead.",
    "Makes sense, go ahead.",
    "Thanks, go ahead.",
    "Looks good to me, go ahead.",
    "Good idea, do it.",
    "👌",
    "y",
  ]) {
    assert.equal(isExplicitConfirmation(text), true, text);
  }
});

test("conditions, negations, hesitation and questions are not", () => {
  for (const text of [
    "yes, but only the clef",
    "no",
    "maybe later",
    "yes — wait, not that one",
    "not yet",
    "yes if it keeps the key",
    "ok?",
    "Hmm, let me think",
    "Yes, except bar 5",
    "Don't.",
    "Sure, but first show me bar 4",
    "What would change?",
    "",
    "Thanks!",
  ]) {
    assert.equal(isExplicitConfirmation(text), false, text);
  }
});

test("a proposal asks before changing", () => {
  for (const text of [
    "Shall I put bar 4 in bass clef?",
    "I can change the left hand of bar 4 to bass clef — go ahead?",
    "Would you like me to transpose bars 3-4 up a tone?",
    "I'd change bar 10 to bass clef. Let me know if I should proceed.",
    "Once you confirm, I will remove the pedal from bar 1.",
    "Do you want me to add a crescendo in bar 5?",
    "I could switch bar 4's left hand to treble clef if you like.",
    "I'd suggest putting bar 4 of the left hand in treble clef. Okay?",
    "Proposed change: bar 4 lower staff clef bass -> treble. Reply yes to apply.",
    "Bar 9 of the viola is now in treble clef. Shall I do bar 10 too?",
    "Want me to do the same for the cello?",
  ]) {
    assert.equal(proposesChange(text), true, text);
  }
});

test("reports, plain questions and announcements are not proposals", () => {
  for (const text of [
    "I changed bar 4 to bass clef.",
    "Bar 4 is in bass clef.",
    "Which bar do you mean?",
    "Done — the pedal in bar 1 is gone.",
    "Should the piece be in 3/4?",
    "Shall I do a fresh read of bars 1-4?",
  ]) {
    assert.equal(proposesChange(text), false, text);
  }
});

test("a request with no condition names the change it asks for", () => {
  for (const [text, change] of [
    ["Put bar 11's right hand in bass clef.", "Put bar 11's right hand in bass clef."],
    ["And put the left hand of bar 5 an octave lower.", "Put the left hand of bar 5 an octave lower."],
    ["Please transpose bars 3-4 up a tone", "Transpose bars 3-4 up a tone"],
    ["Thanks! Now add a pedal to bar 3.", "Add a pedal to bar 3."],
    [
      "Now do the same for m. 12 and m. 13, and then tell me the lowest pedal note.",
      "Do the same for m. 12 and m. 13, and then tell me the lowest pedal note.",
    ],
    ["Please undo that, I wanted to decide first.", "Undo that, I wanted to decide first."],
    ["Actually no, put it back to pp.", "No, put it back to pp."],
  ])
    assert.equal(requestedChange(text!), change, text);
  for (const text of [
    "Put bar 6's left hand in treble clef if it keeps the key.",
    "Could bar 4 go into treble clef?",
    "Don't change bar 4.",
    "Maybe move the pedal to bar 3.",
    "The left hand of bar 2 sits very low.",
    "Yes, go ahead.",
  ])
    assert.equal(requestedChange(text), null, text);
});

test("what a request says will follow from it sets no condition on it", () => {
  assert.ok(requestedChange("Make m. 7 3/4 then, so only m. 8 is 2/4."));
  assert.ok(requestedChange("Put bar 6 in bass clef, which makes it easier to read."));
  assert.equal(requestedChange("Put bar 6 in bass clef, but only if it fits."), null);
  // ("only" bounding the place asked for is the request's scope.)
  assert.ok(requestedChange("Put ped. back in m. 1 only."));
  assert.ok(
    requestedChange("Actually, scrap that — put everything back the way it was before your last edit."),
  );
  assert.equal(requestedChange("Actually, no, don't put it back."), null);
  assert.equal(requestedChange("Put ped. back in m. 1, only after you check the LH."), null);
});

test("a request asked as a question, or after what the person says of the score, asks for that change", () => {
  assert.equal(requestedChange("Could you make that mp instead?"), "Make that mp.");
  assert.equal(requestedChange("Can you change bar 17 to 2/4?"), "Change bar 17 to 2/4.");
  assert.equal(
    requestedChange("Bar 16's right hand is empty. Put an E-flat 5 half note there, then a quarter rest."),
    "Bar 16's right hand is empty. Put an E-flat 5 half note there, then a quarter rest.",
  );
  assert.equal(requestedChange("Could you make that mp if it fits?"), null, "a condition");
  assert.equal(requestedChange("Bar 16 looks odd. Is it empty?"), null, "no request");
});

test("what the person says beside a request sets no condition on it; a request after a colon is one", () => {
  assert.equal(requestedChange("Maybe it's too loud. Make bar 9 mp."), "Maybe it's too loud. Make bar 9 mp.");
  assert.equal(
    requestedChange(
      "Thanks. For my student I'd rather avoid the key change: please change the key signature from bar 9 to the end back to F major.",
    ),
    "For my student I'd rather avoid the key change: Change the key signature from bar 9 to the end back to F major.",
  );
  assert.equal(requestedChange("No idea why; just put bar 5 in bass clef if it fits."), null, "a condition");
});

test("a change named without its verb after 'also' or 'and' is a request; a change asked as a bare question a proposal", () => {
  assert.equal(
    requestedChange("Also the piano left hand in 13–16, up an octave."),
    "The piano left hand in 13–16, up an octave.",
  );
  assert.equal(requestedChange("The left hand in bars 5–6 is in treble."), null);
  assert.equal(requestedChange("Also, the tempo is fine."), null);
  assert.equal(
    proposesChange("That call failed; the left hand is unchanged. Retry as part P2, staff 2?"),
    true,
  );
  assert.equal(proposesChange("Bar 5 is in bass clef. Is that right?"), false);
});

test("what a request replaces sets no condition; 'Shall I put m. 11 back …?' proposes", () => {
  assert.equal(
    requestedChange("Put an f at bar 5 in the right hand instead of the mf."),
    "Put an f at bar 5 in the right hand instead of the mf.",
  );
  assert.equal(proposesChange("M. 11 now has B♭2. Shall I put m. 11 back down to B♭1?"), true);
});

test("'bring', 'take' and 'also …' ask for a change; a condition said in a sentence of its own still holds", () => {
  assert.equal(
    requestedChange("Bring the LH in m. 12 down an octave."),
    "Bring the LH in m. 12 down an octave.",
  );
  assert.equal(
    requestedChange("Can you also take the pedal out of bar 8?"),
    "Also take the pedal out of bar 8.",
  );
  assert.equal(
    requestedChange(
      "Can you also put the left hand in bars 7 and 8 back into bass clef? Only if the notes don't end up miles above the staff, though.",
    ),
    null,
  );
});

test("why a change is asked for ('I didn't ask for it') sets no condition on it", () => {
  assert.ok(requestedChange("Take the pedal in m. 5 back out, I didn't ask for it."));
  assert.equal(requestedChange("Take the pedal in m. 5 back out, but not in bar 6."), null);
});

test("'Let's …' asks for the change it names; 'Let's not …' does not", () => {
  assert.equal(
    requestedChange("Let's put bar 15 of the pedal back down an octave."),
    "Put bar 15 of the pedal back down an octave.",
  );
  assert.equal(requestedChange("Let's not change anything."), null);
});

test("'First, please …' asks for a change", () => {
  assert.equal(
    requestedChange("Thanks. First, please add a pedal marking under the left hand in bar 5."),
    "Add a pedal marking under the left hand in bar 5.",
  );
});

test("why, said after a semicolon, sets no condition on a request; a condition after one does", () => {
  assert.equal(
    requestedChange("Please take the pedal in bar 16 out again; I'd rather decide that later."),
    "Take the pedal in bar 16 out again.",
  );
  assert.equal(requestedChange("Please take the pedal in bar 16 out; only if it is there."), null);
});

test("a request may name a dynamic to go to without its verb ('Also the f at m. 7 down to mf')", () => {
  assert.notEqual(requestedChange("Yes. Also the f at m. 7 down to mf, and a p at m. 9."), null);
});

test("'Go ahead and …' asks for the change it names", () => {
  assert.equal(
    requestedChange("Go ahead and move bar 12 of the right hand down an octave too."),
    "Move bar 12 of the right hand down an octave too.",
  );
  assert.equal(requestedChange("Go ahead and move bar 12 down, but only if it fits."), null);
  // (Each request a sentence of its own, as the rules read sentences.)
  assert.equal(
    requestedChange("I said maybe! Put it back to mp. And please remove the pedal in bar 9."),
    "I said maybe! Put it back to mp. Remove the pedal in bar 9.",
  );
});

test("an abbreviation's stop ends no sentence of a proposal ('Want me to start with the ped. in m. 11?')", () => {
  assert.equal(
    proposesChange(
      "1. Add a LH ped. in m. 11.\n2. Put the RH back in G clef.\n\nWant me to start with the ped. in m. 11?",
    ),
    true,
  );
});

test("'Do you want bar 4 back where it was?' offers a restore", () => {
  assert.equal(
    proposesChange("You're right. The transpose covered bars 3 and 4. Do you want bar 4 back where it was?"),
    true,
  );
  assert.equal(proposesChange("Do you want me to read it back?"), false);
});

test("a change asked as a bare question proposes it ('Replace it with mf?'), not 'Make sense?'", () => {
  assert.equal(proposesChange("Not added: bar 9 already has a p. Replace it with mf?"), true);
  assert.equal(proposesChange("Make sense?"), false);
});

test("'Do bar 2 as well.' asks for the change just made, in bar 2", () => {
  assert.equal(requestedChange("Do bar 2 as well."), "Do bar 2 as well.");
  assert.equal(requestedChange("Do you want bar 2 too?"), null);
});

test("'Please undo that, I hadn't decided yet.' asks for the undo; why is no condition", () => {
  assert.equal(
    requestedChange("Please undo that, I hadn't decided yet."),
    "Undo that, I hadn't decided yet.",
  );
});

test("a request may open with its place ('In the clarinet, change …') or end with 'please' and no verb", () => {
  assert.equal(
    requestedChange("Nice. In the clarinet, change bar 15 to two quarter notes, C5 then E5."),
    "Nice. Change bar 15 to two quarter notes, C5 then E5.",
  );
  assert.equal(
    requestedChange("Pedal staff mm. 9–12 up an octave, please."),
    "Pedal staff mm. 9–12 up an octave, please.",
  );
  assert.equal(requestedChange("Pedal staff mm. 9–12 up an octave?"), null);
  assert.equal(asksForChange("In the étude, put bar 5 of the left hand in bass clef."), true);
});

test("a verbless request may name the time or key to go to ('mm. 11–12 back to 6/8, please')", () => {
  assert.equal(requestedChange("mm. 11–12 back to 6/8, please."), "Mm. 11–12 back to 6/8, please.");
  assert.equal(requestedChange("Bars 9–16 to G major, please."), "Bars 9–16 to G major, please.");
  assert.equal(requestedChange("Bar 5 back to mf, please."), "Bar 5 back to mf, please.");
  assert.equal(requestedChange("Bars 11–12 back to 6/8?"), null);
  assert.equal(requestedChange("Bars 11–12 are back to 6/8, I see."), null);
});

test("a question of its own about the score beside a 'yes' holds nothing back", () => {
  assert.equal(isExplicitConfirmation("Yes, please revert it. And what key are those bars in?"), true);
  assert.equal(isExplicitConfirmation("Yes. What if it breaks the beaming?"), false);
  assert.equal(isExplicitConfirmation("Yes. What key will it be in after?"), false);
  assert.equal(isExplicitConfirmation("Yes? What do you mean?"), false);
  assert.equal(proposesChange("I went ahead anyway. I can put it back to version 2 if you'd rather."), true);
});

test("'Yes, go ahead and put …' asks for that change", () => {
  assert.equal(
    requestedChange("Yes, go ahead and put the RH of bar 11 up a whole step."),
    "Put the RH of bar 11 up a whole step.",
  );
  assert.equal(requestedChange("Yes, put it in bar 5 if it fits."), null);
});

test("a change named with no verb, as the whole message, is asked for; a statement or a second sentence is not", () => {
  assert.equal(requestedChange("LH m. 12 down an octave."), "LH m. 12 down an octave.");
  assert.equal(requestedChange("Bar 5 is down an octave now."), null);
  assert.equal(requestedChange("I'm wondering whether the clarinet should go up a tone in mm. 3-4."), null);
  // ("Leave 6 in treble." after a conditional yes: kept as it is, not a change asked for.)
  assert.equal(requestedChange("Yes, but only bar 5 for now. Leave 6 in treble."), null);
});

test("'Fair enough,' and 'While you're in there,' before a request ask for the change", () => {
  assert.equal(requestedChange("Fair enough, put bar 3 back as it was."), "Put bar 3 back as it was.");
  assert.equal(
    requestedChange("While you're in there, add pedal on bars 5 and 6."),
    "Add pedal on bars 5 and 6.",
  );
});

test("a request after a withdrawal ('scrap that and …') asks for that change", () => {
  assert.equal(
    requestedChange("Actually, scrap that and undo the pedal, please."),
    "Undo the pedal, please.",
  );
  assert.equal(requestedChange("Scrap that."), null);
});

test("'save it as a new version' asks for the save", () => {
  assert.equal(
    requestedChange("Please save it as a new version so I can compare later."),
    "Save it as a new version so I can compare later.",
  );
});
