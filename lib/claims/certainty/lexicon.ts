// The claim language's vocabulary: every word and phrase the rules give a role, and the role.
// A word that is not here was not read. Phrases are matched before the words inside them, longest
// first, so "the pedal line" is one phrase the rules cannot place rather than a pedal and a line.
//
// Roles:
// - filler: words that change neither the subject nor the value ("the", "is", "I've", "also").
// - content: words the rules read as a subject, a property, a value, a scope, a negation or an edit;
//   a clause with one is a clause the rules must read whole.
// - blocker: words that take a statement out of the score's present (conditions, wishes, reports of
//   what someone said): a sentence with one is not read with certainty, wherever the word stands.
// - unplaced: words that name a subject the rules cannot place in the score (a section, a system, a
//   page, a beat, a pedal line).

export type Role = "filler" | "content" | "blocker" | "unplaced";

const FILLER = `
a an the this that these those its it it's itself they them their there there's here here's
is are was were be been being am tool tools call calls function 's 're 'm 've 'd 'll isn't aren't
has have had having do does did present
i i'm i've i'd we we've we're us our my me you your
she he her his him hers she's he's herself himself
of in on at for with by as into onto within inside over across under upon per via
and also too as well plus just simply now still already yet currently right like
so then therefore hence thus consequently both each one ones
okay ok alright sure great good perfect excellent done yes yep yeah certainly absolutely indeed
thanks thank understood got gotcha noted right-hand left-hand
here's quick summary overview recap status result results update note content contents
successfully correctly properly cleanly actually really exactly precisely indeed definitely clearly musically musical
piece score music song movement work excerpt passage tune file arrangement chart edition
written marked notated shown printed set placed
reads read shows show uses use carries carry has contains contain sits sit stands stand
appears appear lies lie looks look features feature includes include holds hold holding carrying containing featuring showing
happens happen happened occurs occur occurred
everything something anything nothing
confirmed confirm verified verify checked check
please further runs run lasts spans spanning extends spends spend spent photo photos image images picture pictures screenshot render rendering engraving
rendered showed sitting visible seen
sorry apologies apologise apologize unfortunately hmm oops
which that who whose where when while whereas because although though
themselves either very dynamically engraver renderer they're we're you're reading
existing current broken arpeggiated rolled included inclusive
dynamics-wise clef-wise key-wise pedal-wise pedalling-wise notes-wise pitch-wise
january february march april may june july august september october november december
monday tuesday wednesday thursday friday saturday sunday today yesterday morning afternoon evening tonight
`;

// Kinds of piece: "the waltz" is this piece; "a waltz" is any ("A waltz in 3/4 is the norm").
const GENRES = `
minuet waltz etude étude lullaby chorale nocturne prelude sonata sonatina march study album leaf
bagatelle valse air duet trio quartet hymn anthem fugue invention rondo scherzo theme
`;

const HEDGE = `
think believe looks seems seem appears confident sure fairly reasonably
`;

