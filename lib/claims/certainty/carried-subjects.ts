// Subjects taken from around a sentence rather than said in it, kept only where nothing else could
// be meant (findings.md, "Certainty"): an entry said of no bar, a list naming each item's part after
// its value, a line named by its role, "it" after the message has named two staves. Each check gives
// the reason the claim is not read with certainty, or null.
import type { ExtractedClaim } from "../claim.ts";
import { matchesOf } from "../matches.ts";
import { splitSentences } from "../sentences.ts";
import { findBarGroups } from "../subject/bars.ts";
import { findPartMentions } from "../subject/parts.ts";
import type { ScoreContext } from "../subject/score-context.ts";
import { LINE_ROLE, MELODY, partOfLine } from "../subject/roles.ts";
import { findStaffMentions } from "../subject/staves.ts";
import { findValueMentions } from "../values/find.ts";

const ENTRY =
  /\b(?:comes?|came|coming)\s+(?:back\s+)?in\b|\b(?:enters?|entered|entering|entry|entrance|joins?|joined)\b|(?<!\b(?:it|that|this|which|bar|measure)\s+(?:still\s+|now\s+|also\s+)?)\b(?:starts?|begins?|opens?)\s+(?:on|with)\b/gi;

// The entry named as a thing ("the entry", "its entrance"), which may be anywhere in the part.
const ENTRY_NOUN = /\b(?:the|its|their|her|his)\s+(?:first\s+)?(?:entry|entrance)\b/i;

/** "The mp is still on m. 5, so the entry itself has no dynamic yet": a clause about the entry that
 * names no bar of its own, whose bars came from a clause before that placed no entry there, may speak
 * of the part's entry elsewhere. */
export function entryOfOtherBars(clause: string, before: string, made: ExtractedClaim[]): string | null {
  const entry = ENTRY_NOUN.exec(clause);
  const groups = findBarGroups(before);
  if (!entry || groups.length === 0) return null;
  // ("- Bar 3: the clarinet now has an mf on its entry.": a label heading the line places it.)
  const label = groups.reduceRight((text, g) => text.slice(0, g.index) + text.slice(g.end), before);
  if (/^[\s\-–—*•:.,]*$/.test(label)) return null;
  const carried = made.filter((c) => c.subject.bars !== null);
  const placed = (c: ExtractedClaim) =>
    matchesOf(ENTRY, before).some((m) =>
      findBarGroups(before.slice(m.index, m.index + 40)).some((g) =>
        g.runs?.some((r) => r.from === c.subject.bars!.from),
      ),
    );
  return carried.length > 0 && !carried.every(placed)
    ? `could not tell which bar '${entry[0]}' is: its clause names none`
    : null;
}

const RESTS = /\b(?:rests?|resting|tacet|silent|sits?\s+out|no\s+notes)\b/i;

// "Underneath it", "there", "in that bar": a pointer to a place said before (not "there is").
const PLACE_SAID_BEFORE =
  /\b(?:under(?:neath)?|below|beneath|against|beside|alongside|over|above)\s+(?:it|that|this|them)\b|\bthere\b(?!\s*(?:is|are|was|were|['’]s|['’]re)\b)|\b(?:that|this|the\s+same)\s+(?:bar|measure)\b/i;

const ASKS_START = /\b(?:starts?|begins?|opens?|downbeats?|first\s+(?:note|pitch))\b/i;
const BARS_POINTED_AT = /^(?:and\s+|so\s+)?(?:they|these|those|both)\b(?!\s+(?:hands|staves|parts)\b)/i;

/** "A3 in bar 3; it rests for the first two bars. It comes in p.", "The clarinet starts on a written
 * B4" (not "it starts on C4", which may be a bar's): an entry said of no bar is at the
 * bar where the part enters. The bars carried from before are kept only where the message placed the
 * entry there ("… comes in at m. 5 on A4. It comes in p."); else a state is checked at the entry
 * itself, and anything else is not read. */
