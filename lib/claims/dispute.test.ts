import { test } from "node:test";
import assert from "node:assert/strict";
import { contraryStatement, disputeOf } from "./dispute.ts";
import { extractClaims } from "./rules/extract-claims.ts";

test("a named bar and clef are what the dispute is about", () => {
  assert.deepEqual(disputeOf("I still see a treble clef in bar 10"), [
    {
      bars: { from: 10, to: 10 },
      staff: null,
      property: "clef",
    },
  ]);
  assert.deepEqual(disputeOf("It still shows a treble clef in bar 10."), [
    {
      bars: { from: 10, to: 10 },
      staff: null,
      property: "clef",
    },
  ]);
  assert.deepEqual(disputeOf("No, the left hand of bars 8-9 is still in treble clef."), [
    {
      bars: { from: 8, to: 9 },
      staff: 2,
      property: "clef",
    },
  ]);
  assert.deepEqual(
    disputeOf("That's wrong, the key in the last bar isn't D major.", {
      firstBar: 1,
      lastBar: 16,
      barCount: 16,
      parts: [],
    }),
    [
      {
        bars: { from: 16, to: 16 },
        staff: null,
        property: "key",
      },
    ],
  );
});

test("a request beside a dispute does not say what is disputed", () => {
  assert.deepEqual(
    disputeOf("Hmm, my screen still shows the low B-flat. Also, please mark the voice mezzo-forte at bar 9."),
    [{ bars: null, staff: null, property: null }],
  );
  assert.deepEqual(disputeOf("That's wrong. Bar 10 has a treble clef."), [
    {
      bars: { from: 10, to: 10 },
      staff: null,
      property: "clef",
    },
  ]);
});

test("a value of the answer denied, or the person's own account, disputes", () => {
  assert.deepEqual(disputeOf("Wait, the key at bar 13 isn't E-flat — I wrote two flats."), [
    {
      bars: { from: 13, to: 13 },
      staff: null,
      property: "key",
    },
  ]);
  assert.equal(disputeOf("I'm sure the key from bar 9 was changed to F major.")?.[0]?.property, "key");
  assert.equal(disputeOf("I thought we changed the viola clefs yesterday?")?.[0]?.property, "clef");
  assert.equal(disputeOf("I'm sure that's fine, thanks."), null);
  assert.equal(disputeOf("The piece isn't finished yet, so carry on."), null);
});

test("disputes that name nothing still count", () => {
  assert.deepEqual(disputeOf("nothing changed"), [{ bars: null, staff: null, property: null }]);
  assert.deepEqual(disputeOf("it's still treble"), [{ bars: null, staff: null, property: "clef" }]);
  assert.deepEqual(disputeOf("that's wrong"), [{ bars: null, staff: null, property: null }]);
  assert.deepEqual(disputeOf("The pedal is still there."), [{ bars: null, staff: null, property: "pedal" }]);
  assert.notEqual(disputeOf("Are you sure? It didn't change."), null);
});

test("agreement, thanks and new requests are not disputes", () => {
  for (const text of [
    "thanks, looks good",
    "Great, now do bar 5.",
    "Check the clefs of the left hand from bar 8 to bar 11.",
    "No thanks, that's all.",
    "Perfect!",
    "Make bar 10 of the left hand bass clef.",
    "I don't see why not — go ahead.",
    "Thanks! You didn't need to render it, but it helps.",
  ]) {
    assert.equal(disputeOf(text), null, text);
  }
});

test("questions ask, a challenge disputes", () => {
  for (const text of [
    "Is bar 3 of the left hand still in treble clef?",
    "Does bar 7 still have the pedal?",
    "What key is bar 9 in now?",
  ]) {
    assert.equal(disputeOf(text), null, text);
  }
  assert.deepEqual(disputeOf("Why is bar 10 still in treble clef?"), [
    {
      bars: { from: 10, to: 10 },
      staff: null,
      property: "clef",
    },
  ]);
  assert.deepEqual(disputeOf("Are you sure? Bar 10 still shows treble."), [
    {
      bars: { from: 10, to: 10 },
      staff: null,
      property: "clef",
    },
  ]);
});

