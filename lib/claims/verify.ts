// Checks one claim against saved versions, exactly as spec/findings.md says: state and count claims
// against the score at the claim's message, edit and no-change claims against the diff from the
// score at the turn's start. Never against the assistant's words or the tool's report.
import type { BarIndex } from "../score-history/bar-index.ts";
import type { Score } from "../score-history/score.ts";
import type { DiffChange } from "../score-history/diff.ts";
import { barNumbers, printedInteger, type BarReading } from "../score-history/reading.ts";
import { READ_PROPERTIES, type ExtractedClaim, type Property, type Subject, type Verdict } from "./claim.ts";
import {
  CHANGES_HERE,
  changeMatches,
  diffProperty,
  notesInclude,
  readingMatcher,
  semitonesOf,
  UNDONE,
} from "./match-values.ts";
import { NUMBERED_BAR } from "./subject/bars.ts";
import { transposePitch, writtenValue } from "./values/concert.ts";
import { TRANSPOSED } from "./values/notes-change.ts";

export interface VersionRef {
  version: number;
  score: Score;
  index: BarIndex;
}

export interface VerifyInput {
  claim: ExtractedClaim;
  /** The score at the claim's message. */
  current: VersionRef | null;
  /** The score at the start of the claim's turn (edit and no-change claims). */
  base: VersionRef | null;
  /** diff(base, current), computed once per pair by the caller. */
  diff: DiffChange[] | null;
}

export interface Verification {
  verdict: Verdict;
  evidence: string[];
  checkedVersion: number | null;
  baseVersion: number | null;
  /** The subject with the part resolved where the score has one part. */
  subject: Subject;
  /** Readings of the bars where the score disagrees with the claim (contradicted state and edit claims). */
  mismatches: BarReading[];
}

/** Properties the reading models; claims about anything else cannot be settled by the score. */
const CHECKABLE: ReadonlySet<Property> = new Set(READ_PROPERTIES);
/** Properties said of every staff when the claim names none (findings.md, "No staff named"): keys
 * and times hold for the whole bar, and "bar 12 is in bass clef" holds only when every staff is. */
const EVERY_STAFF: ReadonlySet<Property> = new Set(["key", "time", "clef"]);
/** Properties that belong to one part: in a score of several parts a claim must place them. */
const PLACED: ReadonlySet<Property> = new Set(["clef", "notes"]);
const MAX_EVIDENCE = 6;
const PEAK = /^(?:top|bottom) (\S+)$/;
const NOTE_BOUND = /^(?:≤|<|≥|>|top |bottom )\S+$/;
/** Marks placed at points in the music: said of a range, they are somewhere in it. */
const MARKS: ReadonlySet<Property> = new Set(["pedal", "dynamics", "tempo"]);

export function verifyClaim(input: VerifyInput): Verification {
  const verified = withReadings(input);
  const apart = setApartElsewhere(input, verified);
  if (apart) return apart;
  if (!input.claim.presupposed || verified.verdict !== "contradicted") return verified;
  return {
    ...verified,
    verdict: "unverifiable",
    evidence: [
      "not read with certainty: the mark is named as left as it was, not said to be there",
      ...verified.evidence,
    ],
    mismatches: [],
  };
}

/** "The pp comes in bar 6. The only other dynamic is an f at bar 1.", where the score's pp is in bar 7:
 * a bar said to have none of the marks that holds the very mark "other" sets apart, which the message
 * placed where the score lacks it, is not held against the claim (`Claim.setApart`). */
function setApartElsewhere(input: VerifyInput, verified: Verification): Verification | null {
  const { subject, setApart } = input.claim;
  const { current } = input;
  if (!setApart || !current || verified.verdict !== "contradicted" || verified.mismatches.length === 0)
    return null;
  const markOf = (r: BarReading) =>
    subject.property === "dynamics" ? r.dynamics : subject.property === "pedal" ? r.pedal : [];
  const misplaced = [...new Set(setApart.map((a) => a.value))].filter((value) =>
    setApart.every(
      (a) => a.value !== value || checkState({ ...subject, bars: a.bars }, value, current)[0] !== "supported",
    ),
  );
  // (Only where every bar against it holds such a mark: another mark there still says "only" is false.)
  if (
    misplaced.length === 0 ||
    !verified.mismatches.every((r) => markOf(r).some((m) => misplaced.includes(m)))
  )
    return null;
  const at = verified.mismatches[0]!;
  return {
    ...verified,
    verdict: "unverifiable",
    evidence: [
      `not read with certainty: the ${markOf(at).join(", ")} in bar ${at.bar} may be the one 'other' sets apart, placed elsewhere before`,
      ...verified.evidence,
    ],
    mismatches: [],
  };
}

