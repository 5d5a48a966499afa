// A sentence or heading that names only its subject ("Bar 4:", "## Bars 9–10", "### Left hand"), and a
// phrase that names nothing else ("and the right hand too").
import { keptByScore } from "../memo.ts";
import { findBarGroups, type BarGroup } from "./bars.ts";
import { normaliseName, partMentionsIn, type PartMention } from "./parts.ts";
import type { ScoreContext } from "./score-context.ts";
import { findStaffMentions, type StaffMention } from "./staves.ts";

/** A sentence that opens with its subject and a colon: "bar 6 · staff 2:", "bars 3-4 · P2 staff 1:",
 * "Staff 2:", "Bars 5-6, left hand:". What follows the colon is about that subject. */
export interface SubjectLabel {
  bars: BarGroup | null;
  staff: StaffMention | null;
  part: PartMention | null;
  /** Where the text after the label starts. */
  end: number;
  /** The CLI's own reading form ("bar 6 · staff 2:"): it scopes its whole line. */
  reading: boolean;
}

// "Bar 5 — left hand …" labels as "Bar 5:" does; a spaced en dash before a number is a range ("bars 4 – 8").
const LABEL = /^([^:;!?]{1,80}?)(?:\s*:|\s+(?:—|–(?!\s*\d)))\s+(?=\S)/;
// Every label ends in one of these.
const MAY_LABEL = /[:—–]/;
// A bar anchor a read may print beside its label ("bar 3 · staff 1 [3#17f09009]:"): it names no subject.
const BAR_ANCHOR = /\[?\b\d{1,4}#[0-9a-f]{4,}\b\]?/gi;
const READING_LABEL =
  /^bars?\s+\d{1,4}(?:\s*[-–]\s*\d{1,4})?\s+·\s+(?:\S+\s+)?staff\s+\d+\s*(?:\[?\d{1,4}#[0-9a-f]{4,}\]?\s*)?:/i;
// Words that may stand beside the subject in a label: "bar 4 of the left hand", "bars 5-6, lower staff".
// The beat within the bar ("Measure 3, beat 2:") and the report of an edit ("Updated measure 7:") too.
const LABEL_FILLER =
  /^(?:[\s·,&()\-–—]|\b(?:of|the|in|and|for|at|on|both|version\s+\d{1,4}|beats?\s+\d{1,2}(?:\s*[-–&]\s*\d{1,2})?|downbeat|updated|changed|fixed|edited)\b)*$/i;
const PART_ID = /(?<![\w-])(P\d+)(?![\w-])/g;

// What a heading may hold besides its subject: "## Bars 9–10 (version 1)", "**Left hand:**", "Here is
// what I can see in bar 4 now:".
const HEADING_FILLER =
  /^(?:[\s·,&()\-–—:]|\b(?:of|the|in|and|for|at|on|both|now|currently|as\s+it\s+stands|here(?:['’]?s|\s+is|\s+are)(?:\s+what(?:\s+(?:i|1|we)\s+(?:can\s+)?(?:see|found|find|read))?)?|how\s+(?:the\s+)?(?:score|piece|music|it)\s+(?:opens|looks|stands|reads)|for|has|have|holds|shows|part|on\s+(?:the\s+)?page(?:\s+\d+)?|version\s+\d{1,4}|v\d{1,4}|at\s+a\s+glance|(?:from|on|in)\s+the\s+(?:render(?:ed\s+page)?|page(?:\s+image)?|image|score|read)|(?:an?\s+)?(?:quick\s+)?(?:overview|summary|recap|snapshot|rundown|breakdown))\b)*$/i;
// ("## Bars 1–12 at a glance", "Bars 9–16: a quick overview", "From the render, bars 9–16:" name only
// their bars.)
// A bracketed aside in a heading ("Bars 13–20 (A major):") says a value of the section, not its subject.
const ASIDE = /\([^()]*\)/g;

/** A line that only names a subject ("## Bars 9–10 (version 1)", "Bars 13–20:", "### Left hand"):
 * the scope of the lines under it, until one names its own (findings.md, "Scope carried over"). */
const LIKE_THIS =
  /,?\s+(?:the\s+)?(?:[\w-]+\s+){0,4}?(?:line\s+up|looks?|stands?|reads?|is|are)\s+(?:like\s+this|as\s+follows)\s*:\s*$/i;

const PEDAL_LINE = /\bpedal\s+(?:line|part)\b/gi;

export function headingSubject(line: string, score?: ScoreContext): SubjectLabel | null {
  // ("In bars 9–12 the two parts line up like this:": the place the lines below speak of.)
  // (An organ's "pedal line" is its pedal staff: findings.md, "Parts".)
  const organ = score?.parts.some((p) => p.staves >= 3) ?? false;
  const plain = line.replace(ASIDE, " ").replace(LIKE_THIS, ":");
  const text = organ ? plain.replace(PEDAL_LINE, "pedal staff") : plain;
  if (text.length > 60) return null;
  const subject = subjectOnly(text, HEADING_FILLER, score);
  if (!subject || subject.bars.length > 1 || subject.staves.length > 1) return null;
  return {
    bars: subject.bars[0] ?? null,
    staff: subject.staves[0] ?? null,
    part: subject.part,
    end: 0,
    reading: false,
  };
}

/** The subject a sentence opens with, or null when the text before its colon is not only a subject. */
export function subjectLabel(sentence: string, score?: ScoreContext): SubjectLabel | null {
  return keptLabels(sentence, score);
}

const keptLabels = keptByScore(labelOf);

function labelOf(sentence: string, score?: ScoreContext): SubjectLabel | null {
  // Most sentences have no colon or dash, and the test is far cheaper than the pattern.
  const m = MAY_LABEL.test(sentence) ? LABEL.exec(sentence) : null;
  if (!m) return null;
  const label = m[1]!.replace(BAR_ANCHOR, (a) => " ".repeat(a.length));
  const subject = subjectOnly(label, LABEL_FILLER, score);
  if (!subject) return null;
  return {
    bars: subject.bars[0] ?? null,
    staff: subject.staves[0] ?? null,
    part: subject.part,
    end: m[0].length,
    reading: READING_LABEL.test(sentence),
  };
}

/** What a phrase that names only a subject names. */
export interface SubjectPhrase {
  bars: BarGroup[];
  staves: StaffMention[];
  part: PartMention | null;
}

/** The bars, staves and part a phrase names, or null when it names none or holds words other than
 * the filler (a label's "bar 4 of the left hand", an echo's "and the right hand too"). */
export function subjectOnly(text: string, filler: RegExp, score?: ScoreContext): SubjectPhrase | null {
  const bars = findBarGroups(text, score);
  const staves = findStaffMentions(text);
  let rest = text;
  for (const span of [...bars, ...staves])
    rest = rest.slice(0, span.index) + " ".repeat(span.end - span.index) + rest.slice(span.end);
  let part: PartMention | null = null;
  rest = rest.replace(PART_ID, (id: string, _g: string, index: number) => {
    if (!score || score.parts.some((p) => p.id === id))
      part ??= { part: score?.parts.length === 1 ? null : id, name: "", index, end: index + id.length };
    return " ";
  });
  const normalised = normaliseName(rest);
  const parts = partMentionsIn(normalised, score);
  let left = normalised;
  for (const p of parts) left = left.slice(0, p.index) + " ".repeat(p.end - p.index) + left.slice(p.end);
  part ??= parts[0] ?? null;
  if (bars.length + staves.length === 0 && !part) return null;
  return filler.test(left) ? { bars, staves, part } : null;
}