test("a No that turns down a proposal refuses; a No that corrects disputes", () => {
  const proposal = "Shall I change bar 6 as well?";
  assert.equal(
    disputeOf("No, leave it for now. Is bar 3 of the left hand still in treble clef?", undefined, proposal),
    null,
  );
  assert.equal(disputeOf("No, leave it for now. Is bar 3 of the left hand still in treble clef?"), null);
  assert.equal(disputeOf("Nope, not yet. Does bar 7 still have the pedal?"), null);
  assert.equal(disputeOf("No.", undefined, proposal), null);
  assert.equal(disputeOf("No change needed for bar 5, thanks."), null);
  assert.deepEqual(disputeOf("No."), [{ bars: null, staff: null, property: null }]);
  assert.deepEqual(disputeOf("No, bar 4 is in bass clef, not treble."), [
    {
      bars: { from: 4, to: 4 },
      staff: null,
      property: "clef",
    },
  ]);
  // After a proposal, what follows the "No" can still dispute.
  assert.deepEqual(disputeOf("No, it is still in treble clef.", undefined, proposal), [
    {
      bars: null,
      staff: null,
      property: "clef",
    },
  ]);
  // The subject comes from the sentence that disputes, not from the refusal beside it.
  assert.deepEqual(disputeOf("No, keep bar 6 as it is. Bar 5 still looks wrong though."), [
    {
      bars: { from: 5, to: 5 },
      staff: null,
      property: null,
    },
  ]);
  assert.deepEqual(disputeOf("That's wrong. Bar 10 has a treble clef."), [
    {
      bars: { from: 10, to: 10 },
      staff: null,
      property: "clef",
    },
  ]);
});

test("disputes in other words: the person's own reading, sameness, 'not fixed', 'check again'", () => {
  assert.deepEqual(disputeOf("Hmm, measure 12 is bass on my screen."), [
    {
      bars: { from: 12, to: 12 },
      staff: null,
      property: "clef",
    },
  ]);
  assert.deepEqual(disputeOf("Nothing's different in bar 3."), [
    {
      bars: { from: 3, to: 3 },
      staff: null,
      property: null,
    },
  ]);
  assert.deepEqual(disputeOf("I reloaded the page and it's exactly the same."), [
    {
      bars: null,
      staff: null,
      property: null,
    },
  ]);
  assert.deepEqual(disputeOf("Not fixed."), [{ bars: null, staff: null, property: null }]);
  assert.deepEqual(disputeOf("Still G major? Look again at bar 9."), [
    {
      bars: { from: 9, to: 9 },
      staff: null,
      property: "key",
    },
  ]);
  for (const text of [
    "Is bar 9 the same key as bar 1?",
    "Check bar 9 of the left hand, please.",
    "Still there? Great, thanks.",
  ]) {
    assert.equal(disputeOf(text), null, text);
  }
});

test("disputes in the person's own words: a contrast, 'didn't do anything', a bare 'still', 'are you certain'", () => {
  for (const text of [
    "I see a bass clef in bar 4, not treble.",
    "It didn't do anything.",
    "bar 4 still bass??",
    "Are you certain? Bar 4 shows a bass clef here.",
  ]) {
    assert.notEqual(disputeOf(text), null, text);
  }
});

test("the person's own reading 'to me' disputes; 'looks good to me' does not", () => {
  assert.deepEqual(disputeOf("Hm, bar 4 looks like bass to me."), [
    {
      bars: { from: 4, to: 4 },
      staff: null,
      property: "clef",
    },
  ]);
  assert.equal(disputeOf("The key reads F major to me.")?.[0]?.property, "key");
  assert.equal(disputeOf("Looks good to me."), null);
  assert.equal(disputeOf("That looks like a nice change to me."), null);
});

test("a person saying of the answer's bars another value than it gave disputes it", () => {
  const answer = extractClaims("Done. Pedal out of 13–14, pp on the downbeat of m. 13.", "assistant");
  assert.deepEqual(contraryStatement("There’s no pp at bar 13.", answer), {
    bars: { from: 13, to: 13 },
    staff: null,
    property: "dynamics",
  });
  assert.equal(contraryStatement("Yes, bar 13 has the pp.", answer), null, "the same value");
  assert.equal(contraryStatement("Actually make that p.", answer), null, "a request");
  assert.equal(contraryStatement("Is there a p at bar 13?", answer), null, "a question");
  assert.equal(
    contraryStatement("Show me bars 13–16, pp only.", answer),
    null,
    "something asked to be shown",
  );
});

test("the answer's own words asked back in disbelief dispute it; a new question does not", () => {
  const previous = "Bars 7 and 8 are in 4/4, and the cor anglais is written in A♭ major.";
  assert.notEqual(disputeOf("4/4? Those are 3/4 bars.", undefined, previous), null);
  assert.notEqual(disputeOf("Wait — A♭? It is written a fifth higher.", undefined, previous), null);
  assert.equal(
    disputeOf("6/8? What would that look like?", undefined, previous),
    null,
    "not the answer's words",
  );
  assert.equal(disputeOf("4/4?", undefined, undefined), null, "no answer to echo");
});