export function entryElsewhere(
  c: ExtractedClaim,
  message: string,
  score?: ScoreContext,
  asking = "",
): string | null {
  const entry = matchesOf(ENTRY, c.text)[0];
  const bars = c.subject.bars;
  if (!entry || findBarGroups(c.text, score).length > 0) return null;
  const before = message.slice(0, Math.max(0, message.indexOf(c.text)));
  const placed =
    bars !== null &&
    matchesOf(ENTRY, before).some((m) =>
      findBarGroups(before.slice(m.index, m.index + 40), score).some((g) =>
        g.runs?.some((r) => r.from === bars.from),
      ),
    );
  // ("It comes back in p": a later entry, after rests the sentence does not place.)
  const first = !/\bback\b/i.test(entry[0]);
  // ("… the right hand of bar 10 begins on A5. Underneath it, the left hand starts on D3.": the bar
  // said before, which the sentence points at.)
  if (bars !== null && PLACE_SAID_BEFORE.test(c.text)) return null;
  // ("Bars 5-6 of the right hand are now an octave higher. They now start on C6.": bars said before,
  // which "they" points at; a staff's entry is an "it".)
  if (bars !== null && BARS_POINTED_AT.test(c.text)) return null;
  // ("… what's the LH downbeat in m. 11, and where does the RH start in that bar?": where the bar the
  // question asked about starts.)
  if (
    bars !== null &&
    ASKS_START.test(asking) &&
    findBarGroups(asking, score).some((g) => g.runs?.some((r) => r.from === bars.from))
  )
    return null;
  if (first && c.kind === "state" && (c.subject.property === "dynamics" || c.subject.property === "notes")) {
    // The entry the message placed may not be the part's, and "comes in on G2" after "RH at m. 9 is
    // …" may be in the bar the message spoke of: the claim is said of both.
    // (Bars carried from "it rests for the first two bars" are where it does not play: never its entry.)
    if (bars !== null && (placed || !RESTS.test(before)))
      (c.readings ??= []).push({
        bars,
        name: placed
          ? `bar ${bars.from}, where the message placed the entry`
          : `${bars.from === bars.to ? `bar ${bars.from}` : `bars ${bars.from}–${bars.to}`}, which the message spoke of`,
      });
    c.subject.bars = null;
    c.atEntry = true;
    return null;
  }
  if (placed) return null;
  return `could not tell which bar '${entry[0]}' is: the sentence names none`;
}

/** "p at bar 1 on the piano's upper staff, p at bar 3 in the violin, ff at bar 9 in both": a list whose
 * items each name their own part, which the rules pair with values by order only. */
export function partsOfAList(c: ExtractedClaim, score?: ScoreContext): string | null {
  if ((score?.parts.length ?? 0) < 2 || c.subject.part === null) return null;
  // Items that give a value and then the part it is in ("p at bar 3 in the violin").
  const values = findValueMentions(c.text);
  const items: string[] = [];
  let at = 0;
  for (const item of c.text.split(/[,;]/)) {
    const part = findPartMentions(item, score).find((m) => m.part !== null);
    if (part && values.some((v) => v.index >= at && v.index < at + part.index)) items.push(item);
    at += item.length + 1;
  }
  const parts = new Set(items.flatMap((item) => findPartMentions(item, score).map((m) => m.part)));
  if (items.length >= 2 && parts.size >= 2) return "could not tell which part each item of the list names";
  // "a forte in the clarinet and a mezzo-forte in the piano's right hand": pairs of a value and its
  // part, where the claim's value stands with another part than the claim's.
  const pairs = c.text.split(/[,;]|\s+and\s+/).map((item) => ({
    values: findValueMentions(item).filter((v) => v.property === c.subject.property),
    part: findPartMentions(item, score).find((m) => m.part !== null),
  }));
  // ("voice treble clef; piano staff 1 treble clef": the same value in the claim's own part's item.)
  const holds = (p: (typeof pairs)[number]) => p.part && p.values.some((v) => v.value === c.value);
  const mine = pairs.find((p) => holds(p) && p.part!.part === c.subject.part) ?? pairs.find(holds);
  const others = pairs.filter((p) => p !== mine && p.part && p.values.some((v) => v.value !== c.value));
  return mine && mine.part!.part !== c.subject.part && others.length > 0
    ? `could not tell whether '${c.value}' is ${mine.part!.name}'s, which its words name`
    : null;
}

/** "The bass line's lowest note is C2" in a piano score: a line named by its role in the music may lie
 * on either staff, or move between them. (The melody of a keyboard part is placed on its staff 1 before
 * this check: `placeMelody`.) */
export function lineByRole(c: ExtractedClaim, score?: ScoreContext): string | null {
  const role = LINE_ROLE.exec(c.text);
  if (!role || findStaffMentions(c.text).length > 0) return null;
  const part = partOfLine(c, score);
  if (part && part.staves < 2) return null;
  if (part && c.subject.staff === 1 && MELODY.test(role[0])) return null;
  return `could not place '${role[0]}' on a staff`;
}

