// "Version 3 is identical to version 2" ("turned out to be …"), "version 2 changed nothing", "version 7
// only re-saved the same music": a no-change said of one save,
// checked against that save's own diff (findings.md, "edit": a claim about an earlier edit is checked
// against the save it names), not against the turn's.
import type { ExtractedClaim } from "../claim.ts";
import { splitClauses } from "../sentences.ts";

const VERSION = String.raw`(?:version|v\.?)\s*(\d{1,4})`;
// Only what may stand beside the statement in its clause: "but", "so", "and", a dash.
const LEAD = String.raw`^\W*(?:(?:but|so|and|yes|right|indeed)\W+)*`;
// ("The music in version 6 is identical to version 5.", "Version 3 is musically identical to version 2.")
const THE_MUSIC_IN = String.raw`(?:the\s+(?:music|score|notes)\s+(?:in|of)\s+)?`;
const SAME = new RegExp(
  String.raw`${LEAD}${THE_MUSIC_IN}${VERSION}\s+(?:is|was|(?:turned\s+out|turns\s+out|proved|proves)\s+to\s+be)\s+(?:in\s+fact\s+|musically\s+|actually\s+|really\s+)?(?:identical|the\s+same(?:\s+music)?|exactly\s+the\s+same)\s+(?:to|as)\s+${VERSION}\W*$`,
  "i",
);
const SAME_MUSIC = new RegExp(
  String.raw`${LEAD}${VERSION}\s+(?:(?:has|had|holds|held|contains)\s+(?:exactly\s+|precisely\s+)?the\s+same\s+music\s+as|(?:is|was)\s+saved,?\s+with\s+no\s+(?:musical\s+)?changes?\s+(?:from|since)|(?:is|was)\s+saved,?\s+with\s+no\s+(?:musical\s+)?changes?\s+to\s+the\s+music\s+(?:of|from|in)|differs\s+in\s+nothing\s+from)\s+${VERSION}\W*$`,
  "i",
);
const NOTHING = new RegExp(
  String.raw`${LEAD}${VERSION}\s+(?:(?:changed|altered|did)\s+nothing(?:\s+(?:in|to)\s+the\s+(?:music|score))?|(?:only\s+|just\s+|merely\s+|simply\s+)?re-?saved\s+the\s+same\s+(?:music|score|notes))\W*$`,
  "i",
);

const NAMES_VERSION = /\b(?:version|v\.?)\s*\d/i;

/** The no-change claims of a sentence that compares two saved versions or says one changed nothing. */
export function sameVersionClaims(sentence: string): ExtractedClaim[] {
  // Most sentences name no version, and the test is far cheaper than splitting them.
  if (!NAMES_VERSION.test(sentence)) return [];
  const out: ExtractedClaim[] = [];
  for (const clause of splitClauses(sentence)) {
    const pair = SAME.exec(clause) ?? SAME_MUSIC.exec(clause);
    const alone = pair ? null : NOTHING.exec(clause);
    if (!pair && !alone) continue;
    const [newer, older] = pair
      ? [Number(pair[1]), Number(pair[2])].sort((a, b) => b - a)
      : [Number(alone![1])];
    const claim: ExtractedClaim = {
      kind: "no-change",
      subject: { part: null, staff: null, bars: null, property: "other" },
      value: null,
      // The clause alone: "The call said Applied, but version 3 is identical to version 2" states the
      // comparison plainly, whatever the clause before reports.
      text: clause.trim(),
      savedIn: newer!,
    };
    if (older !== undefined && older !== newer) claim.since = older;
    out.push(claim);
  }
  return out;
}
