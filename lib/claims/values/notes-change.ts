// Edits to the notes that name no pitch: "transposed bars 3-4 up a tone", "moved the melody an octave
// lower".
import type { ValueMention } from "./mention.ts";

// Edits to the notes that name no pitch ("transposed bars 3-4 up a tone"): the notes changed.
const NOTES_CHANGED =
  /\b(transpos\w*|(?:up|down)\s+(?:an?\s+|the\s+|by\s+(?:an?\s+)?)?(?:(?:minor|major|perfect|augmented|diminished)\s+)?(?:octave|tone|semitone|half[\s-]step|whole[\s-]step|step|second|third|fourth|fifth|sixth|seventh|[2-7](?:nd|rd|th)|tritone|\d+\s+semitones)|(?:octave|tone|semitone|half[\s-]step|whole[\s-]step|step|second|third|fourth|fifth|sixth|seventh|[2-7](?:nd|rd|th)|tritone)s?\s+(?:higher|lower)\b|(?:the\s+)?notes\b|(?:the\s+)?melody\b|pitch(?:es)?\b)/i;

// A transposition by an interval of fixed size: "up a (whole) tone", "down an octave" ("down the
// octave", as players say it), "up 3 semitones".
const FIXED_INTERVAL =
  /\b(up|down)\s+(?:by\s+)?(?:(?:an?|one|the)\s+|(\d+)\s+)?(semitone|half[\s-]step|(?:whole\s+)?tone|whole[\s-]step|octave)s?\b/i;
const INTERVAL_SEMITONES: Record<string, number> = { semitone: 1, half: 1, tone: 2, whole: 2, octave: 12 };
// A transposition by a named interval: "up a major second", "down a perfect 5th", "up a tritone",
// "up an octave and a minor third".
const NAMED_INTERVAL =
  /\b(up|down)\s+(?:by\s+)?(?:an?\s+|one\s+)?(octave\s+and\s+an?\s+)?(?:(minor|major|perfect|augmented|diminished)\s+)?(second|third|fourth|fifth|sixth|seventh|[2-7](?:nd|rd|th)|tritone)\b/i;
// The direction after the interval: "an octave lower", "a major third higher" ("down an octave" …).
const INTERVAL_THEN_DIRECTION =
  /\b((?:an?|one|\d+)\s+(?:(?:minor|major|perfect|augmented|diminished)\s+)?(?:octave(?:\s+and\s+an?\s+(?:(?:minor|major|perfect|augmented|diminished)\s+)?\w+)?|semitones?|half[\s-]steps?|(?:whole\s+)?tones?|whole[\s-]steps?|second|third|fourth|fifth|sixth|seventh|[2-7](?:nd|rd|th)|tritone))\s+(higher|lower)\b/i;
const DEGREES: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7 };
// Semitones of the major (or, for 4ths and 5ths, perfect) interval of each degree.
const MAJOR_OR_PERFECT: Record<number, number> = { 2: 2, 3: 4, 4: 5, 5: 7, 6: 9, 7: 11 };
const PERFECT_DEGREES = new Set([4, 5]);

/** Semitones of a named interval ("major", "third" → 4); 0 where the name gives no one size: a bare
 * "third" (major or minor?), or a quality the degree cannot have ("major fifth"). A bare fourth or
 * fifth is perfect, as musicians mean it. */
function namedIntervalSize(quality: string | undefined, name: string): number {
  const lower = name.toLowerCase();
  if (lower === "tritone") return quality ? 0 : 6;
  const degree = DEGREES[lower] ?? Number(lower[0]);
  const perfect = PERFECT_DEGREES.has(degree);
  const base = MAJOR_OR_PERFECT[degree]!;
  switch (quality?.toLowerCase()) {
    case undefined:
    case "perfect":
      return perfect ? base : 0;
    case "major":
      return perfect ? 0 : base;
    case "minor":
      return perfect ? 0 : base - 1;
    case "augmented":
      return base + 1;
    default:
      // Diminished: a semitone below perfect, two below major.
      return perfect ? base - 1 : base - 2;
  }
}

/** The signed semitones of the transposition the clause names ("up a tone" → 2, "down a perfect fifth"
 * → -7, "an octave lower" → -12); 0 when it names none of one size. A named interval decides even
 * where it has no one size: "up an octave and a third" is not "up an octave". */
function transpositionOf(clause: string): number {
  const after = INTERVAL_THEN_DIRECTION.exec(clause);
  const text = after ? `${after[2]!.toLowerCase() === "lower" ? "down" : "up"} ${after[1]}` : clause;
  const named = NAMED_INTERVAL.exec(text);
  const m = named ?? FIXED_INTERVAL.exec(text);
  if (!m) return 0;
  const size = named ? namedSize(named) : fixedSize(m);
  return m[1]!.toLowerCase() === "down" ? -size : size;
}

/** The semitones of a NAMED_INTERVAL match, its octave included; 0 for an interval of no one size. */
function namedSize(m: RegExpExecArray): number {
  const interval = namedIntervalSize(m[3], m[4]!);
  return interval && (m[2] ? 12 : 0) + interval;
}

/** The semitones of a FIXED_INTERVAL match: "3 semitones" → 3, "an octave" → 12. */
function fixedSize(m: RegExpExecArray): number {
  return INTERVAL_SEMITONES[m[3]!.toLowerCase().split(/[\s-]/)[0]!]! * Number(m[2] ?? 1);
}

/** "transposed +2" for "up a tone": the diff must move every note by that much. */
export const TRANSPOSED = /^transposed ([+-]\d+)$/;

/** A mention of notes changing without naming pitches ("transposed … up a tone"): "transposed ±n"
 * when the interval has one size, else "changed". */
export function findNotesChange(clause: string): ValueMention | null {
  const m = NOTES_CHANGED.exec(clause);
  if (!m) return null;
  const shift = transpositionOf(clause);
  const value = shift ? `transposed ${shift > 0 ? "+" : ""}${shift}` : "changed";
  return { property: "notes", value, index: m.index, end: m.index + m[0].length };
}