function withReadings(input: VerifyInput): Verification {
  const placed = verifyAsPlaced(input);
  const { readings, ...claim } = input.claim;
  if (!readings?.length || claim.uncertain) return placed;
  for (const reading of readings) {
    const subject = { ...claim.subject };
    if (reading.part !== undefined) subject.part = reading.part;
    if (reading.staff !== undefined) subject.staff = reading.staff;
    if (reading.bars !== undefined) subject.bars = reading.bars;
    // A reading that names bars is said of them, not of the part's entry.
    const { atEntry: _entry, ...placedAt } = claim;
    const other = verifyAsPlaced({
      ...input,
      claim: { ...(reading.bars !== undefined ? placedAt : claim), subject },
    });
    if (other.verdict === placed.verdict) continue;
    return {
      ...placed,
      verdict: "unverifiable",
      evidence: [
        `not read with certainty: could not tell whether the claim is said of ${reading.name} (${other.verdict}) or of ${placedAs(placed.subject)} (${placed.verdict})`,
        ...other.evidence.slice(0, 2),
        ...placed.evidence.slice(0, 2),
      ],
      mismatches: [],
    };
  }
  return placed;
}

/** The subject as placed, in the domain's words: "the whole score", "bars 1–2 of part P1". */
function placedAs(subject: Subject): string {
  if (!subject.bars) return subject.part === null ? "the whole score" : describeStaff(subject);
  const { from, to } = subject.bars;
  const where = subject.part === null ? "every part" : describeStaff(subject);
  return `${from === to ? `bar ${from}` : `bars ${from}–${to}`} of ${where}`;
}

function verifyAsPlaced({ claim, current, base, diff }: VerifyInput): Verification {
  let subject = resolvePart(claim.subject, current ?? base);
  const result = ([verdict, evidence, mismatches = []]: Outcome, withBase = false): Verification => {
    // "The pedal in bar 3 was removed" where a pedal held from bar 1 to bar 4 crossed bar 3 with no
    // mark of its own there: whether a held pedal is "in" that bar is not said. (A bar of the claim
    // with a mark of its own settles it: "removed the pedal from bars 1–4" where bar 1's start stays.)
    const held =
      verdict === "contradicted" &&
      subject.property === "pedal" &&
      !mismatches.some((r) => r.pedal.length > 0)
        ? mismatches.find((r) => [current, base].some((ref) => ref && heldThrough(r, ref.index)))
        : undefined;
    if (held)
      return {
        verdict: "unverifiable",
        evidence: [
          `not read with certainty: the pedal held into bar ${held.bar} · staff ${held.staff} has no mark of its own there`,
          ...evidence,
        ],
        mismatches: [],
        checkedVersion: current?.version ?? null,
        baseVersion: withBase ? (base?.version ?? null) : null,
        subject,
      };
    return {
      verdict,
      evidence,
      mismatches,
      checkedVersion: current?.version ?? null,
      baseVersion: withBase ? (base?.version ?? null) : null,
      subject,
    };
  };
  if (!current) return result(["unverifiable", ["no saved version of the score before this message"]]);
  if (claim.uncertain) {
    // "The 3/4 time of the closing bars was not touched": wherever the place it could not place is,
    // a turn that changed nothing of that anywhere left it untouched.
    if (claim.kind === "no-change" && base && diff && ONLY_UNPLACED.test(claim.uncertain)) {
      const anywhere = checkNoChange({ ...subject, bars: null }, diff, base, current, claim.besides ?? []);
      if (anywhere[0] === "supported")
        return result(["supported", [`${claim.uncertain}; wherever it is, ${anywhere[1][0]}`]], true);
    }
    return result(["unverifiable", [`not read with certainty: ${claim.uncertain}`]], claim.kind !== "state");
  }
  if (claim.section)
    return result(
      ["unverifiable", [`the score names no bars as "${claim.section}"`]],
      claim.kind !== "state",
    );
  switch (claim.kind) {
    case "count":
      return result(checkCount(claim.value, current));
    case "state":
      if (!CHECKABLE.has(subject.property))
        return result(["unverifiable", [`Barline does not read ${subject.property} from a score`]]);
      if (unplaced(subject, current) || (claim.atEntry && subject.part === null))
        return result([
          "unverifiable",
          [`the claim names none of the ${current.index.partIds.length} parts`],
        ]);
      if (claim.atEntry || opensOverRests(claim, subject, current.index)) {
        const entry = entryBar(subject, current.index);
        if (entry === null)
          return result([
            "unverifiable",
            [`version ${current.version}: ${describeStaff(subject)} has no notes to enter with`],
          ]);
        // ("The clarinet opens with an mf": the part's first dynamic, printed over its opening rests
        // where it is.)
        const at =
          subject.property === "dynamics" ? (firstMarkBefore(subject, current.index, entry) ?? entry) : entry;
        subject = { ...subject, bars: { from: at, to: at } };
      }
      const stated = inWrittenPitch(claim, subject, current, (s, v) =>
        v?.startsWith(LAST) && !s.bars
          ? checkLast(s, v, current)
          : checkState(s, v, current, claim.eachBar, ENDS_ON.test(claim.text)),
      );
      // ("You're right — bar 9 has no dynamic." after a read of the piano: a dynamic belongs to a part.
      // Where the claim names no part and holds in some part but not in another, which is meant is not
      // said.)
      if (
        stated[0] === "contradicted" &&
        subject.property === "dynamics" &&
        subject.part === null &&
        ABSENT.test(claim.value ?? "") &&
        current.index.partIds.some(
          (part) => checkState({ ...subject, part }, claim.value, current)[0] === "supported",
        )
      )
        return result([
          "unverifiable",
          [
            `not read with certainty: the claim names none of the ${current.index.partIds.length} parts, and it holds in some of them only`,
            ...stated[1],
          ],
        ]);
      return result(stated);
    case "edit":
    case "no-change": {
      if (!base || !diff)
        return result(["unverifiable", ["no saved version of the score before this turn"]], true);
      if (claim.kind === "no-change")
        return result(checkNoChange(subject, diff, base, current, claim.besides ?? []), true);
      if (!CHECKABLE.has(subject.property) && subject.property !== "bar-count")
        return result(["unverifiable", [`Barline does not read ${subject.property} from a score`]], true);
      const edited = inWrittenPitch(claim, subject, current, (s, v) => checkEdit(s, v, diff, base, current));
      // "now uses the treble clef" where the turn changed nothing there: what the score now has.
      // (What the score now has is checked as a state is: a concert value in each part's written pitch.)
      const nowHas = () =>
        inWrittenPitch(claim, subject, current, (s, v) => checkState(s, v, current, claim.eachBar));
      if (edited[0] === "contradicted" && claim.nowState && CHECKABLE.has(subject.property)) {
        const now = nowHas();
        if (now[0] === "supported") return result(now, true);
      }
      // "Done — the LH now reads in the F clef from m. 1 to m. 16" where the edit changed bars 6–7:
      // what the score now has, over more bars than the edit. Where the turn changed nothing there,
      // the edit it reports did not happen ("Done: bar 9 is in G major now.").
      if (edited[0] === "contradicted" && claim.nowOrEdit && CHECKABLE.has(subject.property)) {
        const now = nowHas();
        if (now[0] === "supported") {
          if (changedThere(subject, diff, current.index) || startMoved(claim, subject, diff, current))
            return result(now, true);
          // ("Fixed: the LH is in treble clef in bar 4, and in bass clef from bar 5 on", where the turn
          // changed bar 4: the edit of bars 5–12, or what they have around it?)
          const anywhere = { ...subject, bars: null, staff: null, part: null };
          if (claim.besideEdit && changedThere(anywhere, diff, current.index))
            return result(
              [
                "unverifiable",
                [
                  `not read with certainty: could not tell whether the sentence reports an edit of ${placedAs(subject)} or what the score has there now (it has it; the turn changed the ${subject.property} elsewhere)`,
                  ...now[1].slice(0, 2),
                ],
              ],
              true,
            );
        }
      }
      return result(edited, true);
    }
  }
}

