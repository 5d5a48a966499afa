// Whether a message is in English, the only language the rules read (findings.md, "Not claims"): a
// message in another language gives no claims, so that no verdict rests on a misreading. franc
// names the language of prose; terse English ("Done — bars 9–10 LH bass clef.") it often takes for
// another, so a message whose words are mostly the claim language's own is English whatever it says.
import { francAll } from "franc-min";
import { LEXICON } from "./lexicon.ts";
import { tokenize } from "./tokens.ts";

const NAMES: Record<string, string> = {
  deu: "German",
  fra: "French",
  spa: "Spanish",
  ita: "Italian",
  nld: "Dutch",
  por: "Portuguese",
  swe: "Swedish",
  dan: "Danish",
  pol: "Polish",
  ces: "Czech",
  tur: "Turkish",
};
const LANGUAGES = ["eng", ...Object.keys(NAMES)];
/** franc's score for English, relative to the best, at or above which a message is English. */
const ENGLISH_CLOSE = 0.95;
/** The share of words the lexicon knows at or above which a message is English. */
const KNOWN_SHARE = 0.5;

const SCRIPTS: Record<string, string> = {
  rus: "Russian",
  ukr: "Ukrainian",
  bel: "Belarusian",
  bul: "Bulgarian",
  srp: "Serbian",
  ell: "Greek",
  heb: "Hebrew",
  arb: "Arabic",
  pes: "Persian",
  hin: "Hindi",
  cmn: "Chinese",
  jpn: "Japanese",
  kor: "Korean",
  tha: "Thai",
};
const LETTER = /\p{L}/gu;
// A letter of any script but Latin (most messages have none, and the test is cheap).
const NON_LATIN_LETTER = /[^\P{L}\p{Script=Latin}]/u;
const NON_LATIN_LETTERS = /[^\P{L}\p{Script=Latin}]/gu;
/** The share of a message's letters outside the Latin script above which it is not English. */
const OTHER_SCRIPT_SHARE = 0.3;

/** The language a message is in when it is not English ("German"); null for English, and for text
 * too short or too bare of words to tell. Letters of another script ("У п'єсі 12 тактів") are no
 * English whatever the numbers and signs among them. */
export function otherLanguage(text: string): string | null {
  const other = NON_LATIN_LETTER.test(text) ? (text.match(NON_LATIN_LETTERS)?.length ?? 0) : 0;
  const letters = other > 0 ? (text.match(LETTER)?.length ?? 0) : 0;
  if (letters >= 6 && other / letters > OTHER_SCRIPT_SHARE) {
    const [best] = francAll(text, { minLength: 3 });
    return best && best[0] !== "und"
      ? (SCRIPTS[best[0]] ?? NAMES[best[0]] ?? "another language")
      : "another language";
  }
  const words = tokenize(text).filter((t) => t.kind === "word");
  if (words.length < 3) return null;
  const known = words.filter((w) => LEXICON.words.has(w.text) || LEXICON.phrases.has(w.text)).length;
  if (known / words.length >= KNOWN_SHARE) return null;
  const ranked = francAll(text, { only: LANGUAGES, minLength: 10 });
  const [best] = ranked;
  if (!best || best[0] === "eng" || best[0] === "und") return null;
  const english = ranked.find(([code]) => code === "eng")?.[1] ?? 0;
  return english >= ENGLISH_CLOSE ? null : (NAMES[best[0]] ?? best[0]);
}
