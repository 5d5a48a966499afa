// Certainty: whether the rules read all of a sentence. Every token gets its role from the lexicon
// (phrases first, longest first); the score adds its parts' names. A sentence is read whole when
// every clause that says anything of the score (names a bar, staff, part, property, value, scope,
// negation or edit) has no word left without a role, nothing that names a subject the rules cannot
// place, and no word that takes the statement out of the score's present. A clause that says
// nothing of the score ("so the ledger lines disappear") may hold words the rules do not know.
import type { ScoreContext } from "../subject/score-context.ts";
import { keptByScore } from "../memo.ts";
import { findBarGroups } from "../subject/bars.ts";
import { findPartMentions, normaliseName, PLAYER_WORD, playerWords } from "../subject/parts.ts";
import { findStaffMentions } from "../subject/staves.ts";
import { findValueMentions } from "../values/find.ts";
import { LEXICON, type Role } from "./lexicon.ts";
import { tokenize, type Token } from "./tokens.ts";

// Words that open a clause of their own inside a sentence.
const SUBORDINATORS = new Set([
  "so",
  "which",
  "because",
  "since",
  "while",
  "whereas",
  "although",
  "though",
  "where",
  "when",
  "making",
  "meaning",
  "leaving",
  "giving",
  "but",
  "and",
]);

interface Placed {
  role: Role | "unknown";
  text: string;
  index: number;
  end: number;
  /** A clause break before this token. */
  opens: boolean;
}

// "Looking at the rendered page, …", "From the image: …": where the assistant looked, not a place
// in the score. What follows is a plain statement about the score (and is checked against it).
// "Judging from the page I rendered, …", "The page shows …", "…, as the page image shows.", "I can
// see …", "Looking at it again, …": the same.
const SOURCE = String.raw`(?:the|this|that|my|your)\s+(?:rendered\s+|attached\s+|latest\s+|new\s+)?(?:page|image|picture|render|rendering|screenshot|engraving|preview)(?:\s+(?:image|render))?(?:\s+(?:that\s+|which\s+)?I\s+(?:just\s+)?(?:rendered|made|produced|generated))?`;
const EVIDENCE_OPENER = new RegExp(
  String.raw`^(?:i\s+(?:can\s+)?(?:also\s+|now\s+|clearly\s+)?(?:see|spot)\s+(?:that\s+)?|(?:(?:just\s+)?looking\s+at\s+it\s+again|(?:on|at)\s+a\s+(?:second|closer)\s+look|having\s+looked\s+again)\s*,\s*|(?:(?:just\s+)?looking\s+at|judging\s+(?:from|by)|going\s+by|from|based\s+on|according\s+to|in|on)\s+${SOURCE}(?:\s*(?:,|:|—|–)\s*|\s+(?=there(?:['’]s|\s+is|\s+are)\b))|${SOURCE}\s+(?:also\s+|clearly\s+|now\s+)?(?:shows|showed|confirms|confirmed)\s+(?:that\s+)?)`,
  "i",
);
// "One detail worth knowing: …", "Note: …": a label for the remark after it, which says nothing of
// the score.
const NOTE_OPENER =
  /^\s*(?:(?:one|a|another)\s+)?(?:(?:small|quick|last|final|important|further|other)\s+)?(?:detail|thing|note|point|reminder|observation|heads[\s-]up)(?:\s+(?:worth\s+(?:knowing|noting|mentioning)|to\s+(?:note|know|watch|remember)))?\s*:\s*|^\s*(?:worth\s+(?:knowing|noting)|good\s+to\s+know|nb|n\.b\.)\s*:\s*/i;
// "Not quite: …": the reply disagrees with the person, then says what the score has.
const NOT_QUITE = /^\s*not\s+(?:quite|exactly)\s*[:,;.!—–-]+\s*/i;
const EVIDENCE_CLOSER = new RegExp(
  String.raw`,?\s+(?:as|judging\s+(?:from|by)|going\s+by|according\s+to)\s+${SOURCE}(?:\s+(?:shows|showed|confirms))?\s*(?=[.!]?\s*$)`,
  "i",
);