test("a bare clef name disputes an answer about clefs", () => {
  const answer = extractClaims("Left hand: treble from bar 5 to bar 7, bass again from bar 8.", "assistant");
  assert.deepEqual(contraryStatement("Bar 5 is bass. The clef sits at the end of it.", answer), {
    bars: { from: 5, to: 5 },
    staff: 2,
    property: "clef",
  });
});

test("a statement under a tag asking for agreement disputes ('Bar 5 is bass, isn't it?')", () => {
  const answer = extractClaims("Bar 5: treble. Bars 6–8: treble too.", "assistant", undefined, {
    question: "What clef is the left hand in for bars 5 to 8?",
  });
  assert.deepEqual(
    contraryStatement("Bar 5 is bass, isn't it? The clef sits at the end of the bar.", answer),
    {
      bars: { from: 5, to: 5 },
      staff: 2,
      property: "clef",
    },
  );
  assert.equal(contraryStatement("Is bar 5 bass?", answer), null, "a question");
});

test("agreeing, or answering a proposal, disputes nothing whatever values it names", () => {
  const answer = extractClaims("Bar 6 of the left hand is in bass clef.", "assistant");
  assert.equal(contraryStatement("Yes, set bar 6 of the LH to treble, please.", answer), null);
  assert.equal(
    contraryStatement("Bar 6 of the LH is treble.", answer, undefined, "Shall I put bar 6 in treble clef?"),
    null,
  );
  assert.ok(contraryStatement("Bar 6 of the LH is in treble clef.", answer));
});

test("a dispute of several points names each, and each clause alone", () => {
  assert.deepEqual(
    disputeOf(
      "Two things: I'm sure the key from bar 9 was changed to F major, and the pedal staff plays in bars 3–4 now.",
    ),
    [
      { bars: { from: 9, to: 9 }, staff: null, property: "key" },
      { bars: { from: 3, to: 4 }, staff: 3, property: null },
    ],
  );
  const two = disputeOf(
    "Two things look wrong to me. The left hand goes into bass clef at bar 5 — I can see it — and the last note of the right hand is G4, not G5.",
  );
  assert.deepEqual(two, [
    { bars: { from: 5, to: 5 }, staff: 2, property: "clef" },
    { bars: null, staff: 1, property: "notes" },
  ]);
});

test("a reading set against the answer's, a tag question, 'can't be right' and 'I see no' dispute", () => {
  assert.deepEqual(disputeOf("Bar 3 of the left hand is a C, not a G."), [
    { bars: { from: 3, to: 3 }, staff: 2, property: null },
  ]);
  assert.equal(disputeOf("Make bar 3 a C, not a G."), null, "a request");
  assert.notEqual(disputeOf("Version 4 didn't change anything, did it?"), null);
  assert.equal(disputeOf("Bar 4 is in bass clef now, isn't it?"), null, "a tag question that asks");
  assert.notEqual(disputeOf("Hang on, the pedalboard stops at C2. That can't be right."), null);
  assert.notEqual(disputeOf("Odd, I hear no pedal at the end any more."), null);
  assert.equal(disputeOf("I see no problem with that."), null);
});

test("a statement against the answer is read clause by clause; after a proposal, only after a correcting No", () => {
  const answer = extractClaims("Pedal added to bar 12 in the left hand.", "assistant");
  assert.deepEqual(contraryStatement("There's no pedal in bar 12, I just looked at the page.", answer), {
    bars: { from: 12, to: 12 },
    staff: 2,
    property: "pedal",
  });
  const clefs = extractClaims("The LH is in bass clef except bars 5–6, where it's in treble.", "assistant");
  const proposal =
    "The LH is in bass clef except bars 5–6, where it's in treble. Want me to write those bars with an 8va instead?";
  assert.ok(contraryStatement("No, bar 5 is bass now. We changed it yesterday.", clefs, undefined, proposal));
  assert.equal(contraryStatement("No, leave bar 5 in treble.", clefs, undefined, proposal), null);
});

test("'it's not there', 'I don't think the key changed', a tag after 'you'", () => {
  assert.notEqual(disputeOf("It's not there."), null);
  assert.notEqual(disputeOf("I don't think the key signature changed in bars 9–10."), null);
  assert.equal(disputeOf("I don't think that's needed."), null);
  assert.notEqual(
    disputeOf("That's wrong, it already had a pedal there — you didn't add anything, did you?"),
    null,
  );
});