/** The check of a claim whose notes or key are said at concert pitch — or the key of the piece, no
 * part named, which is its concert key (findings.md, "Pitch") — made in each part's written pitch:
 * the value moved back by the part's transposition. Every part named (or, for the piece, every
 * part) must agree. */
function inWrittenPitch(
  claim: ExtractedClaim,
  subject: Subject,
  ref: VersionRef,
  check: (subject: Subject, value: string | null) => Outcome,
): Outcome {
  // ("In the clarinet part this shows as C major", in a score of the clarinet alone: the part's key.)
  const ofPiece =
    subject.property === "key" &&
    claim.subject.part === null &&
    !(claim.partName !== undefined && ref.score.parts.length === 1);
  // "Bars 9–10 still have the C major key signature": the signature printed, which is written pitch.
  const printed = subject.property === "key" && claim.concert === undefined && SIGNATURE.test(claim.text);
  const concert = claim.concert ?? (ofPiece && !printed);
  const parts = ref.score.parts.filter((p) => subject.part === null || p.id === subject.part);
  const transposing = parts.find((p) => p.transposition);
  if (!transposing) return check(subject, claim.value);
  if (ofPiece && !concert && ref.score.parts.length > 1)
    return [
      "unverifiable",
      [
        `'${claim.value}' is said to be written, and no part is named: ${transposing.name} is written in another key than it sounds`,
      ],
    ];
  if (!concert) return check(subject, claim.value);
  const lines: string[] = [];
  for (const part of parts) {
    const written = writtenValue(claim.value, subject.property, part.transposition);
    if (written === null)
      return [
        "unverifiable",
        [`could not write the sounding '${claim.value}' in ${part.name}'s written pitch`],
      ];
    // "That D5 sounds as E5": the part writes another note for that sound.
    const sounds = claim.soundOf && part.transposition ? soundIn(claim.soundOf, part.transposition) : null;
    if (sounds && semitonesOf(written.replace(/^\S+ (?=[A-G])/, "")) !== semitonesOf(claim.soundOf!))
      return [
        "contradicted",
        [`${part.name}'s written ${claim.soundOf} sounds as ${sounds}, not ${claim.value}`],
      ];
    const [verdict, evidence, mismatches] = check({ ...subject, part: part.id }, written);
    const said =
      written === claim.value ? [] : [`${part.name} is written ${written} for the sounding ${claim.value}`];
    if (verdict !== "supported") return [verdict, cap([...said, ...evidence]), mismatches];
    lines.push(...said, ...evidence);
  }
  return ["supported", cap(lines)];
}

