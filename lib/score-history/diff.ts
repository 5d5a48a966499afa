// The semantic diff of two score versions (spec/findings.md "Diff"): what a musician would say
// changed, one line per fact, merged over bar ranges. Bars are aligned by position when the bar
// count is unchanged, else by bar hashes (longest common subsequence, anchored on bars found once
// on each side where the two differ over a long stretch); clef, key and time are
// compared as the sign in force, so where a sign is written never shows, only what it does.
import { barHash, directionsText, inForce, notesOf, rhythmOf, sameContent } from "./bar-content.ts";
import type { Part, Score, StaffBar } from "./score.ts";

export interface DiffChange {
  property: "clef" | "key" | "time" | "notes" | "pedal" | "dynamics" | "tempo" | "bars";
  /** Printed numbers (in the newer score; the older one's for removed bars). */
  bars: { from: string; to: string };
  positions: { from: number; to: number };
  /** null: the same change in every part. */
  part: string | null;
  /** null: every staff of the part. */
  staff: number | null;
  from: string | null;
  to: string | null;
  line: string;
}

type Step =
  { kind: "pair"; o: number; n: number } | { kind: "added"; n: number } | { kind: "removed"; o: number };

const PROPERTIES = ["clef", "key", "time", "notes", "pedal", "dynamics", "tempo"] as const;
type Property = (typeof PROPERTIES)[number];

/** Bar positions (from 1) of both versions, in order, paired where they are the same bar. */
function align(older: Score, newer: Score): Step[] {
  const o = older.bars.length;
  const n = newer.bars.length;
  if (o === n) return older.bars.map((_, i) => ({ kind: "pair", o: i + 1, n: i + 1 }));
  const hashes = (s: Score) => s.bars.map((_, i) => barHash(s.parts.map((p) => p.bars[i] ?? [])));
  const a = hashes(older);
  const b = hashes(newer);
  const steps: Step[] = [];
  // Between matched bars, unmatched bars of both sides are paired in order (a changed bar), and
  // what is left over on one side was added or removed.
  let i = 0;
  let j = 0;
  const gap = (toI: number, toJ: number) => {
    const paired = Math.min(toI - i, toJ - j);
    for (let k = 0; k < paired; k++) steps.push({ kind: "pair", o: i + k + 1, n: j + k + 1 });
    for (let k = i + paired; k < toI; k++) steps.push({ kind: "removed", o: k + 1 });
    for (let k = j + paired; k < toJ; k++) steps.push({ kind: "added", n: k + 1 });
  };
  for (const [mi, mj] of matchBars(a, b)) {
    gap(mi, mj);
    steps.push({ kind: "pair", o: mi + 1, n: mj + 1 });
    i = mi + 1;
    j = mj + 1;
  }
  gap(o, n);
  return steps;
}

/** A longest-common-subsequence table is used up to this many cells (edits are usually local, so
 * the middle left between a common start and end is small); past it, bars found once in both
 * ranges anchor the alignment and the ranges between anchors are aligned again, so two versions
 * of 30,000 bars never need a table of 30,000². */
const TABLE_CELLS = 4_000_000;

/** Index pairs (from 0) of bars the same in both, increasing on both sides. */
function matchBars(a: readonly string[], b: readonly string[]): [number, number][] {
  const matches: [number, number][] = [];
  // Work left for anchoring, in bars looked at: past it, ranges stay unmatched (paired in order).
  let budget = 32 * (a.length + b.length);
  const ranges: [number, number, number, number][] = [[0, a.length, 0, b.length]];
  while (ranges.length > 0) {
    let [aLo, aHi, bLo, bHi] = ranges.pop()!;
    while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) matches.push([aLo++, bLo++]);
    while (aLo < aHi && bLo < bHi && a[aHi - 1] === b[bHi - 1]) matches.push([--aHi, --bHi]);
    const rows = aHi - aLo;
    const cols = bHi - bLo;
    if (rows === 0 || cols === 0) continue;
    if (rows * cols <= TABLE_CELLS) {
      tableMatches(a, b, aLo, aHi, bLo, bHi, matches);
      continue;
    }
    budget -= rows + cols;
    if (budget < 0) continue;
    const anchors = uniqueAnchors(a, b, aLo, aHi, bLo, bHi);
    let pi = aLo;
    let pj = bLo;
    for (const [ai, bj] of anchors) {
      matches.push([ai, bj]);
      ranges.push([pi, ai, pj, bj]);
      pi = ai + 1;
      pj = bj + 1;
    }
    if (anchors.length > 0) ranges.push([pi, aHi, pj, bHi]);
  }
  return matches.sort((x, y) => x[0] - y[0]);
}