test("a condition set on a change disputes nothing", () => {
  assert.equal(
    disputeOf(
      "Yes, but only if the pitches stay exactly the same.",
      undefined,
      "Shall I put bars 7–9 in treble clef?",
    ),
    null,
  );
});

test("a person changing the request ('No, I meant bar 7 too') disputes nothing", () => {
  assert.equal(
    disputeOf(
      "No, I meant bar 7 too. Make bars 6 and 7 both bass.",
      undefined,
      "Changed bar 6 of the left hand to bass clef.",
    ),
    null,
  );
  assert.ok(
    disputeOf("No, bar 7 is still treble.", undefined, "Changed bar 6 of the left hand to bass clef."),
  );
});

test("'Why <value> …?' asks a reason; 'Why is … still …?' challenges", () => {
  assert.equal(
    disputeOf("Why 12/8 for the last four bars?", undefined, "Done: bars 9–12 are in 12/8 now."),
    null,
  );
  assert.ok(disputeOf("Why is bar 5 still treble?", undefined, "Done: bar 5 is bass now."));
});

test("negative questions, 'the tool said Error', a reading 'on my copy', and a sign 'from bar 9' on", () => {
  const score = { firstBar: 1, lastBar: 16, barCount: 16, parts: [{ id: "P1", name: "Piano", staves: 2 }] };
  assert.deepEqual(disputeOf("Wait, isn't there a 3/4 bit near the end?", score), [
    { bars: null, staff: null, property: "time" },
  ]);
  assert.deepEqual(disputeOf("Isn't bar 6 in treble?", score), [
    { bars: { from: 6, to: 6 }, staff: null, property: "clef" },
  ]);
  // A question that names nothing of the score is no challenge to it.
  assert.equal(disputeOf("Doesn't it sound nice?", score), null);
  assert.ok(disputeOf("Hm, the tool said Error. What's actually in bar 12 of staff 1 now?", score));
  assert.ok(disputeOf("Bar 6 prints a bass clef on my copy.", score));
  assert.equal(disputeOf("Where does staff 2 go treble? I want to mark it in my copy.", score), null);
  // "From bar 9" holds to the end; "the clef at the end of 6" is no last bar.
  assert.deepEqual(disputeOf("No, it's D major from bar 9. Check again.", score), [
    { bars: { from: 9, to: 16 }, staff: null, property: "key" },
  ]);
  assert.deepEqual(
    disputeOf("No — treble starts at 7. The clef at the end of 6 is just the courtesy.", score),
    [{ bars: null, staff: null, property: "clef" }],
  );
});

test("a challenge after an opener ('Hang on — I thought …') disputes", () => {
  assert.deepEqual(disputeOf("Hang on — I thought it changed key near the end?"), [
    { bars: null, staff: null, property: "key" },
  ]);
});

test("'in the pedal' of an organ disputes its pedal staff, not a pedal mark", () => {
  const organ = { firstBar: 1, lastBar: 16, barCount: 16, parts: [{ id: "P1", name: "Organ", staves: 3 }] };
  assert.deepEqual(disputeOf("It still looks the same to me. Bar 13 in the pedal starts on D2.", organ), [
    { bars: { from: 13, to: 13 }, staff: 3, property: "notes" },
  ]);
});

test("a photo 'from my copy' says where the picture comes from, and disputes nothing", () => {
  assert.deepEqual(
    disputeOf(
      "Here's a photo of the first page from my copy. What's the first note of the right hand in bar 2?",
    ),
    null,
  );
  assert.notEqual(disputeOf("Bar 9 is treble on my copy."), null);
});

test("'I don't think it's 4/4 …', 'that doesn't sound right', 'still no pedal', a count asked back: disputes", () => {
  for (const text of [
    "I don't think it's 4/4 all the way through — I remember something like a waltz near the end.",
    "That doesn't sound right to me.",
    "Hmm, I've refreshed and there's still no pedal marking in bar 9.",
  ])
    assert.notEqual(disputeOf(text), null, text);
  assert.notEqual(disputeOf("Fifteen?", undefined, "It's 15 bars long."), null);
  assert.equal(disputeOf("Fifteen?", undefined, "It's 16 bars long."), null);
});

test("a reading 'on my printout' disputes only where it says one", () => {
  assert.equal(
    disputeOf(
      "Make sure the pedal staff has a bass clef at bar 9 — on my printout something looked odd around there.",
    ),
    null,
  );
  assert.notEqual(disputeOf("Bar 9 is treble on my end."), null);
});