const SIGNATURE = /\bkey\s+signatures?\b|\bsignatures?\b/i;

const soundIn = (written: string, t: { diatonic: number; chromatic: number }) =>
  transposePitch(written, t.diatonic, t.chromatic);

/** A clef or notes claim that names no part, in a score of several parts (findings.md, "Parts"). */
function unplaced(subject: Subject, ref: VersionRef): boolean {
  return PLACED.has(subject.property) && subject.part === null && ref.index.partIds.length > 1;
}

/** The printed number of the first bar where the subject's staves have notes: its entry. */
function entryBar(subject: Subject, index: BarIndex): number | null {
  const staves = stavesOf(subject, index);
  for (let position = 1; position <= index.barCount; position++)
    for (const { part, staff } of staves) {
      const r = index.reading(part, staff, position);
      if (r.notes.length > 0) return /^\d+$/.test(r.bar) ? Number(r.bar) : null;
    }
  return null;
}

// ("It starts piano." of a part that rests through bar 1: its opening dynamic, printed where it enters
// or over the rests before. The verb only: "the p at the start" names bar 1.)
const OPENS = /\b(?:starts|started|begins|began|opens|opened)\b/i;

/** Whether a dynamic said of the first bar by "starts" or "opens", naming no bar, is of a part that has
 * neither notes nor a dynamic there: it speaks of the part's opening dynamic. */
function opensOverRests(claim: ExtractedClaim, subject: Subject, index: BarIndex): boolean {
  if (subject.property !== "dynamics" || subject.part === null || !OPENS.test(claim.text)) return false;
  // ("The clarinet starts piano in bar 1." names the bar.)
  if (NUMBERED_BAR.test(claim.text)) return false;
  const bars = subject.bars;
  if (!bars || bars.from !== bars.to || index.barCount === 0) return false;
  return stavesOf(subject, index).every(({ part, staff }) => {
    const r = index.reading(part, staff, 1);
    return r.bar === String(bars.from) && r.notes.length === 0 && r.dynamics.length === 0;
  });
}

/** The printed number of the first bar before `entry` where the subject's staves have a dynamic. */
function firstMarkBefore(subject: Subject, index: BarIndex, entry: number): number | null {
  const staves = stavesOf(subject, index);
  for (let position = 1; position <= index.barCount; position++)
    for (const { part, staff } of staves) {
      const r = index.reading(part, staff, position);
      if (!/^\d+$/.test(r.bar) || Number(r.bar) >= entry) return null;
      if (r.dynamics.length > 0) return Number(r.bar);
    }
  return null;
}

/** Whether a bar with no pedal mark of its own lies under a pedal pressed before it and not yet let up. */
function heldThrough(r: BarReading, index: BarIndex): boolean {
  const position = r.position;
  if (position === undefined || index.reading(r.part, r.staff, position).pedal.length > 0) return false;
  for (let p = position - 1; p >= 1; p--) {
    const marks = index.reading(r.part, r.staff, p).pedal;
    if (marks.length) return !/stop|up|release/i.test(marks[marks.length - 1]!);
  }
  return false;
}

function resolvePart(subject: Subject, ref: VersionRef | null): Subject {
  if (subject.part !== null || !ref || ref.index.partIds.length !== 1) return subject;
  return { ...subject, part: ref.index.partIds[0] ?? null };
}

/** At most MAX_EVIDENCE lines, then how many more; only the lines shown are formatted. */
function capLines<T>(items: T[], line: (item: T) => string): string[] {
  if (items.length <= MAX_EVIDENCE) return items.map(line);
  const shown = items.slice(0, MAX_EVIDENCE).map(line);
  shown.push(`… and ${items.length - MAX_EVIDENCE} more`);
  return shown;
}

const cap = (lines: string[]) => capLines(lines, (l) => l);

/** Verdict, evidence lines (capped), and the readings that disagree. */
type Outcome = [Verdict, string[], BarReading[]?];

/** Some change of `diff` is of the subject's property, in its bars. */
// "Done — the G major key signature now starts at bar 6": where a change takes effect.
const STARTS_AT =
  /\b(?:now\s+)?(?:starts|begins|comes\s+in|takes\s+effect)\s+(?:at|in|from|on)\s+(?:bar|measure|m\.)\s*\d/i;

/** "… now starts at bar 6" of a clef, key or time where the turn changed the bar before and that bar
 * no longer has the value: the start moved to the bar named. */
function startMoved(
  claim: ExtractedClaim,
  subject: Subject,
  diff: DiffChange[],
  current: VersionRef,
): boolean {
  if (!STARTS_AT.test(claim.text) || !subject.bars || subject.bars.from !== subject.bars.to) return false;
  if (!["clef", "key", "time"].includes(subject.property) || subject.bars.from < 2) return false;
  const before: Subject = { ...subject, bars: { from: subject.bars.from - 1, to: subject.bars.from - 1 } };
  return (
    changedThere(before, diff, current.index) &&
    checkState(before, claim.value, current, false)[0] === "contradicted"
  );
}

export function changedThere(subject: Subject, diff: DiffChange[], index: BarIndex): boolean {
  const { positions } = positionsOf(subject, index);
  return diff.some(
    (d) =>
      changeMatches(subject, null, d) && positions.some((p) => d.positions.from <= p && p <= d.positions.to),
  );
}

