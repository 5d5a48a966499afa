// What a read covers (findings.md, "What a read covers"), applied to the claims of its text.
import type { BarRange, ExtractedClaim, Property } from "./claim.ts";
import type { ScoreContext } from "./subject/score-context.ts";

const FROM_HERE = /\bfrom\s+here\b/i;
const WHOLE_BAR = new Set<Property>(["key", "time"]);
// What holds until changed: a list of changes speaks for the bars after each of these.
const HOLDS = new Set<Property>(["clef", "key", "time"]);

/** Whether the part of the claim's line that gives its value says "from here" ("treble clef from
 * here; key C major" says it of the clef only). */
function saysFromHere(c: ExtractedClaim): boolean {
  const value = (c.value ?? "").split("|")[0]!.toLowerCase();
  // ("time: 3/4 from bar 1; 2/4 from bar 11": "from bar N" where the claim starts says it as well.)
  const from = c.subject.bars && HOLDS.has(c.subject.property) ? c.subject.bars.from : null;
  const fromBar =
    from === null ? null : new RegExp(String.raw`\bfrom\s+(?:bar|measure|m\.)\s*${from}\b`, "i");
  return c.text
    .split(";")
    .some(
      (part) =>
        fromBar?.test(part) || (FROM_HERE.test(part) && value !== "" && part.toLowerCase().includes(value)),
    );
}

/** What a read covers (findings.md): a line naming a change "from here" at bar N speaks for bar N
 * and every later bar the read covers, up to the next change it lists for that staff and property —
 * and so does its first line when its other lines say "from here"; a statement naming no bar speaks
 * for every bar the read covers, and one naming no staff for the staff the read was asked for. A read
 * that says it lists only where something changes reads each line as "from here". */
export function readCoverage(
  claims: ExtractedClaim[],
  firstLineEnd: number,
  covers: BarRange | null,
  score?: ScoreContext,
  staff: number | null = null,
  listsChanges = false,
): void {
  if (staff !== null)
    for (const c of claims)
      if (c.subject.staff === null && !WHOLE_BAR.has(c.subject.property)) c.subject = { ...c.subject, staff };
  const end = covers?.to ?? score?.lastBar;
  // ("Opening: staff 2 bass clef." then "From bar 5: staff 2 treble clef.": a "from bar N" line says
  // "from here" too.)
  const changes = claims.some((c, i) => FROM_HERE.test(c.text) || (i >= firstLineEnd && saysFromHere(c)));
  // A key or time holds for the whole bar: a change listed for any staff ends the one before. A change
  // that names no part ("Piano staff 2 clef: bass from bar 1; treble from bar 10") or no staff ("bar
  // 13: bass clef" under "staff 2, changes only:") is placed later, from the same words: it ends the
  // one before too (which only narrows what that one says).
  const same = (a: ExtractedClaim, b: ExtractedClaim) =>
    a.subject.property === b.subject.property &&
    (a.subject.staff === b.subject.staff ||
      a.subject.staff === null ||
      b.subject.staff === null ||
      WHOLE_BAR.has(a.subject.property)) &&
    (a.subject.part === b.subject.part || a.subject.part === null || b.subject.part === null);
  // A line giving one subject two values in no bars it names says where each holds in words not read.
  const unplacedTwice = (d: ExtractedClaim) =>
    d.subject.bars === null &&
    claims.some(
      (e) => e !== d && e.text === d.text && e.subject.bars === null && same(e, d) && e.value !== d.value,
    );
  const twice = claims.filter(unplacedTwice);
  claims.forEach((c, i) => {
    // The first line of a list of changes names no bar: it gives the state from the first bar read.
    const first = covers?.from ?? score?.firstBar;
    const opening = changes && i < firstLineEnd && HOLDS.has(c.subject.property) && first !== undefined;
    const bars = c.subject.bars ?? (opening && c.kind === "state" ? { from: first, to: first } : null);
    if (!bars) {
      if (covers && c.kind === "state") c.subject = { ...c.subject, bars: { ...covers } };
      return;
    }
    // (A read of changes lists rests and entries too: "rests in bar 12" is bar 12's, not a change.)
    const implied = HOLDS.has(c.subject.property) && (listsChanges || (changes && i < firstLineEnd));
    // ("LH clef by bar — 1: bass; … 5: bass" not read, then "the treble clef … applies from bar 3":
    // where the next change the read lists falls is not known.)
    if (c.kind === "state" && twice.some((d) => same(c, d))) {
      c.uncertain ??= `could not tell how far the ${c.subject.property} holds: the read's other lines were not read`;
      return;
    }
    if (!(saysFromHere(c) || implied)) return;
    const next = claims
      .filter(
        (d) =>
          d !== c && same(c, d) && d.value !== c.value && d.subject.bars && d.subject.bars.from > bars.from,
      )
      .map((d) => d.subject.bars!.from);
    // A single bar goes on to the next change; a span said already ("bar 1" read as the opening of
    // the piece) ends there too, and never grows.
    const until = bars.from === bars.to ? end : bars.to;
    const to = next.length && until !== undefined ? Math.min(until, Math.min(...next) - 1) : until;
    if (to !== undefined && to >= bars.from && (to !== bars.to || c.subject.bars === null))
      c.subject = { ...c.subject, bars: { from: bars.from, to } };
  });
}