const CONTENT = `
bar bars measure measures m. mm. b. bb. barline barlines bar-line bar-lines
staff staves staffs stave hand hands lh rh l.h. r.h. left right upper lower top bottom
treble-staff bass-staff
part parts voice voices instrument instruments player players
piano organ violin violins viola violas cello cellos violoncello contrabass double flute flutes oboe oboes
clarinet clarinets bassoon bassoons horn horns trumpet trumpets trombone trombones tuba saxophone sax
flugel flugelhorn cornet euphonium piccolo
guitar harp soprano alto tenor baritone mezzo-soprano vocal vocals singer
keyboard
clef clefs courtesy treble bass alto tenor percussion tab tablature g-clef f-clef c-clef
key keys signature signatures major minor sharp sharps flat flats natural naturals
time meter metre common cut
note notes pitch pitches rest rests chord chords melody melodies line octave octaves unison
highest lowest high low top bottom above below up down higher lower range register
pedal pedals pedalling pedaling pedalled pedaled ped ped. sustain damper marking markings mark marks sign signs
dynamic dynamics p pp ppp mp mf f ff fff sfz sf fp crescendo diminuendo decrescendo hairpin hairpins
cresc. dim. forte piano pianissimo fortissimo mezzo
tempo bpm allegro andante adagio moderato largo lento presto vivace allegretto andantino
count length long
beat beats downbeat downbeats halfway midway partway
pickup pick-up anacrusis upbeat again full total including counting single lone
doubling doubles doubled
failed fail fails refused refuse rejected reject couldn't unable fixes edits earlier
tone tones semitone semitones step steps mezzo-forte mezzo-piano vla vc vln pno string strings
a b c d e g plays played play playing sing sings sang singing sig sigs follows follow together
zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty hundred
first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth
last final opening closing beginning start end ending
whole entire all every throughout everywhere anywhere nowhere only alone entirely
except excluding apart besides but other
from to through thru until till onwards onward after before between since
not no never none neither nor n't don't doesn't didn't hasn't haven't hadn't wasn't weren't
no longer any more anymore without
changed change changes changing altered alter alters switched switch switches flips flip flipped moved move moves becomes become became covers cover covered continues continue continued applies apply applied
turns turned turning
modulates modulate modulated modulating modulation
added add adds inserted insert removed remove removes deleted delete took taken
transposed transpose transposes replaced replace replaces fixed fix corrected correct
updated update converted convert applied apply edited edit made make put
restored restore restores reverted revert reverts undid undo undone redo redid
raised raise lowered lower shifted shift shifts shifting swapped swap cleared clear dropped drop
went goes go going gone returns return returned returning comes come came back
stays stay stayed staying remains remain remained remaining keeps keep kept leaves leave left lives lived
pressed released release releases releasing lifted depressed settles settle settled settling arrives arrive arrived lands land landed peaks peak peaked transposition transpositions
begins begin began starts started starting opens opened ends ended finishes finished closes closed
enters enter entered entering entry entries entrance held drops dropping switching moving
rises rise rose rising climbs climb climbed climbing falls fall fell falling dips dip dipped dipping
builds build built building grows grow grew growing swells swell swelled swelling fades fade faded fading
walks walk walked walking coming jumps jump jumped jumping leaps leap leapt leaped leaping
descends descend descended ascends ascend ascended reaches reach reached hits hit 8vb 8va vb va stop stops stopped v
untouched unchanged unaffected affected same different identical belongs announces touched touch matching
concert sounding sounds sound sounded transposing
elsewhere tacet silent empty rested resting whole-bar full-bar multi-bar
version versions v1 v2 v3 v4 v5 v6 v7 v8 v9 saved save new re-saved resaved re-save resave
previously originally before now already
`;

const BLOCKER = `
if would could should might may can wouldn't shouldn't shall will won't
want wants wanted wish hope hopefully
suggest suggests suggested suggestion propose proposes proposed proposal recommend recommends
consider considering option options idea ideas alternative alternatively
plan plans planned planning intend intended intending
maybe perhaps possibly probably likely unlikely supposedly apparently presumably allegedly
asked ask asks request requested requests
said say says told tell tells reported reports reporting claimed claims claim stated states according
usually typically typical standard generally normally commonly often sometimes traditionally conventionally
unless whether
`;

const UNPLACED = `
section sections bridge chorus verse refrain intro introduction outro coda codetta episode
exposition development recapitulation
system systems page pages
offbeat half-bar
phrase phrases cadence cadences motif motive
`;

const HEDGE_PHRASES = `it looks like, it seems, it seems to me, as far as i can tell, from what i can see,
i think, i believe, if i'm reading it right, i'm confident, i am confident, i'm sure, i am sure, i'm certain,
i am certain, returned an error, gave an error, reported an error, threw an error, failed with an error,
came back with an error, if i've counted right, if i counted right, if i counted correctly, if i remember correctly,
if i recall correctly, if memory serves, if i'm not mistaken, unless i'm mistaken, if i read it right,
as far as i can see, from what i see`;