const HEADING_LINE = /^#{1,6}\s+\S.*$/gm;
const STAFF_PRONOUN = /\b(?:it|its|it's|they|their|them)\b/i;

/** "In bar 9 the right hand is in bass clef. The left hand is in treble there too. It goes back to
 * treble at bar 11.": after the message has named two staves, "it" may be either (of a time
 * signature, either says the same). A markdown
 * heading starts a new topic ("### Pedal staff (staff 3)" over "- It rests through bar 1."): only
 * the staves named since the last heading count. */
export function pronounOfTwoStaves(c: ExtractedClaim, message: string): string | null {
  // (A part's staves share its time signature: "It's 8 bars: 3/4 for mm. 1-7" is the same of either.)
  if (c.subject.staff === null || c.subject.property === "time" || findStaffMentions(c.text).length > 0)
    return null;
  const pronoun = STAFF_PRONOUN.exec(c.text);
  if (!pronoun) return null;
  const upTo = message.slice(0, Math.max(0, message.indexOf(c.text)));
  const heading = [...upTo.matchAll(HEADING_LINE)].at(-1);
  const before = findStaffMentions(heading ? upTo.slice(heading.index) : upTo);
  const staves = new Set(before.map((m) => m.staff).filter((s) => s !== null));
  return staves.size > 1
    ? `could not tell which staff '${pronoun[0]}' is: the message names more than one before it`
    : null;
}

/** "The clarinet … comes in at bar 3 on a written G4, which matches the piano's F major. It enters
 * marked mp.": "it" after a sentence naming two parts may be either; "That sounds as E5." after a
 * sentence on the clarinet is the clarinet's, whatever part the question named. (A key or time,
 * said of every part, and the piece's length need no part.) */
export function pronounOfTwoParts(
  c: ExtractedClaim,
  message: string,
  asking: string,
  score?: ScoreContext,
): string | null {
  if (!score || score.parts.length < 2 || !PART_PROPERTIES.has(c.subject.property)) return null;
  if (findPartMentions(c.text, score).some((m) => m.part !== null) || findStaffMentions(c.text).length > 0)
    return null;
  const pronoun = PART_PRONOUN.exec(c.text);
  if (!pronoun) return null;
  const upTo = message.slice(0, Math.max(0, message.indexOf(c.text)));
  const before = splitSentences(upTo).at(-1) ?? asking;
  const named = new Set(
    findPartMentions(before, score)
      .map((m) => m.part)
      .filter((p) => p !== null),
  );
  if (named.size > 1)
    return `could not tell which part '${pronoun[0]}' is: the sentence before names more than one`;
  const [only] = named;
  if (only !== undefined && c.subject.part !== null && c.subject.part !== only)
    return `could not tell which part '${pronoun[0]}' is: the sentence before names another`;
  // ("… the clarinet's key signature at bar 10, and … its first note there?" — "… That corresponds to
  // concert D major, the key the piano is in. Its first note in bar 10 is a written A5.": the part
  // the question asked of, or the one named after a comma in the sentence before?)
  const asked = findPartMentions(asking, score).find((m) => m.part !== null)?.part;
  const aside = findPartMentions(before, score).every((m) => /[,;—–]/.test(before.slice(0, m.index)));
  return only !== undefined && asked !== undefined && asked !== only && aside
    ? `could not tell which part '${pronoun[0]}' is: the question asked of another`
    : null;
}
const PART_PRONOUN = /^\W*(?:it|its|it's|it’s|that|this|they|their)\b/i;
const PART_PROPERTIES = new Set(["notes", "clef", "dynamics", "pedal"]);

// "…, under the melody's opening B4", "beside the clarinet's D5": a possessive standing just before
// the value, naming its line.
const OWNED = /(?:^|[\s(,])((?:the\s+)?[\w-]+(?:\s+[\w-]+)?)['’]s\s+(?:[\w-]+\s+){0,2}$/i;

// "…, under a melody that opens on C5": a line whose own clause the value ends.
const LINE_CLAUSE =
  /(?:^|[\s(,])((?:a|an|the|its)\s+(?:[\w-]+\s+){0,2}?[\w-]+),?\s+(?:that|which)\s+(?:[\w-]+\s+){1,3}$/i;

// "… over C3 in the bass": the line a note is said in, after it.
const LINE_AFTER =
  /^\s+(?:in|on)\s+(the\s+(?:bass|melody|tune|top\s+line|left\s+hand|right\s+hand|lh|rh|lower\s+staff|upper\s+staff))\b(?!\s+(?:clef|staff|stave|note))/i;
const BASS_LINE = /^the\s+bass$/i;

/** "In bar 1 the left hand plays G2, D3 and B3, under the melody's opening B4", "the right hand is
 * E♭4 over C3 in the bass": a note said as another line's than the one the claim was placed in. */
export function noteOfAnotherLine(c: ExtractedClaim, score?: ScoreContext): string | null {
  if (c.subject.property !== "notes" || !c.value) return null;
  const pitch = /[A-G](?:#|b)*-?\d/.exec(c.value)?.[0];
  if (!pitch) return null;
  const mention = findValueMentions(c.text).find(
    (v) => v.property === "notes" && v.value?.split(" ").includes(pitch),
  );
  const lead = mention ? c.text.slice(Math.max(0, mention.index - 40), mention.index) : "";
  const clauseOwner = LINE_CLAUSE.exec(lead)?.[1];
  const owner = mention
    ? (OWNED.exec(lead)?.[1] ??
      LINE_AFTER.exec(c.text.slice(mention.end, mention.end + 30))?.[1] ??
      (clauseOwner && (LINE_ROLE.test(clauseOwner) || findStaffMentions(clauseOwner).length > 0)
        ? clauseOwner
        : undefined))
    : null;
  if (!owner) return null;
  const staff =
    findStaffMentions(owner)[0]?.staff ??
    (MELODY.test(owner.replace(/^(?:the|a|an|its)\s+/i, "")) ? 1 : BASS_LINE.test(owner) ? 2 : undefined);
  const part = findPartMentions(owner, score).find((m) => m.part !== null)?.part;
  // (A line named by its role alone, in its own clause, may lie on either staff.)
  const unplaced = owner === clauseOwner && staff === undefined && part === undefined;
  const other =
    unplaced ||
    (staff !== undefined && staff !== c.subject.staff) ||
    (part !== undefined && part !== c.subject.part);
  return other ? `could not tell whether '${pitch}' is ${owner}'s or the claim's subject's` : null;
}

/** "from here key B♭ major (clarinet: C major written)": a value in brackets that name another part
 * than the claim's is that part's. */
export function bracketOfAnotherPart(c: ExtractedClaim, score?: ScoreContext): string | null {
  if ((score?.parts.length ?? 0) < 2 || !c.value || !c.text.includes("(")) return null;
  for (const [, inside] of c.text.matchAll(/\(([^()]*)\)/g)) {
    const part = findPartMentions(inside!, score).find((m) => m.part !== null);
    if (!part || part.part === c.subject.part) continue;
    const same = findValueMentions(inside!).some(
      (v) => v.property === c.subject.property && v.value === c.value,
    );
    if (same) return `could not tell whether '${c.value}' is ${part.name}'s, named beside it in brackets`;
  }
  return null;
}

// "That written D5 in bar 3 sounds as concert C5": a value pointed back at, where it was said.
const POINTED_VALUE =
  /^\W*(?:and\s+|so\s+)?(?:that|this|the\s+same)\s+(?:(?:written|sounding|concert|low|high|top|bottom)\s+)?([A-G](?:[#♯♭b]|-?flat|-?sharp)?-?\d|(?:treble|bass|alto|tenor)(?=\s+clef)|pp|p|mp|mf|f|ff)\b/i;

/** "The clarinet … comes in at bar 3 on D5. The left hand has pedal in bars 1 and 5. That written D5 in
 * bar 3 sounds as concert C5.": a value pointed back at is the part's and staff's the message said it
 * of, not the subject of the sentence before, where the two differ and the sentence names neither. */
export function pointedValueElsewhere(
  c: ExtractedClaim,
  earlier: ExtractedClaim[],
  score?: ScoreContext,
): string | null {
  const pointed = POINTED_VALUE.exec(c.text);
  if (!pointed) return null;
  if (findPartMentions(c.text, score).some((m) => m.part !== null) || findStaffMentions(c.text).length > 0)
    return null;
  const value = pointed[1]!.toLowerCase().replace("♭", "b").replace("♯", "#");
  const said = earlier.find(
    (d) =>
      d.text !== c.text &&
      d.subject.property === c.subject.property &&
      (d.value ?? "")
        .toLowerCase()
        .split(/[\s|]+/)
        .includes(value),
  );
  if (!said) return null;
  const same = said.subject.part === c.subject.part && said.subject.staff === c.subject.staff;
  return same
    ? null
    : `could not tell whose '${pointed[0].trim()}' is: the message said it of another part or staff than the sentence before`;
}