/** The longest common subsequence of a[aLo, aHi) and b[bLo, bHi), by its table. */
function tableMatches(
  a: readonly string[],
  b: readonly string[],
  aLo: number,
  aHi: number,
  bLo: number,
  bHi: number,
  out: [number, number][],
): void {
  const rows = aHi - aLo;
  const cols = bHi - bLo;
  const table = new Uint32Array((rows + 1) * (cols + 1));
  const at = (i: number, j: number) => i * (cols + 1) + j;
  for (let i = rows - 1; i >= 0; i--)
    for (let j = cols - 1; j >= 0; j--)
      table[at(i, j)] =
        a[aLo + i] === b[bLo + j]
          ? (table[at(i + 1, j + 1)] as number) + 1
          : Math.max(table[at(i + 1, j)] as number, table[at(i, j + 1)] as number);
  let i = 0;
  let j = 0;
  while (i < rows && j < cols) {
    if (a[aLo + i] === b[bLo + j]) out.push([aLo + i++, bLo + j++]);
    else if ((table[at(i + 1, j)] as number) >= (table[at(i, j + 1)] as number)) i++;
    else j++;
  }
}

/** Bars that occur once in each range, paired, and the longest run of them in the same order on
 * both sides (patience sorting): the fixed points of the alignment. */
function uniqueAnchors(
  a: readonly string[],
  b: readonly string[],
  aLo: number,
  aHi: number,
  bLo: number,
  bHi: number,
): [number, number][] {
  const count = (s: readonly string[], lo: number, hi: number) => {
    const seen = new Map<string, number>();
    for (let k = lo; k < hi; k++) seen.set(s[k]!, seen.has(s[k]!) ? -1 : k);
    return seen;
  };
  const inA = count(a, aLo, aHi);
  const inB = count(b, bLo, bHi);
  const pairs: [number, number][] = [];
  for (const [hash, ai] of inA) {
    const bj = inB.get(hash);
    if (ai >= 0 && bj !== undefined && bj >= 0) pairs.push([ai, bj]);
  }
  pairs.sort((x, y) => x[0] - y[0]);
  // Longest increasing run of b positions: tails[k] ends the best run of length k + 1.
  const tails: number[] = [];
  const before: number[] = new Array<number>(pairs.length).fill(-1);
  for (let p = 0; p < pairs.length; p++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pairs[tails[mid]!]![1] < pairs[p]![1]) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) before[p] = tails[lo - 1]!;
    tails[lo] = p;
  }
  const run: [number, number][] = [];
  for (let p = tails.at(-1) ?? -1; p >= 0; p = before[p]!) run.push(pairs[p]!);
  return run.reverse();
}

function value(bar: StaffBar, property: Property): string | null {
  switch (property) {
    case "clef":
    case "key":
    case "time":
      return inForce(bar, property);
    case "notes":
      return notesOf(bar).join(" ") || "no notes";
    default:
      return directionsText(bar[property]);
  }
}

interface Run {
  property: DiffChange["property"];
  part: string | null;
  staff: number | null;
  from: string | null;
  to: string | null;
  /** Alignment step of the first bar: the order lines are printed in. */
  step: number;
  o: { from: number; to: number } | null;
  n: { from: number; to: number } | null;
}

/** Consecutive bars with the same change become one run. */
function extend(
  runs: Map<string, Run>,
  out: Run[],
  key: string,
  next: Omit<Run, "o" | "n">,
  o: number | null,
  n: number | null,
): void {
  const last = runs.get(key);
  const follows = (range: { to: number } | null, p: number | null) =>
    range === null ? p === null : p === range.to + 1;
  if (last && follows(last.o, o) && follows(last.n, n)) {
    if (last.o && o !== null) last.o.to = o;
    if (last.n && n !== null) last.n.to = n;
    return;
  }
  const run: Run = {
    ...next,
    o: o === null ? null : { from: o, to: o },
    n: n === null ? null : { from: n, to: n },
  };
  runs.set(key, run);
  out.push(run);
}

function staffWord(part: Part, staff: number | null): string {
  if (staff === null || part.staves === 1) return "";
  if (part.staves === 2) return staff === 1 ? "upper staff " : "lower staff ";
  return `staff ${staff} `;
}

function barsText(
  score: Score,
  range: { from: number; to: number },
): { from: string; to: string; text: string } {
  const from = score.bars[range.from - 1]?.number ?? String(range.from);
  const to = score.bars[range.to - 1]?.number ?? String(range.to);
  return { from, to, text: range.from === range.to ? `bar ${from}` : `bars ${from}-${to}` };
}