const FILLER_PHRASES = `counts as, count as, turned out to be, turns out to be, proved to be, as you asked, as requested, as you requested, as you wanted, as asked, per your request,
as i said, like i said, as i mentioned, as i noted, as i wrote, as i explained, as i stated, as i've said,
as noted above, as mentioned above, as mentioned earlier, as noted earlier, as said above, as stated above,
as before, as it was, as it stands, in this turn, during this turn, in place, at the moment, right now, for now, so far, of course, all done,
got it, thank you, that means, which means, last time, this time, this turn, in this turn, during this turn, used to be, used to have, as well, in the score, in the file, went ahead, gone ahead, go ahead, you're right,
you are right, you can see, reload the page, refresh the page, on the page, in total, whole tone, half step,
a held, held note, held notes, held for the whole bar, held for the full bar, held for the entire bar, held through the bar,
held through the whole bar, across the bar, across the whole bar, top end, bottom end, low end, high end,
and another in, and another at, and another on, and one more in, and one more at,
of its own, of their own, followed by a,
you're seeing, you are seeing, you see, you're looking at, you are looking at,
the page, rendered page, page image, page render, looking at, going by, judging by, judging from,
according to the read, according to the score, according to the file, according to the page,
according to the rendered page, according to the page image, based on the read, based on the score,
based on the rendered page, based on the page, based on the page image,
that gives you, this gives you, which gives you,
i can see, i can also see, i can clearly see, we can see, all along, in fact, jumping ahead, jumped ahead, jump ahead, jumping the gun, i was wrong about, i was also wrong about, in short, in brief, in sum, in summary, to sum up, all in all, in other words,
a moment ago, a minute ago, just now, to be precise, to be exact, clean copy`;

const CONTENT_PHRASES = `every system, each system, all systems, all the systems, all its systems, whole thing, the whole thing, entire thing, everything before that, everything after that, all the bars before that, all the bars after that,
the bars before that, the bars after that, every bar before that, every bar after that,
is out of, are out of, is now out of, are now out of, its original, their original, back to the original, restored the original, other than, apart from, aside from, save for, with the exception of, took out, taken out,
instead of, in place of, rather than, no higher than, no lower than, never higher than, never lower than,
no longer, any more, left hand, right hand, lower staff, upper staff, top staff,
bottom staff, bass staff, treble staff, middle staff, middle stave, key signature, time signature, common time, cut time,
from here, from here on, takes effect, take effect, took effect, takes over, take over, took over, taking over,
release star, release stars, is used in, are used in, is used on, are used on, is used from, are used from, courtesy clef that takes effect, courtesy clef announcing, to the end, all the way, the whole way, at all, first line, second line,
third line, fourth line, fifth line, everywhere else, nowhere else, anywhere else, pedal staff, pedal stave, pedals staff, concert pitch, sounding pitch, written pitch, at pitch,
from start to finish, from beginning to end, from start to end, start to finish, beginning to end, start to end, tops out, topped out, bottoms out, bottomed out,
starts out, started out, ped. bracket, ped. brackets, pedal bracket, pedal brackets,
at or below, at or above, or above, or below, or higher, or lower, no sharps or flats, no flats or sharps,
straight through, straight on, once per bar, once a bar, once each bar, per bar, per measure, sits out, sit out, sat out, sitting out, lays out, lay out, laid out, laying out, all the way, this section, that section, this passage, that passage,
this stretch, that stretch, first manual, second manual, man. i, man. ii, manual i, manual ii, what it was, what they were, how it was, how they were, match version,
matches version, matched version, those last bars, these last bars, those final bars, these final bars,
those closing bars, these closing bars, those opening bars, these opening bars, those first bars, these first bars, dies away, died away, dying away, fades away, fades out, faded away`;

// Note values: what a note lasts, which the reading does not model and no claim's subject or value
// holds ("a dotted half note F4" is F4 in that bar). "Half" alone may be half of a bar or a piece.
const NOTE_VALUE_PHRASES = `whole note, whole notes, half note, half notes, quarter note, quarter notes, eighth note,
eighth notes, sixteenth note, sixteenth notes, dotted half, dotted half note, dotted half notes,
dotted quarter, dotted quarter note, dotted quarter notes, dotted whole note, whole-note, half-note,
quarter-note, eighth-note, crotchet, crotchets, quaver, quavers, minim, minims, semibreve, semibreves,
dotted minim, dotted crotchet, dotted-half, dotted-quarter, dotted-whole, dotted-eighth, dotted-half-note,
dotted-quarter-note, half rest, half rests, quarter rest, quarter rests, eighth rest, eighth rests,
sixteenth rest, sixteenth rests, half-note rest, quarter-note rest, crotchet rest, minim rest, quaver rest`;

const BLOCKER_PHRASES = `going to, need to, needs to, have to, has to, let's, let me, you can, you'll,
you will, can't tell, cannot tell, can't see, not sure, in general, as a rule, by convention, in practice,
a piano goes, a piano can, a piano reaches, a piano's, a grand piano, an upright piano`;