/** Bar positions a subject covers; missing printed numbers are returned apart so they can be reported. */
function positionsOf(subject: Subject, index: BarIndex): { positions: number[]; missing: number[] } {
  if (!subject.bars)
    return { positions: Array.from({ length: index.barCount }, (_, i) => i + 1), missing: [] };
  const positions: number[] = [];
  const missing: number[] = [];
  for (let n = subject.bars.from; n <= subject.bars.to; n++) {
    const found = index.positionsOf(n);
    if (found.length === 0) missing.push(n);
    positions.push(...found);
  }
  return { positions, missing };
}

function stavesOf(subject: Subject, index: BarIndex): { part: string; staff: number }[] {
  const parts = subject.part ? index.partIds.filter((p) => p === subject.part) : index.partIds;
  return parts.flatMap((part) => {
    const count = index.staffCount(part);
    if (subject.staff !== null) return subject.staff <= count ? [{ part, staff: subject.staff }] : [];
    return Array.from({ length: count }, (_, i) => ({ part, staff: i + 1 }));
  });
}

function versionLine(version: number, r: BarReading): string {
  return `version ${version}: ${r.line}`;
}

const ABSENT = /^(?:absent|removed|not\s)/;

// "Ends on", "finishes on": the bar's last note, or the bass of the harmony it ends on.
const ENDS_ON = /\b(?:ends?|ending|ended|finish(?:es|ed|ing)?|closes?|closed|closing)\s+(?:\w+\s+)?on\b/i;

function checkState(
  said: Subject,
  value: string | null,
  ref: VersionRef,
  eachBar?: boolean,
  endsOn = false,
): Outcome {
  // A pedal marking belongs to the instrument, whichever staff it is printed under: "the right hand
  // … carries the last pedal mark" speaks of the piano's pedal.
  // A dynamic is printed under one staff of a keyboard by habit, not by rule: one said to be on a
  // staff is there when any staff of its part has it (one said to be absent is looked for on that
  // staff alone).
  const present =
    said.property === "dynamics" && value !== "absent" && value !== "removed" && !value?.startsWith("not ");
  const subject = said.property === "pedal" || present ? { ...said, staff: null } : said;
  const staves = stavesOf(subject, ref.index);
  // A staff the part does not have was placed there by the reading, not by the score: nothing to check.
  if (staves.length === 0)
    return [
      "unverifiable",
      [`version ${ref.version} has no ${describeStaff(subject)}: the claim could not be placed`],
    ];
  const { positions: all, missing } = positionsOf(subject, ref.index);
  if (missing.length) return ["contradicted", [missingBars(ref, missing)]];
  // "comes in at bar 3 on A4": the first note of the bar named, nothing of the bars after it ("starts
  // every bar on F2": of each).
  const positions = value?.startsWith("first ") && !eachBar ? all.slice(0, 1) : all;
  const across = notesAcross(subject, value, staves, positions, ref);
  if (across) return across;
  if (subject.property === "pedal") {
    const outcome = checkPedal(value, staves, positions, subject.bars === null, ref, eachBar);
    // "None in the right hand": a pedal said absent from one staff, where only another staff of the
    // part carries it — the staff's own marks, or the instrument's pedal, is not said.
    const own = staves.filter((s) => s.staff === said.staff);
    if (
      outcome[0] === "contradicted" &&
      ABSENT.test(value ?? "") &&
      own.length > 0 &&
      own.length < staves.length &&
      checkPedal(value, own, positions, subject.bars === null, ref)[0] !== "contradicted"
    )
      return [
        "unverifiable",
        [
          `not read with certainty: could not tell whether the pedal is said of staff ${said.staff} alone or of the instrument`,
          ...outcome[1],
        ],
      ];
    return outcome;
  }
  // Keys and times hold for every staff; so does an absence ("bar 1 has no pedal", "no pp anywhere")
  // when no staff is named.
  const absence = value === "absent" || value === "removed";
  // "The clef changes at bar 9" names no staff, yet one staff changing makes it so.
  // So does a bound: "the lowest note is G2" of the part holds only if no staff goes below it.
  const every =
    (EVERY_STAFF.has(subject.property) ||
      absence ||
      Boolean(value?.startsWith("not ")) ||
      NOTE_BOUND.test(value ?? "")) &&
    subject.staff === null &&
    value !== CHANGES_HERE;
  const ok = readingMatcher(subject.property, value);
  const wrong: BarReading[] = [];
  const right: BarReading[] = [];
  const readings: BarReading[] = [];
  const matched: boolean[] = [];
  for (const position of positions) {
    let any = false;
    let all = true;
    for (let i = 0; i < staves.length; i++) {
      const r = ref.index.reading(staves[i]!.part, staves[i]!.staff, position);
      readings[i] = r;
      matched[i] = ok(r);
      any ||= matched[i]!;
      all &&= matched[i]!;
    }
    const holds = every ? all : any;
    for (let i = 0; i < staves.length; i++)
      if (matched[i] === holds) (holds ? right : wrong).push(readings[i]!);
  }
  const line = (r: BarReading) => versionLine(ref.version, r);
  // "There's a pedal in bars 1–4", "a single pedal marking": a mark said of a range is somewhere in it.
  if (MARKS.has(subject.property) && !absence && !value?.startsWith("not ") && right.length > 0)
    return ["supported", capLines(right, line)];
  // "The LH ends on a low B♭1" of a bar B♭1 F2 B♭2: "ends on" the bass of a keyboard's figure may name
  // the harmony the bar ends on, not its last note (a melody's bar ends on its last note).
  const endsOnBass = endsOn && value?.startsWith("last ") ? semitonesOf(value.slice(5)) : null;
  if (
    endsOnBass !== null &&
    wrong.length > 0 &&
    wrong.every(
      (r) =>
        ref.index.staffCount(r.part) > 1 &&
        Math.min(...r.notes.map((p) => semitonesOf(p) ?? Infinity)) === endsOnBass,
    )
  )
    return [
      "unverifiable",
      [
        `not read with certainty: could not tell whether '${value!.slice(5)}' is said to be the last note or the bass the bar ends on`,
        ...capLines(wrong, line),
      ],
    ];
  if (wrong.length) return ["contradicted", capLines(wrong, line), wrong];
  // "The highest note is F5": nothing above it, and F5 there.
  const peak = value ? PEAK.exec(value) : null;
  if (peak && !right.some((r) => r.notes.includes(peak[1]!)))
    return ["contradicted", [`version ${ref.version}: no bar of ${describeStaff(subject)} has ${peak[1]}`]];
  return ["supported", capLines(right, line)];
}

