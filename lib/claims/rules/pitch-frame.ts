// Written or sounding: a transposing part's notes and key are its written ones unless the sentence
// says "concert" or "sounding" (findings.md, "Pitch"). A frame word belongs to the value it stands
// right before ("concert F major", "sounds as G4") or, failing that, to the value just before it
// ("B♭ major at concert pitch"); one that stands by no value ("At concert pitch, …") frames the
// whole sentence. Where a sentence gives a value at concert pitch beside one it does not frame
// ("G major (concert F major)"), the other is the written one.
import type { ExtractedClaim } from "../claim.ts";

// ("…, so the clarinet reads C major": the key the player reads is written.)
const FRAME =
  /\b(?:(concert|sounding|sounds?|sounded)|(written|notated|transposed\s+part|reads(?=\s+(?:in\s+)?[A-G](?:♯|♭|#|b)?\s+(?:major|minor)\b)))\b/gi;
const ANY_FRAME = new RegExp(FRAME.source, "i");
const VALUE = /(?<![\w-])[A-G](?:♯|♭|#|b(?![a-z])|[\s-](?:flat|sharp)\b)?(?:-?\d\b|\s+(?:major|minor)\b)/g;
// Words a frame may stand apart from its value by: "concert pitch", "at concert", "sounds as the",
// "the concert key changes to".
// A frame in brackets stands by its value too: "key (concert) B♭ major".
const BETWEEN =
  /^(?:\s+(?:pitch|as|at|in|an?|the|of|is|key|note|notes|it|concert|sounding|written|changes|changed|moves|goes|switches|to|now)|\s*[()])*\s*$/i;

const INTERVAL_AFTER =
  /^\s+(?:an?\s+|one\s+|two\s+)?(?:(?:minor|major|perfect|augmented|diminished|whole|half)\s+)?(?:second|third|fourth|fifth|sixth|seventh|octave|tone|semitone|step)s?\s+(?:lower|higher|below|above|down|up)\b/i;
// Words of a change from one value to the next: "F major -> ", "then moves to".
const CHANGE_WORDS = String.raw`->|→|=>|⇒|\b(?:it\s+)?(?:moves?|changes?|goes|switch(?:es)?|modulates?|turns?|shifts?|becomes?)\b`;
// Bars and a joining word between two values of a list: "in bars 1–6 and", "(bars 1–8),"; or the
// words of a change from one to the next: "G major in bars 1–8, then moves to".
const LISTED_AFTER = new RegExp(
  String.raw`^(?:\s*(?:,|\(|\)|–|-|and|then|in|into|from|for|at|to|through|until|bars?|measures?|mm?\.|\d+|on(?:wards)?|${CHANGE_WORDS}))*\s*$`,
  "i",
);
// A frame word between them frames the value before it, and the next shares it only where the words
// say the one changes to the other ("F major concert for bars 1–4 and moves to B♭ major"), not beside
// it ("E♭ major concert, F major in the trumpet part": the other is the written one).
const CHANGES_TO = new RegExp(CHANGE_WORDS, "i");
const FRAME_AFTER = /^\s*\(?(?:concert|sounding)(?:\s+pitch)?\)?/i;

function listedAfter(between: string): boolean {
  if (LISTED_AFTER.test(between)) return true;
  const rest = between.replace(FRAME_AFTER, "");
  return rest !== between && CHANGES_TO.test(rest) && LISTED_AFTER.test(rest);
}
const CLAUSE_END = /,\s+(?:so|and|but|which|because|while)\b|;|\.\s/i;
const SOUNDS_AS = /^\s+(?:sounds?|sounding)\s+(?:as|like)\b/i;
const SOUNDS_LATER = /\b(?:sounds?|sounding)\s+(?:as|like)\b/i;
// "At concert pitch the A5 is a G5": one note said to be another, in a sentence with a frame word —
// which of them is written is not said.
const IS_ANOTHER = /^\s+is\s+(?:an?\s+|the\s+)?$/i;
const LETTER_BEFORE = /(?<![\w-])[A-G](?:♯|♭|#|b)?\s*$/;
const LETTER_AFTER = /^\s+(?:pitch\s+(?:is\s+)?)?[A-G](?:♯|♭|#|b)?(?![\w♯♭#-])/;

/** "concert": said at sounding pitch; "written": said written, in so many words or by contrast;
 * "plain": nothing said either way; "unsure": its value could not be found in the sentence. */
export type PitchFrame = "concert" | "written" | "plain" | "unsure";

export function pitchFrame(claim: ExtractedClaim): PitchFrame {
  const { property } = claim.subject;
  if ((property !== "notes" && property !== "key") || !/[A-G]/.test(claim.value ?? "")) return "plain";
  const text = claim.text;
  if (!ANY_FRAME.test(text)) return "plain";
  const values = [...text.matchAll(VALUE)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const framed = new Map<number, "concert" | "written">();
  let sentence: "concert" | "written" | "unsure" | null = null;
  let stray = false;
  for (const m of text.matchAll(FRAME)) {
    // ("…sounds a perfect fifth lower than written": the interval's words, not a value's frame.)
    if (/\bthan\s+$/i.test(text.slice(0, m.index))) continue;
    const kind = m[1] ? "concert" : "written";
    const end = m.index + m[0].length;
    // "It sounds a minor third lower, in D major": the interval frames its own clause's values, not
    // those of a clause after it ("…, so the held F4 is actually a concert D4").
    if (INTERVAL_AFTER.test(text.slice(end))) {
      const rest = text.slice(end);
      const stop = CLAUSE_END.exec(rest);
      const until = end + (stop ? stop.index : rest.length);
      values.forEach((v, i) => {
        if (v.start >= end && v.end <= until && !framed.has(i)) framed.set(i, kind);
      });
      continue;
    }
    const after = values.findIndex((v) => v.start >= end && BETWEEN.test(text.slice(end, v.start)));
    const before = values.findLastIndex((v) => v.end <= m.index && BETWEEN.test(text.slice(v.end, m.index)));
    // ("written F major (concert E♭)": a frame before a key letter the rules did not take as a value
    // is that letter's, not the value before it.)
    const at = after !== -1 ? after : LETTER_AFTER.test(text.slice(end)) ? -1 : before;
    if (at !== -1) framed.set(at, kind);
    // "F major, one flat — E♭ concert": a frame beside a key letter the rules did not take as a value
    // frames that letter, and which value it would frame otherwise is not said.
    // ("…, which is concert F": the letter after it, the same.)
    else if (LETTER_BEFORE.test(text.slice(0, m.index)) || LETTER_AFTER.test(text.slice(end))) stray = true;
    // (A sentence framed both ways frames nothing it does not place.)
    else sentence = sentence === null || sentence === kind ? kind : "unsure";
  }
  // "The written key is G major in bars 1–6 and F major from bar 7 to the end": values listed after a
  // framed one, with only their bars between, share its frame.
  for (let i = 0; i < values.length; i++) {
    const kind = framed.get(i);
    if (!kind) continue;
    for (let k = i + 1; k < values.length && !framed.has(k); k++) {
      if (!listedAfter(text.slice(values[k - 1]!.end, values[k]!.start))) break;
      framed.set(k, kind);
    }
  }
  const own = valueAt(text, values, claim.value);
  if (own === -1) return "unsure";
  const [prev, next] = [values[own - 1], values[own + 1]];
  if (
    (prev && IS_ANOTHER.test(text.slice(prev.end, values[own]!.start))) ||
    (next && IS_ANOTHER.test(text.slice(values[own]!.end, next.start)))
  )
    return "unsure";
  const said = framed.get(own);
  if (said) return said;
  if (stray) return "unsure";
  // ("At concert pitch that F4 sounds as D4", "At concert pitch, the clarinet's D5 in bar 12 sounds as
  // C5": the note that sounds as another is not said at the sentence's pitch.)
  const untilNext = text.slice(values[own]!.end, next ? next.start : undefined);
  if (
    sentence &&
    (SOUNDS_AS.test(untilNext) || (SOUNDS_LATER.test(untilNext) && !CLAUSE_END.test(untilNext)))
  )
    return "unsure";
  if (sentence) return sentence;
  return [...framed.values()].includes("concert") ? "written" : "plain";
}

// "…, right where the music moves into B♭ major": a clause whose subject is the piece.
const PIECE_SUBJECT =
  /\b(?:music|piece|score|song|movement|harmony|tonality|duo|trio|quartet|whole\s+thing)\b/i;

/** The clause a key value stands in, up to it, when its subject is the piece ("…, right where the
 * music moves into B♭ major"); null when the value is not found alone or the clause is another's. */
export function pieceClauseOf(text: string, value: string | null): string | null {
  const values = [...text.matchAll(VALUE)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const own = valueAt(text, values, value);
  if (own === -1) return null;
  const before = text.slice(0, values[own]!.start);
  const clause = before.slice(
    Math.max(...[",", ";", ":", "—", "–", "("].map((b) => before.lastIndexOf(b))) + 1,
  );
  return PIECE_SUBJECT.test(clause) ? clause : null;
}

/** Which of the sentence's values is the claim's, when one alone spells it ("B♭ major" for "B-flat
 * major", "F♯4" for "F#4"); else -1. */
function valueAt(text: string, values: { start: number; end: number }[], value: string | null): number {
  const first = value ? SPELLED.exec(value) : null;
  if (!first) return -1;
  const wanted = spelling(first[0]);
  const hits = values.flatMap((v, i) => {
    const m = SPELLED.exec(text.slice(v.start, v.end));
    return m && m.index === 0 && spelling(m[0]) === wanted ? [i] : [];
  });
  return hits.length === 1 ? hits[0]! : -1;
}

const SPELLED = /[A-G](?:##|bb|#|♯|♭|𝄪|𝄫|b(?![a-z])|[\s-](?:flat|sharp)\b)?(?:-?\d+)?/;

/** A pitch or key letter in one spelling: "B♭", "B-flat", "B flat", "Bb" are all "Bb". */
function spelling(text: string): string {
  return text
    .replace(/[\s-]?flat|♭/g, "b")
    .replace(/[\s-]?sharp|♯/g, "#")
    .replace(/𝄪/g, "##")
    .replace(/𝄫/g, "bb")
    .replace(/-(?=\d)/, "");
}

// "That D5 sounds as E5 at concert pitch", "on D5 (written), which is E5 at concert pitch": the
// sound of one note named before it.
const SOUND_OF =
  /^\s*(?:\((?:written|notated)\))?\s*,?\s*(?:(?:which|that|it)\s+)?(?:sounds?|sounding|is|will\s+sound)\s+(?:as\s+|like\s+)?(?:an?\s+|the\s+)?(?:concert\s+|sounding\s+)?$/i;

/** The written note whose sound a concert note of the claim is said to be, where the sentence says
 * so; null otherwise. */
export function soundedNote(claim: ExtractedClaim): string | null {
  if (claim.subject.property !== "notes" || claim.concert !== true || !claim.value) return null;
  const text = claim.text;
  const values = [...text.matchAll(VALUE)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const own = valueAt(text, values, claim.value.replace(/^\S+ (?=[A-G])/, ""));
  if (own < 1) return null;
  const before = values[own - 1]!;
  if (!SOUND_OF.test(text.slice(before.end, values[own]!.start))) return null;
  return spelling(text.slice(before.start, before.end)).replace(/\s+/g, "");
}

/** "Concert: B♭ major. … Written E♭ major starts at bar 5.": a concert and a written value of one
 * message are two frames, not an opening value and its change. */
export function framedApart(c: ExtractedClaim, d: ExtractedClaim): boolean {
  const [one, other] = [pitchFrame(c), pitchFrame(d)];
  return (one === "concert" && other === "written") || (one === "written" && other === "concert");
}
