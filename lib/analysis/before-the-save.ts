// A "before" value ("| 7 | treble | bass |", "from pp to mp") speaks of the score before the save that
// made the change (findings.md, "Before and after"): checked against that version, not the score at
// the message.
import type { ExtractedClaim } from "../claims/claim.ts";
import { changedThere, verifyClaim, type Verification } from "../claims/verify.ts";
import { versionRef as ref, type VersionStore, type VersionView } from "../conversation-context/versions.ts";

/** The claim checked against the version before each save that changed its subject: the save it
 * names, else those of its turn, else (the turn saved nothing: the change it tells of was earlier)
 * any save before the message. Held where one of them had the value, false where none had it. Where
 * no such save changed the subject, the sentence may not tell of a change there at all ("key F major
 * → A major at bar 13" can say where the piece changes key, whose "before" is of the bars before
 * 13): held where a version had the value, and otherwise not read with certainty. */
export function checkBefore(
  claim: ExtractedClaim,
  current: VersionView,
  turnStart: VersionView | null,
  store: VersionStore,
): Verification {
  const views = store.views;
  const now = views.indexOf(current);
  if (now < 0)
    return {
      ...verifyClaim({ claim, current: ref(current), base: null, diff: null }),
      verdict: "unverifiable",
      evidence: [`version ${current.version} is not in the score's history`],
      mismatches: [],
    };
  const named = views.findIndex((v) => v.version === claim.savedIn);
  const start = turnStart ? views.indexOf(turnStart) : -1;
  const [from, to] =
    named > 0 && named <= now ? [named - 1, named] : start >= 0 && start < now ? [start, now] : [0, now];
  const saves = views.slice(from, to).map((older, i) => [older, views[from + i + 1]!] as const);
  const before = saves.filter(
    ([older, newer]) =>
      claim.subject.bars !== null && changedThere(claim.subject, store.diff(older, newer), newer.index),
  );
  const checks = (before.length ? before.map(([older]) => older) : views.slice(from, to + 1)).map((v) =>
    anyStaff(claim, v),
  );
  const said = (v: Verification) => [
    `the value before the change, checked against version ${v.checkedVersion} (the score before the save)`,
    ...v.evidence,
  ];
  const held = checks.find((c) => c.verdict === "supported");
  if (held) return { ...held, evidence: said(held) };
  const last = checks[checks.length - 1]!;
  if (before.length && checks.every((c) => c.verdict === "contradicted"))
    return { ...last, evidence: said(last) };
  return {
    ...last,
    verdict: "unverifiable",
    evidence: before.length
      ? last.evidence
      : [
          `not read with certainty: no save before this message changed the ${claim.subject.property} there, so the value said to be there before may be of other bars`,
          ...said(last),
        ],
    mismatches: [],
  };
}

/** A clef before a change of no staff named was the clef of the staff that changed, whichever it
 * was: held where one staff of the part had it. */
function anyStaff(claim: ExtractedClaim, view: VersionView): Verification {
  const whole = verifyClaim({ claim, current: ref(view), base: null, diff: null });
  const { subject } = whole;
  if (subject.property !== "clef" || subject.staff !== null || subject.part === null) return whole;
  const staves = view.index.staffCount(subject.part);
  if (staves < 2) return whole;
  const each = Array.from({ length: staves }, (_, i) =>
    verifyClaim({
      claim: { ...claim, subject: { ...subject, staff: i + 1 } },
      current: ref(view),
      base: null,
      diff: null,
    }),
  );
  return (
    each.find((c) => c.verdict === "supported") ??
    (each.every((c) => c.verdict === "contradicted")
      ? { ...whole, verdict: "contradicted" }
      : { ...whole, verdict: "unverifiable", mismatches: [] })
  );
}
