// The semantic diff of two score versions (spec/findings.md "Diff"): what a musician would say
// changed, one line per fact, merged over bar ranges. Bars are aligned by position when the bar
// count is unchanged, else by bar hashes (longest common subsequence); clef, key and time are
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
  let head = 0;
  while (head < o && head < n && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < o - head && tail < n - head && a[o - 1 - tail] === b[n - 1 - tail]) tail++;
  // LCS table over the middle only: edits are usually local, so this stays small.
  const rows = o - head - tail;
  const cols = n - head - tail;
  const table = new Uint32Array((rows + 1) * (cols + 1));
  const at = (i: number, j: number) => i * (cols + 1) + j;
  for (let i = rows - 1; i >= 0; i--)
    for (let j = cols - 1; j >= 0; j--)
      table[at(i, j)] =
        a[head + i] === b[head + j]
          ? (table[at(i + 1, j + 1)] as number) + 1
          : Math.max(table[at(i + 1, j)] as number, table[at(i, j + 1)] as number);
  const steps: Step[] = [];
  for (let k = 1; k <= head; k++) steps.push({ kind: "pair", o: k, n: k });
  // Between matched bars, unmatched bars of both sides are paired in order (a changed bar), and
  // what is left over on one side was added or removed.
  let gapO: number[] = [];
  let gapN: number[] = [];
  const flush = () => {
    const paired = Math.min(gapO.length, gapN.length);
    for (let k = 0; k < paired; k++) steps.push({ kind: "pair", o: gapO[k] as number, n: gapN[k] as number });
    for (const p of gapO.slice(paired)) steps.push({ kind: "removed", o: p });
    for (const p of gapN.slice(paired)) steps.push({ kind: "added", n: p });
    gapO = [];
    gapN = [];
  };
  let i = 0;
  let j = 0;
  while (i < rows || j < cols) {
    if (i < rows && j < cols && a[head + i] === b[head + j]) {
      flush();
      steps.push({ kind: "pair", o: head + i + 1, n: head + j + 1 });
      i++;
      j++;
    } else if (j >= cols || (i < rows && (table[at(i + 1, j)] as number) >= (table[at(i, j + 1)] as number)))
      gapO.push(head + ++i);
    else gapN.push(head + ++j);
  }
  flush();
  for (let k = 1; k <= tail; k++) steps.push({ kind: "pair", o: o - tail + k, n: n - tail + k });
  return steps;
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
    what =
      r.from === null
        ? `${r.property} added`
        : r.to === null
          ? `${r.property} removed`
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