test("a bar disputed 'somewhere around' is the bars next to it as well", () => {
  assert.deepEqual(disputeOf("I'm pretty sure the LH jumps up into treble somewhere around bar 5."), [
    { bars: { from: 4, to: 6 }, staff: 2, property: "clef" },
  ]);
});

test("what the person's copy has disputes where it says a value", () => {
  assert.deepEqual(disputeOf("Hm, my copy has bass clef for all of bar 5."), [
    { bars: { from: 5, to: 5 }, staff: null, property: "clef" },
  ]);
  assert.equal(disputeOf("My copy has a coffee stain on it."), null);
});

test("a reading of the person's copy offered to compare ('Does that match the score?') asks", () => {
  assert.equal(
    disputeOf("Here's a photo of bar 4 on my part. On my copy it starts on a C5. Does that match the score?"),
    null,
  );
  assert.notEqual(disputeOf("On my copy bar 4 starts on a C5."), null);
});

test("a reading 'on my screen' disputes an answer only where the answer spoke of those bars", () => {
  const about34 = "Transposed: the RH in mm. 3–4 is up a whole step. M. 3 now starts on B4 instead of A4.";
  assert.equal(
    disputeOf(
      "Also the LH in m. 10 should be F clef — on my screen it looks like treble.",
      undefined,
      about34,
    ),
    null,
  );
  assert.notEqual(
    disputeOf(
      "On my screen the LH in m. 10 looks like treble.",
      undefined,
      "The LH is in bass clef in mm. 9–12.",
    ),
    null,
  );
});

test("a wish for another value is no dispute ('should be in bass clef, not treble — I'd rather …')", () => {
  const previous = "Done. Staff 2 is in treble clef in bars 5–8.";
  assert.equal(
    disputeOf(
      "Also, staff 2 from bar 5 should be in bass clef, not treble — I'd rather read it in bass.",
      undefined,
      previous,
    ),
    null,
  );
  assert.notEqual(disputeOf("It's a bass clef in bar 4, not treble.", undefined, "Bar 4 is treble."), null);
});

test("'It was already there' disputes a change reported; agreeing with it does not", () => {
  assert.notEqual(
    disputeOf("It was already there. Did anything change?", undefined, "Pedal added to bar 16."),
    null,
  );
  assert.equal(disputeOf("Yes, it was already there, thanks.", undefined, "Bar 16 has pedal."), null);
});

test("'somewhere after the middle' disputes the second half of the piece", () => {
  const score = { parts: [{ id: "P1", name: "Piano", staves: 2 }], firstBar: 1, lastBar: 16, barCount: 16 };
  assert.deepEqual(
    disputeOf(
      "Are you sure? I thought it modulated somewhere after the middle.",
      score,
      "Key: C major throughout.",
    ),
    [{ bars: { from: 9, to: 16 }, staff: null, property: null }],
  );
});

test("a sign said to be printed in the wrong place, with a request to move it, disputes nothing", () => {
  assert.equal(
    disputeOf(
      "Our notation app shows that treble clef in the wrong place. Can you move it so it sits at the start of m. 6?",
      undefined,
      "M. 6 of the LH is in treble clef; the clef sits at the end of m. 5.",
    ),
    null,
  );
  assert.notEqual(disputeOf("That's wrong, bar 6 is bass.", undefined, "Bar 6 is treble."), null);
});

test("a value and its bars asked back in other words dispute the answer that gave them", () => {
  const answer = "Done: bars 7-8 are in treble clef. The bass clef comes back at m. 8.";
  assert.deepEqual(disputeOf("Bass clef at m. 8? I just set 7 and 8 to treble.", undefined, answer), [
    { bars: { from: 8, to: 8 }, staff: null, property: "clef" },
  ]);
  // (Another bar than the answer's is no echo.)
  assert.equal(
    disputeOf("Bass clef at m. 9? Great, thanks.", undefined, "The bass clef comes back at m. 8."),
    null,
  );
});

test("a fragment with no verb may ask for what it names: no contrary statement", () => {
  const answer = extractClaims("Right hand rests in bar 16. Left hand: treble in bars 5–7.", "assistant");
  assert.equal(contraryStatement("Bar 16 RH: a G4, dotted half.", answer), null);
  assert.equal(contraryStatement("Make bars 5-7 bass. Whole left hand in bass.", answer), null);
  assert.notEqual(contraryStatement("Bar 6 is in bass clef.", answer), null);
});