/** A bar is pedalled where a staff of its part has a pedal mark, or where the pedal is held into it
 * from an earlier bar. Said of the piece (`piece`: no bars named), pedal is somewhere in it ("the
 * left hand has pedal marks"); said of bars, in each: where some have it and some not, the claim is
 * false when its words say each bar (`eachBar`), and otherwise may still mean one pedal somewhere
 * among them ("a pedal in bars 1–4"), so nothing is held.
 * Said to be absent, a bar the pedal is held through without a mark of its own is not settled: the
 * words may speak of the marks or of the sound. */
function checkPedal(
  value: string | null,
  staves: { part: string; staff: number }[],
  positions: number[],
  piece: boolean,
  ref: VersionRef,
  eachBar?: boolean,
): Outcome {
  const absent = value === "absent" || value === "removed";
  const parts = [...new Set(staves.map((s) => s.part))];
  const marked: BarReading[] = [];
  const held: string[] = [];
  const bare: BarReading[] = [];
  // Per bar: pedalled in any part (presence), or in none (absence).
  const pedalled = new Set<number>();
  for (const position of positions)
    for (const part of parts) {
      const readings = staves
        .filter((s) => s.part === part)
        .map((s) => ref.index.reading(part, s.staff, position));
      const mark = readings.find((r) => r.pedal.length > 0);
      const from = mark ? null : ref.index.pedalHeldFrom(part, position);
      if (mark) marked.push(mark);
      else if (from !== null)
        held.push(
          `version ${ref.version}: ${readings[0]!.place}: no pedal mark; the pedal of bar ${ref.index.reading(part, readings[0]!.staff, from).bar} is held through it`,
        );
      else bare.push(readings[0]!);
      if (mark || from !== null) pedalled.add(position);
    }
  const line = (r: BarReading) => versionLine(ref.version, r);
  if (absent) {
    if (marked.length) return ["contradicted", capLines(marked, line), marked];
    if (held.length)
      return [
        "unverifiable",
        [
          "not read with certainty: could not tell whether the claim speaks of pedal marks or of the pedal held",
          ...cap(held),
        ],
      ];
    return ["supported", capLines(bare, line)];
  }
  const evidence = [...capLines(marked, line), ...cap(held)];
  if (pedalled.size === positions.length || (piece && pedalled.size > 0)) return ["supported", evidence];
  if (pedalled.size === 0) return ["contradicted", capLines(bare, line), bare];
  const none = bare.filter((r) => !pedalled.has(r.position));
  if (eachBar) return ["contradicted", capLines(none, line), none];
  return [
    "unverifiable",
    [
      "not read with certainty: could not tell whether the pedal is said of each bar named or of one of them",
      ...evidence,
      ...capLines(none, line),
    ],
  ];
}

const LAST = "last ";

/** "The left hand's last note is a low F2": a note starting where the last note of the staff's last
 * bar with notes starts. Said of a part of several staves, which staff ends the piece is not said. */
function checkLast(subject: Subject, value: string, ref: VersionRef): Outcome {
  const staves = stavesOf(subject, ref.index);
  if (staves.length !== 1)
    return [
      "unverifiable",
      [`not read with certainty: could not tell which staff's last note is meant (${staves.length} staves)`],
    ];
  const { part, staff } = staves[0]!;
  const pitch = semitonesOf(value.slice(LAST.length));
  for (let position = ref.index.barCount; position >= 1; position--) {
    const r = ref.index.reading(part, staff, position);
    if (r.notes.length === 0) continue;
    const line = versionLine(ref.version, r);
    return pitch !== null && r.lastNotes.some((p) => semitonesOf(p) === pitch)
      ? ["supported", [line]]
      : ["contradicted", [`version ${ref.version}: the last note is ${r.lastNotes.join(" ")}`, line], [r]];
  }
  return [
    "contradicted",
    [`version ${ref.version}: ${describeStaff({ ...subject, part, staff })} has no notes`],
  ];
}