// Instruments and players in general: "a cello goes down to C2", "an organist would …" ("a piano"
// alone is also a dynamic: only its remarks above; "A clarinet", "A trumpet" may name the instrument
// in A).
const INSTRUMENTS = `
flute oboe bassoon trombone tuba violin viola cello organ harp guitar
singer pianist organist cellist violinist clarinettist clarinetist flautist
`;

const UNPLACED_PHRASES = `pedal line, pedal part, a section,
top of the page, bottom of the page, end of the page, foot of the page, head of the page,
middle of the page, start of the page, top of page, bottom of page,
b section, middle section, trio section,
line of the page, last beat, final beat, last beats, before that, after that, before then, after then,
everything before it, everything after it, everything before this, everything after this,
the bars before it, the bars after it, all the bars before it, all the bars after it,
in between, in-between, until then, till then, by then, from then on, since then, up to then, up until then,
up to there, up to here, until there, till there, up until there, up to that point, until that point, till that point,
up to this point, until this point, before that point, prior to that, every other bar, every other measure,
every second bar, every second measure, alternate bars,
last bars, final bars, closing bars, last measures, final measures, closing measures, last few bars, final few bars,
opening bars, first bars, opening measures, first measures, first few bars`;

// An admission of an earlier answer's error, before or after what the score has: "I got the meter
// wrong too: bars 7–12 are in 2/4."
const ADMISSION_PHRASES = ["got", "had"]
  .flatMap((verb) =>
    `it, that, this, the meter, the metre, the key, the clef, the clefs, the time, the time signature,
   the key signature, the pedal, the pedalling, the dynamics, the notes, the bar count, the count,
   the right hand, the left hand, the rh, the lh, the bass, the melody, the pedal staff, the bars`
      .split(",")
      .map((what) => `${verb} ${what.trim().replace(/\s+/g, " ")} wrong`),
  )
  .concat(
    // "I gave you the wrong marking a moment ago."
    ["gave you the wrong", "told you the wrong", "gave the wrong", "quoted the wrong"].flatMap((said) =>
      `marking, mark, dynamic, clef, key, time, time signature, key signature, note, notes, pitch, bar,
     bar number, bars, pedal, value, answer, count`
        .split(",")
        .map((what) => `${said} ${what.trim().replace(/\s+/g, " ")}`),
    ),
  );

const words = (list: string): string[] => list.split(/\s+/).filter(Boolean);
const phrases = (list: string): string[] =>
  list
    .split(",")
    .map((p) => p.trim().replace(/\s+/g, " "))
    .filter(Boolean);

export interface Lexicon {
  words: Map<string, Role>;
  /** Entries of several words, by their first word, longest first. */
  phrases: Map<string, { words: string[]; role: Role }[]>;
}

function build(): Lexicon {
  const map = new Map<string, Role>();
  const multi = new Map<string, { words: string[]; role: Role }[]>();
  const add = (entry: string, role: Role) => {
    const ws = entry.split(" ");
    if (ws.length === 1) return void map.set(entry, role);
    const list = multi.get(ws[0]!) ?? [];
    list.push({ words: ws, role });
    multi.set(ws[0]!, list);
  };
  // Later lists win: a word that is filler in one use and content in another is content.
  const lists: [string[], Role][] = [
    [words(FILLER), "filler"],
    [words(GENRES), "filler"],
    [words(HEDGE), "filler"],
    [phrases(HEDGE_PHRASES), "filler"],
    [phrases(FILLER_PHRASES), "filler"],
    [ADMISSION_PHRASES, "filler"],
    [phrases(NOTE_VALUE_PHRASES), "filler"],
    [words(CONTENT), "content"],
    [phrases(CONTENT_PHRASES), "content"],
    [words(BLOCKER), "blocker"],
    [phrases(BLOCKER_PHRASES), "blocker"],
    [words(GENRES).flatMap((g) => [`a ${g}`, `an ${g}`]), "blocker"],
    [words(INSTRUMENTS).flatMap((g) => [`a ${g}`, `an ${g}`]), "blocker"],
    [words(UNPLACED), "unplaced"],
    [phrases(UNPLACED_PHRASES), "unplaced"],
  ];
  for (const [entries, role] of lists) for (const e of entries) add(e, role);
  for (const list of multi.values()) list.sort((a, b) => b.words.length - a.words.length);
  return { words: map, phrases: multi };
}

export const LEXICON: Lexicon = build();