test("'it's still there' disputes one of the answer's absences or removals", () => {
  assert.deepEqual(disputeOf("I reloaded and it's still there. Please actually check the score."), [
    { bars: null, staff: null, property: null, pointed: true, stillThere: true },
  ]);
});

test("bars named by number alone, and 'at bar 16, not 15', place a dispute; 'should start at bar 11, not 10' asks", () => {
  const piano = { firstBar: 1, lastBar: 16, barCount: 16, parts: [{ id: "P1", name: "Piano", staves: 2 }] };
  assert.deepEqual(
    disputeOf("Did the pedal in 5-6 really go in? I don't see it.", piano, "Pedal added to bars 5-6."),
    [{ bars: { from: 5, to: 6 }, staff: null, property: "pedal" }],
  );
  // (A bare number the answer did not name is no bar of it.)
  assert.deepEqual(
    disputeOf("Did the pedal in 5-6 really go in? I don't see it.", piano, "Pedal added to bar 9."),
    [{ bars: null, staff: null, property: "pedal" }],
  );
  assert.deepEqual(
    disputeOf(
      "Hold on - I see the new key signature at bar 16, not 15. Check it.",
      piano,
      "C major from bar 15.",
    ),
    [{ bars: { from: 15, to: 16 }, staff: null, property: "key" }],
  );
  assert.equal(disputeOf("Also: the 4/4 should start at bar 11, not 10.", piano, "Done."), null);
});

test("'No, scrap that — put them back.' withdraws the request: no dispute", () => {
  assert.equal(
    disputeOf("No, scrap that — I hadn't decided yet. Please put them back.", undefined, "Done."),
    null,
  );
  assert.equal(disputeOf("No, never mind.", undefined, "Done."), null);
  assert.equal(disputeOf("No, just put it back to f like it was.", undefined, "Done."), null);
  // (How the change looks is no dispute of what the answer said.)
  assert.equal(disputeOf("No, that's unreadable. Undo it.", undefined, "Done."), null);
  assert.notEqual(disputeOf("No, it's still treble.", undefined, "Done."), null);
  assert.notEqual(disputeOf("No, that's wrong. Undo it.", undefined, "Done."), null);
  // (A preference for what was there before changes the request.)
  assert.equal(
    disputeOf(
      "No, I preferred it before — far too many ledger lines. Put the bass clef back in bars 3–4.",
      undefined,
      "Done: bars 3–4 of the right hand are now in treble clef.",
    ),
    null,
  );
});

test("'And doesn't it change key?' after a statement disputes, as a negative question does", () => {
  assert.deepEqual(
    disputeOf(
      "It's 12 bars, I counted. And doesn't it change key?",
      undefined,
      "It is in E-flat major throughout.",
    ),
    [{ bars: null, staff: null, property: "key" }],
  );
});

test("'Sorry, clicked the wrong thing.' is the person's own slip; 'you hit the wrong bar' disputes", () => {
  assert.equal(
    disputeOf("Sorry, clicked the wrong thing. Go ahead and render it.", undefined, "Rendering."),
    null,
  );
  assert.notEqual(
    disputeOf("Check the left hand's bar 9 — I think you hit the wrong bar.", undefined, "Done."),
    null,
  );
});

test("what a request is for ('…, so the key signature doesn't change') disputes nothing", () => {
  assert.equal(
    disputeOf("Put bars 11-16 in F major too, so the key signature doesn't change.", undefined, "Done."),
    null,
  );
  assert.equal(
    disputeOf("Nice. In the clarinet, change bar 15 to C5 then E5.", undefined, "Bar 15 has D5."),
    null,
  );
});

test("'I want to be sure the treble is still there.' asks for a check, not a doubt", () => {
  assert.equal(
    disputeOf(
      "Can you check which clef the left hand is in at bar 7 now? I want to be sure the treble is still there.",
      undefined,
      "Done.",
    ),
    null,
  );
  assert.notEqual(disputeOf("The treble is still there.", undefined, "I removed the treble clef."), null);
});

test("a 'No' to an answer in another language turns down what it may have offered: not a dispute", () => {
  assert.equal(
    disputeOf(
      "No, déjalo. One last thing in English for my teacher: how does the piece end?",
      undefined,
      "Tienes razón, perdona: la herramienta devolvió un error y no se guardó nada. ¿Quieres que ponga el pedal en el compás 16?",
    ),
    null,
  );
  assert.notEqual(disputeOf("No, that's wrong.", undefined, "Bar 4 is in treble clef."), null);
});

