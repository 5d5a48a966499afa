// "Nothing changed": of the whole score ("no changes were made"), of some bars ("bar 3 is unchanged")
// or of a staff ("the right hand is untouched").
import type { BarRange, ExtractedClaim, Property } from "../claim.ts";
import type { PartMention } from "../subject/parts.ts";
import type { BarGroup } from "../subject/bars.ts";
import type { StaffMention } from "../subject/staves.ts";
import { findValueMentions } from "../values/find.ts";

const NO_CHANGE = [
  // ("Nothing was transposed there.": no change, not a transposition.)
  /\bnothing\s+(?:has\s+|had\s+|was\s+|is\s+)?(?:been\s+)?(?:changed|modified|altered|edited|transposed|moved|shifted|touched)\b/i,
  // ("Nothing changes midway any more" says what the score has, not what an edit did.)
  /\bnothing\s+was\s+different\b/i,
  // ("No edits made.", "I made no changes.")
  /\bno\s+(?:changes?|edits?|modifications?)\s+(?:(?:were|was|have\s+been|has\s+been|had\s+been)\s+)?(?:made|applied|saved|written)\b|\b(?:made|applied|saved)\s+no\s+(?:changes?|edits?|modifications?)\b/i,
  /\bno\s+new\s+version\b/i,
  // "nothing was saved", "No, it didn't save.", "no version was saved"
  /\b(?:nothing|no\s+version)\s+(?:was|has\s+been|got)\s+saved\b|\b(?:didn't|did\s+not)\s+save\b|\bsaved\s+nothing\b/i,
  // "The edit changed nothing." (not "… nothing in bar 12", "nothing else", "nothing but the clef")
  /\b(?:changed|touched|modified|altered)\s+nothing\b(?!\s+(?:in|of|on|at|for|else)\b)/i,
  /\b(?:score|piece|file|music|everything|it)(?:\s+itself)?\s+(?:is|was|remains|remained|stays|stayed|has\s+stayed|has\s+remained)\s+(?:still\s+|completely\s+|entirely\s+|exactly\s+)?(?:unchanged|the\s+same|identical|untouched|as\s+it\s+was)\b/i,
  /\b(?:didn't|did\s+not|haven't|have\s+not|hasn't|has\s+not)\s+(?:actually\s+)?(?:change|changed|modify|modified|alter|altered|touch|touched|edit|edited)\s+(?:anything|the\s+score|the\s+piece|the\s+file)\b/i,
  /\bleaves?\s+the\s+score\s+(?:as\s+it\s+was|unchanged|untouched)\b/i,
  /\bleft\s+(?:the\s+score|the\s+music|everything)\s+(?:exactly\s+|just\s+)?(?:as\s+it\s+was|unchanged|untouched)\b/i,
  // "Nothing in the music changed", "the music didn't change": of the score as a whole.
  /\bnothing\s+in\s+the\s+(?:music|score|piece)\s+(?:has\s+|had\s+|was\s+)?(?:been\s+)?(?:changed|modified|altered|edited|touched|moved)\b/i,
  /\b(?:the\s+)?(?:music|score|piece)\s+(?:itself\s+)?(?:didn't|did\s+not|hasn't|has\s+not|hadn't|had\s+not)\s+(?:actually\s+|really\s+)?(?:change|changed)\b/i,
  /\bno\s+(?:change|edit)\s+(?:was|is)\s+(?:needed|necessary|required)\b/i,
  /^(?:no\s+changes?|nothing\s+changed|unchanged)\.?$/i,
];
// "bar 3 is unchanged", "the left hand of bar 2 stays untouched", "the clarinet part wasn't
// touched", "the notes didn't move", "nothing in the piano changed": nothing changed there.
// ("No pedal was added in bar 3", "no pedal was actually added", "no dynamics were changed", "No
// dynamic added.": none of that was edited there.)
// ("The transpose changed no notes in bar 12", "it touched nothing in the LH", "No notes in bar 12
// moved", "none of the left-hand notes changed", "nothing from m. 9 on has moved", "No pedal
// changes.": the change's
// object or subject is "no …", not a bar without notes. "Bars 11 and 12 keep their (original) notes",
// "Bar 14 was left as it was": the same.)
const BARS_UNCHANGED =
  /\bno\s+(?:pedal(?:ling)?|dynamics?|dynamic|tempo|notes?|pitch)\s+changes?\b|\b(?:changed|touched|moved|altered|edited|transposed|affected|shifted|added|removed|inserted|deleted)\s+(?:no|none\s+of\s+the|nothing\s+(?:in|of))\b|(?:^|[,;:—–]\s*)(?:no|none\s+of\s+(?:the|its|their))\s+(?:[\w'’.–-]+\s+){0,6}?(?:(?:were|was|have\s+been|has\s+been|got)\s+)?(?:changed|moved|shifted|touched|altered|edited|transposed|added|removed|inserted|deleted)\b|\b(?:keeps?|kept)\s+(?:their|its)\s+(?:original\s+|old\s+|same\s+)?(?:notes|pitches)\b|\b(?:was|were)\s+left\s+(?:exactly\s+|just\s+)?(?:as\s+(?:it|they)\s+(?:was|were)|unchanged|untouched)\b|\bnothing\s+(?:in|of|from)\s+(?:the\s+)?(?:[^,;.]|\bmm?\.){1,30}?\s+(?:has\s+|had\s+|was\s+)?(?:been\s+)?(?:changed|touched|moved|altered|edited)\b|\bno\s+(?:[\w-]+\s+){0,2}?(?:was|were|has\s+been|have\s+been|got)\s+(?:actually\s+|really\s+|ever\s+)?(?:added|changed|removed|inserted|moved|touched|edited|altered|transposed)\b|\b(?:(?:is|are|was|were|remains?|remained|stays?|stayed|(?:has|have)\s+(?:stayed|remained|been\s+left))\s+(?:still\s+|completely\s+|entirely\s+|exactly\s+|just\s+)?(?:unchanged|untouched|unaffected|as\s+(?:it|they)\s+(?:was|were)|(?:the\s+same\s+)?as\s+before(?!\s*[:—–]))|(?:is|are|was|were|has|have)(?:n't|\s+not)\s+(?:been\s+)?(?:touched|changed|moved|altered|edited|transposed|affected)|(?:didn't|did\s+not)\s+(?:move|change)|(?:didn't|did\s+not|haven't|have\s+not|hasn't|has\s+not)\s+(?:touch|touched|change|changed|alter|altered|edit|edited)\s+(?:the|any|its|their)\b)\b/i;
// "I left the right hand alone", "the notes were left alone": what the speaker did not touch.
const LEFT_ALONE =
  /\b(?:(?:i|we|it|that|this|which|edit|change|call|tool)(?:['’]ve)?\s+(?:(?:have|has|had)\s+|also\s+|just\s+)*left\s+((?:[\w'’.-]+\s+){1,8}?)|((?:[\w'’.-]+\s+){1,8}?)(?:was|were|been|got)\s+left\s+)alone\b/i;

/** "I left the right hand alone", "the notes were left alone": left alone, what the clause names of
 * the score — a staff, a part or a property ("I left the octave alone" names none of them). */
function leftAlone(clause: string, staves: StaffMention[], parts: PartMention[]): boolean {
  const m = LEFT_ALONE.exec(clause);
  if (!m) return false;
  const what = m[1] ?? m[2]!;
  const at = m.index + m[0].indexOf(what);
  const inside = (i: number) => i >= at && i < at + what.length;
  return (
    PROPERTY_WORDS.some(([re]) => re.test(what)) ||
    staves.some((st) => inside(st.index)) ||
    parts.some((p) => inside(p.index))
  );
}
// "RH untouched.", "Pitches unchanged.", "Trumpet left alone.": a log's line naming what it left.
const TERSE_UNCHANGED = /^[\w\s.'’–-]{1,40}?\s(?:untouched|unchanged|unaffected|left\s+alone)\s*[.!]?$/i;
// What a no-change names of the score: "the notes … weren't touched" says nothing of the key.
const PROPERTY_WORDS: [RegExp, Property][] = [
  [/\b(?:notes?|pitch(?:es)?|rhythms?|transpositions?)\b/i, "notes"],
  [/\bclefs?\b/i, "clef"],
  [/\bkeys?(?:\s+signatures?)?\b/i, "key"],
  // ("Key and time are unchanged": "time" beside another sign is the time signature.)
  [
    /\btime\s+signatures?\b|\bmet(?:er|re)\b|\b(?:keys?|clefs?)\s*(?:,\s*|\s+(?:and|&)\s+)time\b|\btime\s*(?:,\s*|\s+(?:and|&)\s+)(?:keys?|clefs?)\b/i,
    "time",
  ],
  [/\bdynamics?\b/i, "dynamics"],
  // ("the pedal staff", "the pedals" of an organ are a staff, not pedal marks.)
  [/\bpedal(?!s?\s+(?:staff|stave|line|part)\b)/i, "pedal"],
];

const ONLY_TOUCHED =
  /,?\s*(?:only|just|but|except(?:\s+for)?)\s+(?:the\s+|its\s+|their\s+)?[\w\s-]{1,30}[.!]?\s*$/i;

/** The properties a clause's no-change names ("other": the clause names none, so every one): by
 * their words, or by a mark's value ("the pp at bar 15 is untouched"). */
function propertiesOf(whole: string): Property[] {
  // ("I didn't touch the notes in bars 5–7, only the clef": the clef is what it did touch.)
  const clause = whole.replace(ONLY_TOUCHED, "");
  const named = PROPERTY_WORDS.filter(([re]) => re.test(clause)).map(([, p]) => p);
  if (named.length > 0) return named;
  // "The F♯4 in the right hand of bar 15 is unchanged": its notes. "The switch to 3/4 at bar 13 is
  // unaffected": its time signature.
  const marks = [...new Set(findValueMentions(clause).map((v) => v.property))].filter((p) => p !== "other");
  return marks.length === 1 ? marks : ["other"];
}
// "The rest of the score is unchanged": a part of the score, not all of it.
const PARTIAL =
  /\b(?:rest\s+of|everything\s+else|other\s+(?:bars|staves|parts|measures)|remaining|apart\s+from|except)\b/i;

const EXCEPTED = /^\s*[,;]?\s*(?:but|except|apart\s+from|other\s+than|besides|save\s+for)\b/i;

function isNoChange(clause: string): boolean {
  return NO_CHANGE.some((re) => re.test(clause)) && !PARTIAL.test(clause);
}

// "Nothing else was touched", "Nothing else changed", "No other bars were changed", "everything else is as it was": a
// no-change of all but what the message's edits changed.
const ELSE_UNCHANGED =
  /\bnothing\s+else\s+(?:in\s+(?:the\s+)?[\w\s]{1,20}?\s+)?(?:(?:was|has\s+been|got|is)\s+)?(?:changed|touched|edited|modified|altered|moved)\b|\bno\s+other\s+(?:bars?|measures?|staves|staff|notes|changes?)\s+(?:were|was|have\s+been|has\s+been)\s+(?:touched|changed|made|edited|moved)\b|\beverything\s+else\s+(?:is|was|stays|stayed|remains|remained)\s+(?:unchanged|untouched|as\s+it\s+was)\b|\bleft\s+everything\s+else\s+(?:as\s+it\s+was|alone|untouched|unchanged)\b/i;

const OTHER_UNCHANGED =
  /\b(?:all\s+)?(?:the\s+)?other\s+(?:dynamics|dynamic\s+marks?|markings?|notes|clefs|pedal\s+marks?|pedal(?:ling)?)\s+(?:are\s+|were\s+|stay\s+|stayed\s+|remain\s+|remained\s+)?(?:still\s+)?(?:untouched|unchanged|as\s+(?:they|it)\s+were)\b/i;

/** "Nothing else was touched: the notes … are exactly as they were.": the clause says "else", and the
 * words after its colon say what "else" is. */
export function opensElse(clause: string, sentence: string): boolean {
  if (!ELSE_UNCHANGED.test(clause)) return false;
  const after = sentence.slice(sentence.indexOf(clause) + clause.length);
  return /^\s*[:—–]\s*\S/.test(after) && propertiesOf(after)[0] !== "other";
}

/** What a clause names, as the no-change rules need it. */
const POINTS_AT_BARS =
  /\b(?:those|these|both|the\s+same)\s+(?:bars|measures)\b|\b(?:that|this)\s+(?:bar|measure)\b/i;

export interface NoChangeSubject {
  /** The bars the clause speaks of, its own or carried from before. */
  groups: BarGroup[];
  /** Whether the clause names bars of its own. */
  ownBars: boolean;
  /** Whether a label or heading above gives the clause its bars. */
  scopedBars: boolean;
  /** "moved the mf from bar 13 to bar 11". */
  move: boolean;
  staves: StaffMention[];
  parts: PartMention[];
  /** "The notes in those bars are unchanged": the bars the message spoke of last, which "those bars"
   * points back to (null: none). */
  pointedBars: BarRange[] | null;
}

/** The no-change claims an assistant's asserted clause makes, or null when it says nothing of the kind.
 * `whole`: it said nothing changed in the score (said once a sentence). */
export function noChangeClaims(
  clause: string,
  sentence: string,
  subject: NoChangeSubject,
  wholeSaid: boolean,
): { claims: ExtractedClaim[]; whole: boolean } | null {
  const { groups, ownBars, scopedBars, move, staves, parts } = subject;
  // (Its exceptions, the message's edits, are added once the message is read: extract-claims.ts.)
  // ("Nothing else was touched: the key change at bar 9 and the clefs are exactly as before.": the
  // words after it say what "else" is, and are read as their own claims.)
  const after = sentence.slice(sentence.indexOf(clause) + clause.length);
  const explained = /^\s*[:—–]\s*\S/.test(after) && propertiesOf(after)[0] !== "other";
  // ("Nothing was changed but the clef": the clause ends before what was changed.)
  if (EXCEPTED.test(after)) return null;
  if (ELSE_UNCHANGED.test(clause) && !explained && staves.length <= 1 && parts.length <= 1 && !ownBars) {
    const claim: ExtractedClaim = {
      kind: "no-change",
      subject: {
        part: parts[0]?.part ?? null,
        staff: staves[0]?.staff ?? null,
        bars: null,
        property: "other",
      },
      value: null,
      text: sentence,
      besides: [],
    };
    return { claims: [claim], whole: true };
  }
  // "Other dynamics untouched.": that property, but for what the message's edits changed.
  const others = OTHER_UNCHANGED.exec(clause);
  if (others && staves.length <= 1 && parts.length <= 1 && !ownBars) {
    const claims = propertiesOf(others[0]).map((property): ExtractedClaim => ({
      kind: "no-change",
      subject: { part: parts[0]?.part ?? null, staff: staves[0]?.staff ?? null, bars: null, property },
      value: null,
      text: sentence,
      besides: [],
    }));
    return { claims, whole: true };
  }
  if (
    !wholeSaid &&
    // Bars carried from an earlier clause do not make "so nothing changed" about them.
    (groups.length === 0 || (!move && !ownBars && !scopedBars)) &&
    staves.length <= 1 &&
    isNoChange(clause)
  ) {
    const claim: ExtractedClaim = {
      kind: "no-change",
      subject: { part: null, staff: staves[0]?.staff ?? null, bars: null, property: "other" },
      value: null,
      text: sentence,
    };
    return { claims: [claim], whole: true };
  }
  if (
    !(BARS_UNCHANGED.test(clause) || TERSE_UNCHANGED.test(clause) || leftAlone(clause, staves, parts)) ||
    PARTIAL.test(clause) ||
    // ("Both hands are untouched" in an organ leaves its pedals out: not read.)
    staves.some((s) => s.staff === null) ||
    parts.length > 1
  )
    return null;
  // ("Staves 1 and 2 are untouched": each staff named.)
  const staffs = staves.length > 0 ? [...new Set(staves.map((s) => s.staff))] : [null];
  const part = parts[0]?.part ?? null;
  const unchangedBars = groups.filter((g) => !g.unresolved && g.runs !== null);
  const said = (bars: ExtractedClaim["subject"]["bars"]) =>
    staffs.flatMap((staff) =>
      propertiesOf(clause).map((property): ExtractedClaim => ({
        kind: "no-change",
        subject: { part, staff, bars, property },
        value: null,
        text: sentence,
      })),
    );
  if (unchangedBars.length > 0)
    return { claims: unchangedBars.flatMap((g) => g.runs!.flatMap((bars) => said(bars))), whole: false };
  // ("The notes in those bars are unchanged" with no bars before it: which bars is not said.)
  // (Not a mark said to be there either: "The dynamics in those bars are unchanged." says nothing of
  // whether there are any.)
  const pointed = POINTS_AT_BARS.exec(clause)?.[0];
  if (pointed)
    return subject.pointedBars
      ? { claims: subject.pointedBars.flatMap((bars) => said(bars)), whole: false }
      : {
          claims: said(null).map((c) => ({ ...c, uncertain: `could not tell which bars '${pointed}' are` })),
          whole: true,
        };
  // "The right hand is untouched.", "The clarinet part wasn't touched.", "I didn't touch the
  // dynamics": nothing changed there.
  const property = propertiesOf(clause)[0] !== "other";
  if (!ownBars && !scopedBars && (staves.length > 0 || part !== null || property))
    return { claims: said(null), whole: false };
  return null;
}