export function diffScores(older: Score, newer: Score): DiffChange[] {
  const steps = align(older, newer);
  const runs = new Map<string, Run>();
  const out: Run[] = [];
  const olderParts = new Map(older.parts.map((p) => [p.id, p]));
  steps.forEach((s, step) => {
    if (s.kind !== "pair") {
      const o = s.kind === "removed" ? s.o : null;
      const n = s.kind === "added" ? s.n : null;
      const present = { from: o === null ? null : "present", to: n === null ? null : "present" };
      extend(runs, out, s.kind, { property: "bars", part: null, staff: null, ...present, step }, o, n);
      return;
    }
    for (const np of newer.parts) {
      const op = olderParts.get(np.id);
      if (!op) continue;
      const staves = Math.min(np.staves, op.staves);
      for (let staff = 1; staff <= staves; staff++) {
        const ob = op.bars[s.o - 1]?.[staff - 1];
        const nb = np.bars[s.n - 1]?.[staff - 1];
        if (!ob || !nb || sameContent(ob, nb)) continue;
        for (const property of PROPERTIES) {
          let from = value(ob, property);
          let to = value(nb, property);
          if (property === "notes" && from === to && rhythmOf(ob) !== rhythmOf(nb)) {
            from = `${from} (rhythm before)`;
            to = `${to} (rhythm now)`;
          }
          if (from === to) continue;
          const key = `${property}\u0000${np.id}\u0000${staff}\u0000${from}\u0000${to}`;
          extend(runs, out, key, { property, part: np.id, staff, from, to, step }, s.o, s.n);
        }
      }
    }
  });
  return collapse(out, newer).map((r) => toChange(r, older, newer));
}

/** The same change on every staff of a part, or in every part, is said once. */
function collapse(runs: Run[], newer: Score): Run[] {
  const shape = (r: Run) =>
    `${r.property}\u0000${r.from}\u0000${r.to}\u0000${r.n?.from}-${r.n?.to}\u0000${r.o?.from}-${r.o?.to}`;
  const group = (list: Run[], by: (r: Run) => string) => {
    const groups = new Map<string, Run[]>();
    for (const r of list) {
      const k = by(r);
      const g = groups.get(k);
      if (g) g.push(r);
      else groups.set(k, [r]);
    }
    return [...groups.values()];
  };
  const staffless: Run[] = [];
  for (const g of group(runs, (r) => `${r.part}\u0000${shape(r)}`)) {
    const part = newer.parts.find((p) => p.id === g[0]?.part);
    const first = g[0] as Run;
    if (part && part.staves > 1 && g.length === part.staves) staffless.push({ ...first, staff: null });
    else staffless.push(...g);
  }
  const result: Run[] = [];
  for (const g of group(staffless, shape)) {
    const first = g[0] as Run;
    const everyPart =
      new Set(g.map((r) => r.part)).size === newer.parts.length &&
      g.every((r) => r.staff === null || newer.parts.find((p) => p.id === r.part)?.staves === 1);
    if (everyPart) result.push({ ...first, part: null, staff: null });
    else result.push(...g);
  }
  const partOrder = (id: string | null) => (id === null ? -1 : newer.parts.findIndex((p) => p.id === id));
  return result.sort(
    (x, y) =>
      x.step - y.step ||
      partOrder(x.part) - partOrder(y.part) ||
      (x.staff ?? 0) - (y.staff ?? 0) ||
      PROPERTIES.indexOf(x.property as Property) - PROPERTIES.indexOf(y.property as Property),
  );
}

function toChange(r: Run, older: Score, newer: Score): DiffChange {
  const [score, range] = r.n ? [newer, r.n] : [older, r.o as { from: number; to: number }];
  const bars = barsText(score, range);
  const part = r.part === null ? undefined : newer.parts.find((p) => p.id === r.part);
  // Name the part only when there is more than one to tell apart; a single-staff part needs no staff.
  const who =
    (part && newer.parts.length > 1 ? `${part.name} ` : "") + (part ? staffWord(part, r.staff) : "");
  let what: string;
  if (r.property === "bars") what = r.n ? "added" : "removed";
  else if (r.property === "pedal" || r.property === "dynamics" || r.property === "tempo") {
    // Named, so the line says which mark the score has (or had): "dynamics added: f".
    what =
      r.from === null
        ? `${r.property} added: ${r.to}`
        : r.to === null
          ? `${r.property} removed: ${r.from}`
          : `${r.property} ${r.from} -> ${r.to}`;
  } else what = `${r.property} ${r.from} -> ${r.to}`;
  return {
    property: r.property,
    bars: { from: bars.from, to: bars.to },
    positions: range,
    part: r.part,
    staff: r.staff,
    from: r.from,
    to: r.to,
    line: `${bars.text}: ${who}${what}`,
  };
}