test("'I'm not seeing any ped. marking in 13.' disputes the pedal of bar 13", () => {
  assert.deepEqual(
    disputeOf(
      "I'm not seeing any ped. marking in 13.",
      undefined,
      "Done — ped. down on the downbeat of m. 13, lifted at the barline into m. 14.",
    ),
    [{ bars: { from: 13, to: 13 }, staff: null, property: "pedal" }],
  );
});

test("a mark said to be there already, or a denial answered 'There is', disputes the answer", () => {
  assert.ok(
    disputeOf("There's already a pp in 15, I'm looking at it.", undefined, "There are no further dynamics."),
  );
  assert.deepEqual(disputeOf("There is, in bars 13–14.", undefined, "No, there's no pedal after bar 10."), [
    { bars: { from: 13, to: 14 }, staff: null, property: null },
  ]);
  // (Not a request beside it, nor "There is" after an answer that denied nothing.)
  assert.equal(
    disputeOf("There's already a pedal in bar 3, so add one to bar 5 too.", undefined, "Shall I?"),
    null,
  );
  assert.equal(disputeOf("There is, in bars 13–14.", undefined, "The pedal is in bars 13–14."), null);
});

test("a check asked for beside a request disputes nothing", () => {
  assert.equal(
    disputeOf(
      "Good. Add a Ped. in m. 5, and check whether mm. 15–16 still have the LH tacet.",
      undefined,
      "Done.",
    ),
    null,
  );
});

test("a mark said to have been there already, whatever names it, disputes the change reported", () => {
  assert.ok(
    disputeOf(
      "Hm, I'm looking at it and the Ped. was already there in v2. Did anything actually change?",
      undefined,
      "Done — version 3 added the pedal in m. 11.",
    ),
  );
});

test("'It's not C.' denies the answer's key; 'the mf is on m. 10, not 9' another bar than the answer's", () => {
  const piano = { firstBar: 1, lastBar: 16, barCount: 16, parts: [{ id: "P1", name: "Piano", staves: 2 }] };
  assert.notEqual(
    disputeOf(
      "Hang on, m. 9 has a sharp in the key sig. It's not C.",
      piano,
      "Key sig in those bars is still C major.",
    ),
    null,
  );
  assert.deepEqual(
    disputeOf("I'm looking at the part and the mf is on m. 10, not 9.", piano, "Added mf at m. 9."),
    [{ bars: { from: 9, to: 10 }, staff: null, property: "dynamics" }],
  );
  assert.equal(disputeOf("It's not a problem, go ahead.", piano, "Shall I add it?"), null);
});

test("'Bar 8 isn't a rest' denies the answer's rest", () => {
  assert.notEqual(
    disputeOf("Bar 8 isn't a rest — there's a long A in it.", undefined, "The clarinet rests in bar 8."),
    null,
  );
});

test("'No, I hadn't decided. Please undo that.' says the change was not asked for: no dispute", () => {
  assert.equal(
    disputeOf("No, I hadn't decided. Please undo that.", undefined, "Done: the p at bar 5 is in."),
    null,
  );
});

test("'No, just put it back to f' to a proposal changes the request: no contrary statement", () => {
  const [answer] = extractClaims("Bar 9 has p, not mp.", "assistant");
  assert.equal(
    contraryStatement(
      "No, just put it back to f like it was.",
      [answer!],
      undefined,
      "Want me to change it to mp now?",
    ),
    null,
  );
});

test("'I can't see the signature change' after an answer that spoke of no key disputes nothing", () => {
  assert.equal(
    disputeOf(
      "Render page 1 and tell me what key m. 9–12 are in. I can't see the signature change.",
      undefined,
      "I've taken the left hand of m. 3 down an octave, so it now starts on G1.",
    ),
    null,
  );
  assert.notEqual(disputeOf("I can't see the pedal in bar 5.", undefined, "I added a pedal in bar 5."), null);
});

test("a statement under a tag question disputes what the answer spoke of, or what it says is wrong", () => {
  const answer = "No — bar 11 is the only bar in 9/8. Bar 12 goes back to 6/8.";
  assert.equal(disputeOf("And bar 6 is still a rest, right?", undefined, answer), null);
  assert.notEqual(disputeOf("Bar 12 is still in 9/8, right?", undefined, answer), null);
  assert.notEqual(
    disputeOf("My printout shows bass clef all through bar 4 — that's wrong, isn't it?", undefined, answer),
    null,
  );
});

