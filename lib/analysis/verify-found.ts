// A claim checked against the saved versions: the score at its message (`current`) and at its turn's
// start (`start`) — the diff an edit or a no-change is checked against, the save an edit or a
// no-change names, the version a restore names, the earlier score a state names.
import type { ExtractedClaim } from "../claims/claim.ts";
import { UNDONE } from "../claims/match-values.ts";
import { verifyClaim, type Verification } from "../claims/verify.ts";
import { versionRef as ref, type VersionStore, type VersionView } from "../conversation-context/versions.ts";
import { checkBefore } from "./before-the-save.ts";

export function verifyFound(
  found: ExtractedClaim,
  current: VersionView | null,
  start: VersionView | null,
  store: VersionStore,
): Verification {
  const base = found.kind === "edit" || found.kind === "no-change" ? start : null;
  const diff = base && current ? store.diff(base, current) : null;
  let v = verifyClaim({ claim: found, current: ref(current), base: ref(base), diff });
  // "Added a pedal to bar 12 (version 2)": the save it names made it, in whichever turn. An edit
  // told in a turn that saved nothing ("since bars 5–7 were switched back") speaks of an earlier
  // edit (findings.md, "edit"): it holds where an earlier save made it.
  if (found.kind === "edit" && found.value === UNDONE && found.savedIn === undefined) {
    if (current && base?.version === current.version && v.verdict !== "supported")
      v = undoneBefore(found, current, store) ?? v;
  } else if (found.kind === "edit" && current && v.verdict !== "supported") {
    const saves =
      found.savedIn !== undefined
        ? store.views.filter((view) => view.version === found.savedIn)
        : base?.version === current.version
          ? [...store.views].reverse()
          : [];
    // (What "now" says is of the score at the message, never of an older save: "Bars 9–10, left hand:
    // no pedal now." does not hold where an earlier save had none.)
    const { nowState: _now, nowOrEdit: _nowOrEdit, ...asEdit } = found;
    for (const newer of saves) {
      const i = store.views.indexOf(newer);
      const older = i > 0 ? store.views[i - 1]! : null;
      if (!older || newer.version > current.version) continue;
      const earlier = verifyClaim({
        claim: asEdit,
        current: ref(newer),
        base: ref(older),
        diff: store.diff(older, newer),
      });
      if (found.savedIn !== undefined || earlier.verdict === "supported") {
        v = earlier;
        break;
      }
    }
  }
  // A return ("back in 3/4", "back to f") is true where those bars have it now and —
  // "Restored: mm. 9–12 are back in 3/4" — the turn changed some of them (a bar that had it all along
  // is no edit left undone), or — "Undone — the right hand of bar 5 is back to f", where the turn's
  // undo saved the music as it was — they equal the version before the edit undone (findings.md,
  // "Restores"): the save the turn started from, whose own edit may have changed nothing there.
  if (
    found.kind === "edit" &&
    v.verdict === "contradicted" &&
    current &&
    base &&
    diff &&
    BACK_IN.test(found.text)
  ) {
    const i = store.views.indexOf(base);
    const before = i > 0 ? store.views[i - 1]! : null;
    const undone =
      base.version !== current.version && before && UNDO_REPORT.test(found.text)
        ? verifyClaim({
            claim: { ...found, kind: "no-change", value: null },
            current: ref(current),
            base: ref(before),
            diff: store.diff(before, current),
          })
        : null;
    v =
      returned(found, current, [
        verifyClaim({ claim: { ...found, value: UNDONE }, current: ref(current), base: ref(base), diff }),
        ...(undone ? [undone] : []),
      ]) ?? v;
  }
  // "Bars 9–12 are back to what they were in version 3": those bars now equal version 3.
  if (found.restoredFrom !== undefined && current) {
    const named = store.views.find((view) => view.version === found.restoredFrom);
    v = named
      ? verifyClaim({
          claim: { ...found, kind: "no-change" },
          current: ref(current),
          base: ref(named),
          diff: store.diff(named, current),
        })
      : {
          ...v,
          verdict: "unverifiable",
          evidence: [`the score history has no version ${found.restoredFrom} to compare`],
        };
  }
  // "Version 3 is identical to version 2": the save it names, against the version before it (or
  // the one it names), whatever the turn did.
  if (found.kind === "no-change" && found.savedIn !== undefined && current) {
    const newer = store.views.find((view) => view.version === found.savedIn);
    const i = newer ? store.views.indexOf(newer) : -1;
    const older =
      found.since !== undefined
        ? store.views.find((view) => view.version === found.since)
        : i > 0
          ? store.views[i - 1]
          : undefined;
    v =
      newer && older && newer.version <= current.version
        ? verifyClaim({
            claim: found,
            current: ref(newer),
            base: ref(older),
            diff: store.diff(older, newer),
          })
        : {
            ...v,
            verdict: "unverifiable",
            evidence: [`the score history has no version ${found.since ?? found.savedIn} to compare`],
          };
  }
  if (found.before && current && !found.uncertain) v = checkBefore(found, current, start, store);
  // "In version 2, bar 7 had ff", "before version 3 it was ff", "… before this edit": what that
  // earlier score has.
  if (found.asOf && current) {
    const earlier = earlierScore(found.asOf, store.views, start);
    v =
      earlier && earlier.version <= current.version
        ? verifyClaim({ claim: found, current: ref(earlier), base: null, diff: null })
        : {
            ...v,
            verdict: "unverifiable",
            checkedVersion: null,
            evidence: [`the score history has no ${describeAsOf(found.asOf)} saved before this message`],
            mismatches: [],
          };
  }
  return v;
}