/** "Bars 11–12: D5 C5 B♭4 A4 | B♭4": pitches said of several bars are the bars' pitches together, in
 * one staff; per bar, they would contradict every bar that holds only some of them. */
function notesAcross(
  subject: Subject,
  value: string | null,
  staves: { part: string; staff: number }[],
  positions: number[],
  ref: VersionRef,
): Outcome | null {
  if (subject.property !== "notes" || positions.length < 2 || !value || PEAK.test(value)) return null;
  if (value === "absent" || value === "removed" || value === "changed") return null;
  for (const { part, staff } of staves) {
    const readings = positions.map((p) => ref.index.reading(part, staff, p));
    if (
      notesInclude(
        readings.flatMap((r) => r.notes),
        value.replace(/\|/g, " "),
      )
    )
      return ["supported", capLines(readings, (r) => versionLine(ref.version, r))];
  }
  return null;
}

function checkCount(value: string | null, ref: VersionRef): Outcome {
  // A measure that continues the bar before ("X1") is no bar of its own.
  const numbers = barNumbers(ref.score);
  const bars = ref.score.bars.filter(
    (b) => printedInteger(b.number) !== null || numbers[b.position - 1] === null,
  );
  const all = bars.length;
  // A pickup is an implicit bar: "16 bars" of a piece with a pickup is right either way.
  const full = bars.filter((b) => !b.implicit).length;
  const said = Number(value);
  const has = full === all ? `${all} bars` : `${all} bars (${full} without the pickup)`;
  if (!Number.isFinite(said)) return ["unverifiable", [`version ${ref.version} has ${has}`]];
  return [
    said === all || said === full ? "supported" : "contradicted",
    [`version ${ref.version} has ${has}`],
  ];
}

/** What a staff named does not narrow: the pedal is the instrument's; keys and times every staff's. */
const OF_EVERY_STAFF: ReadonlySet<Property> = new Set(["pedal", "key", "time"]);

// An uncertainty that is only a place the rules could not find in the score.
const ONLY_UNPLACED = /^could not place [^;]* in the score$/;

const REST_RHYTHM = /^no notes \(rhythm (?:before|now)\)$/;

function checkNoChange(
  subject: Subject,
  diff: DiffChange[],
  base: VersionRef,
  current: VersionRef,
  besides: Subject[],
): Outcome {
  // "bar 3 is unchanged" is about bar 3 (and its staff): changes elsewhere do not contradict it.
  const { positions } = positionsOf(subject, current.index);
  const property = subject.property === "other" ? null : diffProperty(subject.property);
  // "Nothing else was touched": a change the message's edits name is not "else".
  const named = (d: DiffChange) =>
    besides.some((b) => {
      const at = b.bars ? positionsOf(b, current.index).positions : null;
      return (
        (b.property === "other" || d.property === diffProperty(b.property)) &&
        (at === null || at.some((p) => d.positions.from <= p && p <= d.positions.to)) &&
        (b.staff === null || d.staff === null || d.staff === b.staff || OF_EVERY_STAFF.has(b.property)) &&
        (b.part === null || d.part === null || d.part === b.part)
      );
    });
  // "The clarinet's notes are untouched: it still rests in bar 12": rests that changed their lengths
  // (a new time signature) leave a bar of rests with no notes, as before.
  const restsOnly = (d: DiffChange) =>
    property === "notes" && REST_RHYTHM.test(d.from ?? "") && REST_RHYTHM.test(d.to ?? "");
  const touches = (d: DiffChange) =>
    !named(d) &&
    !restsOnly(d) &&
    (property === null || d.property === property) &&
    (subject.bars === null || positions.some((p) => d.positions.from <= p && p <= d.positions.to)) &&
    (subject.staff === null ||
      d.staff === null ||
      d.staff === subject.staff ||
      OF_EVERY_STAFF.has(subject.property)) &&
    (subject.part === null || d.part === null || d.part === subject.part);
  const changes = diff.filter(touches);
  if (changes.length === 0) {
    const same =
      base.version === current.version
        ? `no new version after version ${base.version}`
        : diff.length === 0
          ? `version ${current.version} has the same music as version ${base.version}`
          : `version ${base.version} -> ${current.version} changes nothing there`;
    return ["supported", [same]];
  }
  const lines = capLines(changes, (d) => `version ${base.version} -> ${current.version}: ${d.line}`);
  // "The left hand is unchanged" where only a key or time changed: the part's signature, which the
  // words may or may not count as the staff's.
  if (
    subject.staff !== null &&
    subject.property === "other" &&
    changes.every((d) => d.property === "key" || d.property === "time")
  )
    return [
      "unverifiable",
      [
        `not read with certainty: could not tell whether a key or time change counts against staff ${subject.staff}`,
        ...lines,
      ],
    ];
  return ["contradicted", lines];
}

