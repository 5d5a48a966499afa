// A sentence as tokens: words, numbers, pitches, time signatures, signs and punctuation, each with
// its place, so the certainty check can say which words it read and which it could not.
import { keptByText } from "../memo.ts";

export type TokenKind = "word" | "number" | "pitch" | "time" | "sign" | "break";

export interface Token {
  kind: TokenKind;
  /** Lower case for words; as written otherwise. */
  text: string;
  index: number;
  end: number;
}

// In order of preference at one place: a pitch ("C4", "F#5", "B♭3", "Bb"), a time signature, a bar
// range or number (with its ordinal or possessive), a word (with inner apostrophes, hyphens and dots
// of abbreviations such as "m." and "l.h."), a sign that carries meaning, and punctuation that breaks
// a clause. Anything else (quotes, markdown, emoji) is no token.
const TOKEN =
  /(\d+#[0-9a-f]{6,}(?![\w]))|([A-G](?:##|bb|#|♯|♭|𝄪|𝄫|b|x)?-?\d(?!\d)|[A-G](?:#|♯|♭|b)(?![\w]))|(\d{1,2}\s*\/\s*\d{1,2}(?![\d/]))|(\d+(?:\.\d+)?(?:st|nd|rd|th|'s|’s)?)(?![\w])|((?:[A-Za-zÀ-ÖØ-öø-ÿ]\.){2,}|[A-Za-zÀ-ÖØ-öø-ÿ]+(?:['’\-.][A-Za-zÀ-ÖØ-öø-ÿ]+)*\.?)|(→|->|=>|←|<-|=|·|&|\+|%|♩|♪|♯|♭|♮|×)|([,;:()[\]{}—–|!?]|\s-\s|\.(?!\w))/gu;

// "m." and "mm." keep their full stop; so do "e.g." and dotted initials. Other words lose a final one.
const KEEPS_STOP = new Set([
  "m.",
  "mm.",
  "b.",
  "bb.",
  "no.",
  "nos.",
  "ped.",
  "cresc.",
  "dim.",
  "rit.",
  "pizz.",
  "e.g.",
  "i.e.",
  "etc.",
  "vs.",
  "op.",
]);

export function tokenize(text: string): Token[] {
  return keptTokens(text);
}

const keptTokens = keptByText(tokensOf);

function tokensOf(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const index = m.index;
    const end = index + m[0].length;
    if (m[1]) out.push({ kind: "sign", text: m[1], index, end });
    else if (m[2]) out.push({ kind: "pitch", text: m[2], index, end });
    else if (m[3]) out.push({ kind: "time", text: m[3].replace(/\s+/g, ""), index, end });
    else if (m[4]) out.push({ kind: "number", text: m[4].toLowerCase(), index, end });
    else if (m[5]) {
      let word = m[5].toLowerCase().replace(/’/g, "'");
      if (word.endsWith(".") && !KEEPS_STOP.has(word) && !/^(?:[a-z]\.){2,}$/.test(word))
        word = word.slice(0, -1);
      out.push({ kind: "word", text: word, index, end: index + word.length });
    } else if (m[6]) out.push({ kind: "sign", text: m[6], index, end });
    else out.push({ kind: "break", text: m[0].trim(), index, end });
  }
  return out;
}