// "The left hand never goes above D3, so it should be comfortable for small hands": what the
// statement means to the assistant. A tail that names no value, bar, staff or part, and takes
// nothing back, changes neither the statement's subject nor its value.
// ("…, and that's where the reminder should go": what the place is for.)
const REMARK_TAIL =
  /,\s*(?:so|which|and\s+(?:that|this)(?:['’]s|\s+is)\s+(?:where|why|what|how|when))\b([^;:]*)[.!]?\s*$/i;
const TAKES_BACK =
  /\b(?:not|no|never|none|nothing|wrong|incorrect|mistaken?|error|isn't|aren't|wasn't|weren't|doesn't|didn't|won't|can't|cannot|actually|instead)\b|n't\b/i;

// "Bars 11 and 12 are in 3/4 now; your copy may just need a refresh", "…; the score view may just need
// reloading": what the person's copy of the score shows, beside what the score has.
const DISPLAY_TAIL =
  /;\s*((?:your|the)\s+(?:score\s+|page\s+)?(?:copy|view|screen|display|browser|printout|page|app|preview)\b[^;]*?)[.!]?\s*$/i;

// "The key change to D major comes at bar 7, together with the clef change", "…, which coincides with
// the move to E-flat major": what else happens there, which may name values but neither a place nor
// another subject.
const TOGETHER_TAIL =
  /,?\s+(?:(?:together|along)\s+with|(?:which\s+)?(?:coincides|coinciding|lines\s+up|lining\s+up)\s+with)\b([^,;:]*)[.!]?\s*$/i;

// "…in bar 14, just before the last phrase", "…in m. 9, right at the key change": a landmark beside
// the bar the statement names, which says where the bar lies in the music, not what it holds.
const LANDMARK_TAIL =
  /,\s*(?:just\s+|right\s+|immediately\s+)?(?:before|after|at|where)\s+((?:the|its)\s+(?:(?:last|final|first|next|new|opening|closing|big)\s+)?(?:phrase|cadence|climax|key\s+change|clef\s+change|time\s+change|change|double\s+bar|repeat|fermata))\s*[.!]?\s*$/i;

/** The sentence without a landmark beside its bar ("…, just before the last phrase"). */
export function withoutLandmarkTail(sentence: string): string {
  return sentence.replace(LANDMARK_TAIL, "");
}

function withoutRemarkTail(sentence: string, score?: ScoreContext): string {
  const together = TOGETHER_TAIL.exec(sentence);
  const remark = together ? null : REMARK_TAIL.exec(sentence);
  const tail = remark ?? together ?? LANDMARK_TAIL.exec(sentence) ?? DISPLAY_TAIL.exec(sentence);
  if (!tail) return sentence;
  const words = tail[1]!;
  const bare =
    !/\d/.test(words) &&
    // ("…, so no more flipping clefs mid-line": what the edit spares, not a statement taken back.)
    !TAKES_BACK.test(words.replace(/\bno\s+(?:more|longer)\b/gi, "")) &&
    (together !== null || findValueMentions(words).length === 0) &&
    findBarGroups(words, score).length === 0 &&
    findStaffMentions(words).length === 0 &&
    // ("…, so your pianist has a clef to watch there": a remark about the player.)
    findPartMentions(words.replace(PLAYER_WORD, " "), score).length === 0;
  // (The statement must place itself by a numbered bar or a staff: "The clarinet's lowest written note
  // is E3, so this stays comfortably in range" speaks of the instrument, and its tail is why.)
  const main = sentence.slice(0, tail.index);
  const placed =
    findStaffMentions(main).length > 0 ||
    findBarGroups(main, score).some((g) => /\d/.test(main.slice(g.index, g.end)));
  return bare && placed ? main : sentence;
}

const ORGAN_PEDALS = /^pedal (?:line|part)s?$/;

// Places said relative to the sentence before: "before that", "everything after it", "by then"; and
// a stretch from an edge whose length is not said ("The closing bars 11 and 12 …": the bars it numbers).
const RELATIVE_PLACE =
  /^(?:(?:everything|all\s+the\s+bars|the\s+bars)\s+)?(?:before|after)\s+(?:that|then|it|this)$|^(?:until|till|by|since|up\s+to)\s+then$|^from\s+then\s+on$|^(?:last|final|closing|opening|first)\s+(?:few\s+)?(?:bars|measures)$/i;
// ("In between, bars 3–12 have no pedal", "from bar 1 to bar 16, with no clef changes in between":
// between bars the sentence numbers.)
const BETWEEN = /^in[\s-]between$/i;

// "After bar 2" is every bar after it ("no pedal after bar 2"), but a change "after bar 8", something
// "before bar 6 begins", "right after bar 4" or "at the bar line before bar 11" happens at a point:
// which bars hold what is not said.
const BOUND_BAR = String.raw`(?:after|before)\s+(?:bars?|measures?|mm?\.)\s*\d+`;
// "Under that rest, the left hand holds a single D3": a place pointed at in a sentence before, by what
// it held there ("… rests for the whole of bar 12, and the p sits under that rest" numbers its own).
const UNDER_THAT =
  /\b(?:under|over|above|below|beneath|against|during|inside|within)\s+(?:that|this|those|these)\s+(?:rest|note|chord|passage|phrase|spot|moment|run|figure|melody|tune)s?\b/i;
// "I see a bass clef at the end of it": the end of a bar said before, where a sign printed announces
// the next bar ("Bar 8 … at the end of it" numbers its own).
const END_OF_IT =
  /\b(?:at|by|near|towards?)\s+the\s+(?:very\s+)?(?:end|start|beginning|close)\s+of\s+(?:it|them)\b/i;
const AT_A_POINT = new RegExp(
  String.raw`\b(?:chang|switch|flip|mov|go|goes|went|return|modulat|turn|shift|drop|jump|come|came|arriv)\w*\b[^.;:]{0,40}?\b(${BOUND_BAR})|\b(${BOUND_BAR})\s+(?:begins|starts|ends|is\s+over)\b|\b((?:right|just|immediately|directly|bar\s*line)\s+${BOUND_BAR})`,
  "i",
);

// "The B♭ major section starts at bar 6", "the 3/4 section is bars 12–16": a stretch named by the
// value it has, said to start at or to be numbered bars, is that value in those bars. ("The first bar
// of the D major section" counts within the section: not read.)
const VALUE_SECTION =
  /\b([A-G](?:[#b♯♭]|-?flat|-?sharp)?\s+(?:major|minor)|\d{1,2}\/\d{1,2}|(?:treble|bass|alto|tenor)(?:[\s-]clef)?)\s+(?:section|passage|stretch)(?=\s+(?:now\s+|still\s+)?(?:starts|begins|opens|runs|is|covers|spans|lasts)\s+(?:(?:at|in|on|from|for|through)\s+)?(?:bars?|measures?|mm?\.)\s*\d)/gi;

/** Why the sentence was not read whole, in the domain's words; null when it was. */
// "A courtesy treble clef in bar 6" is printed in bar 6 and holds from bar 7: which the sentence
// means is not said ("a courtesy clef for bar 5", "… at the end of bar 4" say it).
const COURTESY_IN_BAR =
  /\bcourtesy\s+(?:(?:treble|bass|alto|tenor|[cfg]|[cfg]-)\s+)?clefs?\s+(?:in|on|at)\s+(?:bars?|measures?|mm?\.)\s*\d+/i;

const BARE_RANGE_UNDER = /\b(?:under|over|across|beneath|during)\s+(\d{1,4}\s*[-–]\s*\d{1,4})\b(?![\d/.:])/i;

export function unreadReason(whole: string, score?: ScoreContext): string | null {
  return keptReasons(whole, score);
}

const keptReasons = keptByScore(reasonNotRead);

function reasonNotRead(whole: string, score?: ScoreContext): string | null {
  const said = withoutRemarkTail(
    whole
      .replace(NOT_QUITE, "")
      .replace(NOTE_OPENER, "")
      .replace(EVIDENCE_OPENER, "")
      .replace(EVIDENCE_CLOSER, ""),
    score,
  );
  const sentence = said.search(VALUE_SECTION) >= 0 ? said.replace(VALUE_SECTION, "$1") : said;
  const names = scoreWords(score);
  const placed = place(tokenize(sentence), names.parts, names.title);
  // An organ's "pedal line" is its pedal staff (findings.md, "Parts"); elsewhere it is not placed.
  if (score?.parts.some((p) => p.staves >= 3))
    for (const t of placed) if (ORGAN_PEDALS.test(t.text)) t.role = "content";
  const reasons: { role: Role | "unknown"; words: string }[] = [];
  const clauses = clausesOf(placed);
  const numbered = findBarGroups(sentence, score).some(
    (g) => !g.unresolved && g.runs !== null && /\d/.test(sentence.slice(g.index, g.end)),
  );
  for (const [k, clause] of clauses.entries()) {
    const says = clause.some((t) => t.role === "content" || t.role === "unplaced" || t.role === "blocker");
    if (!says) continue;
    const runs = runsOf(clause, sentence);
    // "Before that, mm. 1–11 are in 4/4": a place said again in bars its clause names itself (a
    // clause of the phrase alone goes on into the next).
    const alone = clause.every((t) => t.role === "filler" || RELATIVE_PLACE.test(t.text));
    const through = alone ? (clauses[k + 1] ?? clause) : clause;
    const named =
      runs.some((r) => RELATIVE_PLACE.test(r.words)) &&
      findBarGroups(sentence.slice(clause[0]!.index, through[through.length - 1]!.end), score).some(
        (g) => !g.unresolved && g.runs !== null,
      );
    for (const run of runs)
      if (
        !(named && RELATIVE_PLACE.test(run.words)) &&
        !(BETWEEN.test(run.words) && numbered) &&
        !reasons.some((r) => r.words === run.words)
      )
        reasons.push(run);
  }
  const point = AT_A_POINT.exec(sentence);
  if (point) reasons.push({ role: "unplaced", words: point[1] ?? point[2] ?? point[3]! });
  const pointed = UNDER_THAT.exec(sentence);
  if (pointed && !numbered) reasons.push({ role: "unplaced", words: pointed[0] });
  const endOfIt = END_OF_IT.exec(sentence);
  if (endOfIt && !numbered) reasons.push({ role: "unplaced", words: endOfIt[0] });
  const courtesy = COURTESY_IN_BAR.exec(sentence);
  if (courtesy) reasons.push({ role: "unplaced", words: courtesy[0] });
  // ("I added Ped. under 7–8 and made m. 11 3/4": a range no bars were read from.)
  const range = BARE_RANGE_UNDER.exec(sentence);
  if (range) {
    const at = range.index + range[0].length - range[1]!.length;
    if (!findBarGroups(sentence, score).some((g) => at >= g.index && at < g.end))
      reasons.push({ role: "unplaced", words: range[0] });
  }
  if (reasons.length === 0) return null;
  const unplaced = reasons.filter((r) => r.role === "unplaced").map((r) => `'${r.words}'`);
  const blocked = reasons.filter((r) => r.role === "blocker").map((r) => `'${r.words}'`);
  const unknown = reasons.filter((r) => r.role === "unknown").map((r) => `'${r.words}'`);
  const parts: string[] = [];
  if (unplaced.length) parts.push(`could not place ${list(unplaced)} in the score`);
  if (blocked.length)
    parts.push(`${list(blocked)} ${blocked.length > 1 ? "say" : "says"} it is not a plain statement`);
  if (unknown.length) parts.push(`did not read ${list(unknown)}`);
  return parts.join("; ");
}

function list(items: string[]): string {
  const shown = items.slice(0, 3);
  const more = items.length > 3 ? ` and ${items.length - 3} more` : "";
  return shown.join(", ") + more;
}

/** The words of the score's part names ("Clarinet in B♭" → clarinet), which name parts here. */
function partWords(score?: ScoreContext): Set<string> {
  const out = new Set<string>();
  for (const p of score?.parts ?? [])
    for (const t of tokenize(p.name))
      if (t.kind === "word" && t.text.length > 1) out.add(t.text).add(`${t.text}s`).add(`${t.text}es`);
  for (const p of score?.parts ?? []) for (const w of playerWords(p.name)) out.add(w);
  return out;
}

const NO_WORDS = { parts: new Set<string>(), title: new Set<string>() };
const wordsByScore = new WeakMap<ScoreContext, { parts: Set<string>; title: Set<string> }>();

/** The words of the score's part names and title, once per score context. */
function scoreWords(score?: ScoreContext): { parts: Set<string>; title: Set<string> } {
  if (!score) return NO_WORDS;
  let words = wordsByScore.get(score);
  if (!words) wordsByScore.set(score, (words = { parts: partWords(score), title: titleWords(score) }));
  return words;
}

/** The words of the score's title the lexicon does not know ("Wiegelied"): they name the piece. */
function titleWords(score?: ScoreContext): Set<string> {
  const out = new Set<string>();
  for (const t of tokenize(score?.title ?? ""))
    if (t.kind === "word" && !LEXICON.words.has(t.text)) out.add(t.text);
  return out;
}

const takes = (t: Token) => t.kind === "word" && /^(?:take|takes|took|taken|taking)$/.test(t.text);

const NOTE_VALUE_WORD = /^(?:whole|half|quarter|eighth|sixteenth|dotted|crotchet|quaver|minim|semibreve)s?$/;

function place(tokens: Token[], parts: Set<string>, title: Set<string>): Placed[] {
  const out: Placed[] = [];
  let opens = true;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === "break") {
      opens = true;
      continue;
    }
    if (t.kind !== "word") {
      out.push({ role: "content", text: t.text, index: t.index, end: t.end, opens });
      opens = false;
      continue;
    }
    const phrase = phraseAt(tokens, i);
    if (phrase) {
      const last = tokens[i + phrase.length - 1]!;
      out.push({ role: phrase.role, text: phrase.words.join(" "), index: t.index, end: last.end, opens });
      i += phrase.length - 1;
    } else {
      const known = parts.has(t.text)
        ? "content"
        : (LEXICON.words.get(t.text) ?? (title.has(t.text) ? "filler" : wordForm(t.text)));
      // ("clar.", "clari's", "Klavier", "vc" for a part named "Clarinet in B♭", "Piano", "Violoncello".)
      // ("E5 quarter, D5 quarter": a note value right after its note says how long it lasts.)
      // ("Took the Ped. out of m. 10": the particle of "take out", a few words after its verb.)
      const role =
        known === "unknown" && parts.has(normaliseName(t.text.replace(/['’]s$|s['’]$/, "")).trim())
          ? "content"
          : known === "unknown" && tokens[i - 1]?.kind === "pitch" && NOTE_VALUE_WORD.test(t.text)
            ? "filler"
            : known === "unknown" && t.text === "out" && tokens.slice(Math.max(0, i - 4), i).some(takes)
              ? "content"
              : known;
      out.push({ role, text: t.text, index: t.index, end: t.end, opens: opens || SUBORDINATORS.has(t.text) });
    }
    opens = false;
  }
  return out;
}

function phraseAt(tokens: Token[], i: number): { words: string[]; role: Role; length: number } | null {
  const first = tokens[i]!;
  for (const entry of LEXICON.phrases.get(first.text) ?? []) {
    const n = entry.words.length;
    let k = 0;
    while (k < n && tokens[i + k]?.kind === "word" && tokens[i + k]!.text === entry.words[k]) k++;
    if (k === n) return { words: entry.words, role: entry.role, length: n };
  }
  return null;
}

/** A form of known words: a possessive ("bar's", "hands'") or a compound of known words ("one-beat"),
 * content when any of its words is. */
function wordForm(word: string): Role | "unknown" {
  const stem = word.replace(/'s$|s'$/, "");
  if (stem !== word) return LEXICON.words.get(stem) ?? wordForm(stem);
  if (!word.includes("-")) return "unknown";
  const roles = word.split("-").map((w) => LEXICON.words.get(w) ?? (/^\d+$/.test(w) ? "content" : "unknown"));
  if (roles.every((r) => r === "filler" || r === "content"))
    return roles.includes("content") ? "content" : "filler";
  return "unknown";
}

function clausesOf(placed: Placed[]): Placed[][] {
  const out: Placed[][] = [];
  for (const t of placed) {
    if (t.opens || out.length === 0) out.push([]);
    out[out.length - 1]!.push(t);
  }
  return out;
}

/** The clause's words without a role (or with one the rules cannot read), as runs of adjacent words. */
function runsOf(clause: Placed[], sentence: string): { role: Role | "unknown"; words: string }[] {
  const out: { role: Role | "unknown"; words: string; end: number }[] = [];
  for (const t of clause) {
    if (t.role === "filler" || t.role === "content") continue;
    const prev = out[out.length - 1];
    if (prev && prev.role === t.role && /^[\s]*$/.test(sentence.slice(prev.end, t.index))) {
      prev.words = `${prev.words} ${sentence.slice(t.index, t.end)}`;
      prev.end = t.end;
    } else out.push({ role: t.role, words: sentence.slice(t.index, t.end), end: t.end });
  }
  return out;
}