function checkEdit(
  subject: Subject,
  value: string | null,
  diff: DiffChange[],
  base: VersionRef,
  current: VersionRef,
): Outcome {
  const span = `version ${base.version} -> ${current.version}`;
  const relevant = diff.filter((d) => changeMatches(subject, value, d));
  const { positions, missing } = positionsOf(subject, current.index);
  if (missing.length) return ["contradicted", [missingBars(current, missing)]];
  // "Took bars 13–16 down a tone" where bar 16 is a bar's rest: a transposition leaves rests as they
  // were, so a bar with no notes in either version needs no change.
  const silent = (position: number) =>
    subject.property === "notes" &&
    TRANSPOSED.test(value ?? "") &&
    stavesOf(subject, current.index).every(
      (s) => current.index.reading(s.part, s.staff, position).notes.length === 0,
    ) &&
    !diff.some(
      (d) => changeMatches(subject, null, d) && d.positions.from <= position && position <= d.positions.to,
    );
  const covered = (position: number) =>
    silent(position) || relevant.some((d) => d.positions.from <= position && position <= d.positions.to);
  // ("Transposed the clarinet up a tone": every bar of it where it plays.)
  // (An undo naming no version: some change among the bars named.)
  const uncovered =
    (subject.bars && value !== UNDONE) || TRANSPOSED.test(value ?? "")
      ? positions.filter((p) => !covered(p))
      : relevant.length
        ? []
        : positions.slice(0, 1);
  if (relevant.length && uncovered.length === 0)
    return ["supported", capLines(relevant, (d) => `${span}: ${d.line}`)];
  // "bars 1-2: upper staff notes B4 D5 G5 A5 G5 F#5 -> C#5 E5 A5 B5 A5 G#5": the bars' new notes in turn.
  const joined = notesInTurn(subject, value, diff, positions);
  if (joined) return ["supported", capLines(joined, (d) => `${span}: ${d.line}`)];
  // "…now marked mf, and the p is gone" where the diff has "p -> mf": a mark replaced there is gone
  // too, yet which mark the claim says went is not kept in its value.
  const replaced =
    (value === "removed" || value === "absent") && MARKS.has(subject.property)
      ? diff.filter(
          (d) =>
            d.from !== null &&
            d.to !== null &&
            changeMatches(subject, null, d) &&
            (!subject.bars || (d.positions.from <= positions.at(-1)! && positions[0]! <= d.positions.to)),
        )
      : [];
  if (replaced.length)
    return [
      "unverifiable",
      [
        `not read with certainty: a mark was replaced there, and the claim does not say which one went`,
        ...capLines(replaced, (d) => `${span}: ${d.line}`),
      ],
    ];

  const evidence: string[] = [];
  if (diff.length === 0) {
    evidence.push(
      base.version === current.version
        ? `no new version was saved after version ${base.version}`
        : `version ${current.version} has the same music as version ${base.version}`,
    );
  } else {
    evidence.push(...diff.map((d) => `${span}: ${d.line}`));
  }
  const mismatches: BarReading[] = [];
  if (subject.bars && subject.property !== "bar-count") {
    const staves = stavesOf(subject, current.index);
    for (const p of uncovered)
      for (const s of staves) mismatches.push(current.index.reading(s.part, s.staff, p));
  }
  return [
    "contradicted",
    cap([...evidence, ...mismatches.map((r) => versionLine(current.version, r))]),
    mismatches,
  ];
}

/** The diff's notes changes of a span of several bars, when their new notes one after another are the
 * pitches the claim lists; null otherwise. */
function notesInTurn(
  subject: Subject,
  value: string | null,
  diff: DiffChange[],
  positions: number[],
): DiffChange[] | null {
  if (subject.property !== "notes" || !value || !PITCH_LIST.test(value) || positions.length < 2) return null;
  const changes = positions.map((p) =>
    diff.filter(
      (d) =>
        changeMatches(subject, null, d) && d.positions.from === p && d.positions.to === p && d.to !== null,
    ),
  );
  if (changes.some((c) => c.length !== 1)) return null;
  const said = value.split(/\s+/);
  const now = changes.flatMap((c) => c[0]!.to!.split(/\s+/));
  return now.length === said.length && now.every((n, i) => notesInclude([n], said[i]!))
    ? changes.flat()
    : null;
}

const PITCH_LIST = /^[A-G](?:#|b|x|bb)?\d(?:\s+[A-G](?:#|b|x|bb)?\d)+$/;

function missingBars(ref: VersionRef, missing: number[]): string {
  const last = ref.score.bars.at(-1)?.number ?? "none";
  const list =
    missing.length === 1 ? `bar ${missing[0]}` : `bars ${missing[0]}-${missing[missing.length - 1]}`;
  return `version ${ref.version} has no ${list} (its bars run to ${last})`;
}

function describeStaff(subject: Subject): string {
  return (
    [subject.part ? `part ${subject.part}` : null, subject.staff !== null ? `staff ${subject.staff}` : null]
      .filter(Boolean)
      .join(" ") || "such staff"
  );
}