/** The claim as what the score now has, where it has it and one of `why` holds. */
function returned(found: ExtractedClaim, current: VersionView, why: Verification[]): Verification | null {
  const held = why.find((w) => w.verdict === "supported");
  if (!held) return null;
  const now = verifyClaim({
    claim: { ...found, kind: "state" },
    current: ref(current),
    base: null,
    diff: null,
  });
  return now.verdict === "supported"
    ? { ...now, evidence: [...held.evidence.slice(0, 2), ...now.evidence] }
    : null;
}

const BACK_IN = /\bback\s+(?:in|to|at|into)\b/i;
const UNDO_REPORT =
  /^\s*(?:undone|reverted|rolled\s+back)\b|\b(?:i(?:'ve|\s+have)?\s+)(?:undone|undid|reverted)\b/i;

/** "I've undone the transposition, so bars 1 to 4 … are back at their original pitch", told in a turn
 * that saved nothing: an undo saved earlier, where the last save that changed those bars brought
 * them back to what an earlier version has there (findings.md, "Restores"). The save of the edit
 * itself changes them too, so a change alone does not show an undo. Null where no save changed them. */
function undoneBefore(found: ExtractedClaim, current: VersionView, store: VersionStore): Verification | null {
  const views = store.views.filter((view) => view.version <= current.version);
  for (let i = views.length - 1; i > 0; i--) {
    const [older, newer] = [views[i - 1]!, views[i]!];
    const change = verifyClaim({
      claim: found,
      current: ref(newer),
      base: ref(older),
      diff: store.diff(older, newer),
    });
    if (change.verdict !== "supported") continue;
    const back = views.slice(0, i - 1).find(
      (earlier) =>
        verifyClaim({
          claim: { ...found, kind: "no-change" },
          current: ref(current),
          base: ref(earlier),
          diff: store.diff(earlier, current),
        }).verdict === "supported",
    );
    return back
      ? { ...change, evidence: [...change.evidence, `those bars are as in version ${back.version} again`] }
      : {
          ...change,
          verdict: "contradicted",
          evidence: [
            `the last change there (version ${older.version} -> ${newer.version}) left music no earlier version has`,
            ...change.evidence,
          ],
        };
  }
  return null;
}

/** `v` (checked against `current` and `start`), or `unverifiable` where another version that may have
 * been the score at the message (`maybe`) or at the turn's start (`maybeStart`) gives another verdict. */
export function eachPossibleScore(
  v: Verification,
  found: ExtractedClaim,
  current: VersionView | null,
  start: VersionView | null,
  maybe: VersionView[],
  maybeStart: VersionView[],
  store: VersionStore,
): Verification {
  if (maybe.length === 0 && maybeStart.length === 0) return v;
  const currents = [current, ...maybe];
  const starts = [start, ...maybeStart];
  const other = currents.some((c) =>
    starts.some(
      (b) =>
        (c !== current || b !== start) &&
        (!c || !b || b.version <= c.version) &&
        verifyFound(found, c, b, store).verdict !== v.verdict,
    ),
  );
  if (!other) return v;
  const newer = [...new Set([...maybe, ...maybeStart].map((x) => x.version))].sort((a, b) => a - b);
  return {
    ...v,
    verdict: "unverifiable",
    checkedVersion: null,
    mismatches: [],
    evidence: [
      `could not tell whether version${newer.length > 1 ? "s" : ""} ${newer.join(", ")}, saved elsewhere after this conversation began, came before this message or its turn: its messages have no times`,
    ],
  };
}

/** The earlier score a state names: a version, the one before a save, or the turn's start. */
function earlierScore(
  asOf: NonNullable<ExtractedClaim["asOf"]>,
  views: readonly VersionView[],
  turnStart: VersionView | null,
): VersionView | null {
  if (asOf === "turn start") return turnStart;
  if ("version" in asOf) return views.find((view) => view.version === asOf.version) ?? null;
  const i = views.findIndex((view) => view.version === asOf.before);
  return i > 0 ? views[i - 1]! : null;
}

function describeAsOf(asOf: NonNullable<ExtractedClaim["asOf"]>): string {
  if (asOf === "turn start") return "score before this turn's edit";
  return "version" in asOf ? `version ${asOf.version}` : `version before version ${asOf.before}`;
}
