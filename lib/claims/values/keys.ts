// Keys: "B-flat major", "the key of D", and a signature named by its sharps or flats ("two sharps"),
// spelled as the score side spells them (lib/score-history/names.ts).
import { keyOfSignature, keySpelling } from "../../score-history/names.ts";
import { matchesOf } from "../matches.ts";
import { NUMBER_WORDS } from "../numbers.ts";
import { alterOf } from "./accidentals.ts";
import type { ValueMention } from "./mention.ts";

/** "B", -1, "major" → "B-flat major". */
function keyValue(letter: string, alter: number, mode: "major" | "minor"): string {
  return keySpelling(letter.toUpperCase(), alter, mode);
}

const BESIDE = /^[\s,;:()[\]—–-]*(?:(?:with|i\.e\.|that's|that\s+is|or|=)\s*)?[\s(]*$/i;

/** The keys a signature of `fifths` sharps (positive) or flats (negative) can mean: "F major|D minor". */
function signatureValue(fifths: number): string {
  return `${keyOfSignature(fifths, "major")}|${keyOfSignature(fifths, "minor")}`;
}

// A lowercase "a" is the article ("a minor change"): key letters are capitals, or c-g in lowercase.
// "A minor third", "C major chord", "an A major sound": an interval, a chord or a colour, not a key.
const KEY_NAME =
  /(?<![\w-])([A-G]|[b-g])(?:[\s-]?(double[\s-]flat|double[\s-]sharp|flat|sharp)|(♭|♯|#|b(?![a-z])))?[\s-]?(major|minor|maj\b|min\b)(?![\w-]*\s+(?:chords?|triads?|scales?|arpeggios?|harmon\w*|cadences?|sevenths?|7th|passages?|runs?|figures?|progressions?|modes?|seconds?|2nds?|thirds?|3rds?|sixths?|6ths?|ninths?|9ths?|tenths?|intervals?|sound|sounds|feel|colou?r|flavou?r|character|quality|mood)\b)/g;
const KEY_OF =
  /\bkey\s+of\s+([A-G])(?:[\s-]?(flat|sharp)|(♭|♯|#|b(?![a-z])))?(?![\w-]*\s*(?:major|minor|maj|min)\b)(?!\w)/g;
// Signatures are counted with "no", "a single" … as well as the numbers.
const COUNT_WORDS: Record<string, number> = { ...NUMBER_WORDS, no: 0, zero: 0, a: 1, single: 1 };
// ("with no sharp on the C", "a flat before the B", "starts on E5, with no flat": a note's
// accidental, not the signature.)
const SIGNATURE =
  /(?<!\b[A-G](?:♯|♭|#|b)?\d\s*[,(]?\s*(?:with\s+|and\s+|but\s+)?)\b(no|zero|one|a single|two|three|four|five|six|seven|[0-7])\s+(sharps?|flats?)(?:\s+(?:or|nor)\s+(?:sharps?|flats?))?\b(?!\s+(?:on|before|in\s+front\s+of)\b)/gi;

const MAY_NAME_KEY = /maj|min|key|sharp|flat/i;

export function findKeys(clause: string): ValueMention[] {
  const out: ValueMention[] = [];
  if (!MAY_NAME_KEY.test(clause)) return out;
  for (const m of matchesOf(KEY_NAME, clause)) {
    const mode = (m[4] ?? "").toLowerCase().startsWith("maj") ? "major" : "minor";
    out.push({
      property: "key",
      value: keyValue(m[1] ?? "C", alterOf(m[2] ?? m[3]), mode),
      index: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of matchesOf(KEY_OF, clause)) {
    // "in the key of D": musicians mean the major key when they give no mode.
    out.push({
      property: "key",
      value: keyValue(m[1] ?? "C", alterOf(m[2] ?? m[3]), "major"),
      index: m.index,
      end: m.index + m[0].length,
    });
  }
  // A signature named by its sharps or flats, only where no key is named in the clause — unless each
  // key named glosses a signature beside it ("one flat in mm. 3–6, then two sharps (D major) from m.
  // 7": the flat is a value of its own; "With one flat in the key signature, bars 1–6 are in F major"
  // says F major once).
  const signatures = matchesOf(SIGNATURE, clause);
  const between = (m: RegExpExecArray, k: ValueMention) =>
    k.index >= m.index ? clause.slice(m.index + m[0].length, k.index) : clause.slice(k.end, m.index);
  const glossed = (k: ValueMention) => signatures.some((m) => BESIDE.test(between(m, k)));
  if (out.every(glossed)) {
    const named = [...out];
    for (const m of signatures) {
      if (named.some((k) => BESIDE.test(between(m, k)))) continue;
      const word = (m[1] ?? "").toLowerCase().replace("a single", "single");
      const n = COUNT_WORDS[word] ?? Number(word);
      const fifths = (m[2] ?? "").toLowerCase().startsWith("flat") ? -n : n;
      out.push({
        property: "key",
        value: n === 0 ? signatureValue(0) : signatureValue(fifths),
        index: m.index,
        end: m.index + m[0].length,
      });
    }
  }
  return out;
}