test("the person's own slip ('I keep coming in wrong') disputes nothing", () => {
  const previous = "Confirmed: m. 5 now has the ped. under the LH.";
  assert.equal(
    disputeOf(
      "Great. Now the LH around the clef change: which bar does the treble clef actually start in? I keep coming in wrong.",
      undefined,
      previous,
    ),
    null,
  );
  assert.equal(disputeOf("I must have counted it wrong.", undefined, previous), null);
  assert.notEqual(disputeOf("I think bar 5 is wrong.", undefined, previous), null);
  assert.notEqual(disputeOf("You got it wrong.", undefined, previous), null);
});

test("'The read you just did says 2/4 at bar 7' sets the read's value against the answer", () => {
  const answer = extractClaims("Bar 7 is in 3/4.", "assistant");
  assert.deepEqual(contraryStatement("The read you just did says 2/4 at bar 7.", answer), {
    bars: { from: 7, to: 7 },
    staff: null,
    property: "time",
  });
  // What the person says someone said is no reading: "He says …".
  assert.equal(contraryStatement("My teacher says 2/4 at bar 7.", answer), null);
});

test("'The end looks different to me' disputes the last bar at least, not every bar the answer named", () => {
  const piano = { firstBar: 1, lastBar: 12, barCount: 12, parts: [{ id: "P1", name: "Piano", staves: 2 }] };
  assert.deepEqual(disputeOf("Are you sure? The end looks different to me.", piano, "Yes, 3/4 throughout."), [
    { bars: { from: 12, to: 12 }, staff: null, property: null },
  ]);
  assert.deepEqual(disputeOf("No, the start is in bass clef.", piano, "Treble throughout."), [
    { bars: { from: 1, to: 1 }, staff: null, property: "clef" },
  ]);
  assert.deepEqual(disputeOf("No, it changes key at the end of bar 8.", piano, "G major throughout."), [
    { bars: { from: 8, to: 8 }, staff: null, property: "key" },
  ]);
});

test("a dispute the person takes back in the same message ('Actually no, leave it.') is none", () => {
  const answer = "Tenor clef in m. 5–8, bass from m. 9.";
  assert.notEqual(disputeOf("That's wrong, bar 9 is tenor.", undefined, answer), null);
  assert.equal(disputeOf("That's wrong, bar 9 is tenor. Actually no, leave it.", undefined, answer), null);
  assert.notEqual(
    disputeOf("That's wrong. Leave it as it is, though, and re-read bar 9.", undefined, answer),
    null,
  );
});

test("'That's not what your read says' disputes the answer; 'not what the piece needs' does not", () => {
  const answer = "In bar 6 the right hand is in treble clef, and it stays in treble for bar 7.";
  assert.deepEqual(disputeOf("That's not what your read says — it lists bar 6 as bass.", undefined, answer), [
    { bars: { from: 6, to: 6 }, staff: null, property: "clef" },
  ]);
  assert.equal(disputeOf("That's not what the piece needs.", undefined, "I put a p at bar 3."), null);
});

test("'no forte' gainsays only a forte of the answer, not another dynamic it gave", () => {
  const answer = extractClaims(
    "Dynamically, it opens p in bar 1 and rises to mf at bar 9. There's a forte at bar 13 for the climax.",
    "assistant",
  );
  assert.deepEqual(contraryStatement("There's no forte at 13 that I can see.", answer), {
    bars: { from: 13, to: 13 },
    staff: null,
    property: "dynamics",
  });
});

test("'No.' to an offer turns it down; a question after it disputes nothing", () => {
  const previous = "mf at bar 1, pp at bar 11. Want a crescendo into bar 9?";
  assert.equal(disputeOf("No. And the left hand clef in bar 3?", undefined, previous), null);
  assert.notEqual(
    disputeOf("No. Bar 3 is treble.", undefined, "The left hand is in bass clef in bar 3."),
    null,
  );
});

test("'X, not Y' of what the answer said nothing of asks for X; of what it said, it disputes", () => {
  const pedal = "Ped. added to LH mm. 3–4, released at the end of m. 4.";
  assert.equal(disputeOf("m. 9: ff, not f.", undefined, pedal), null);
  assert.ok(disputeOf("m. 9: ff, not f.", undefined, "The f in m. 9 stays as it was."));
});

test("a bare 'No.' to a change offered without its verb turns it down", () => {
  const offered = "Changed left hand bars 5–6 to bass clef. Want them an octave lower as well?";
  assert.equal(disputeOf("No. Render page 1.", undefined, offered), null);
});
