// Re-read one bar of one version on demand (spec/api.md, the bar re-read): its reading as
// `barline read` prints it, the courtesy clefs drawn at its end, the same bar in the version before,
// the lines of `barline diff` that concern it, and its engraving with a bar on each side.
import { courtesyClef } from "./courtesy.ts";
import { diffScores, type DiffChange } from "./diff.ts";
import { readStaffBar } from "./reading.ts";
import { renderBarWithNeighbours, type BarSource } from "./render-bar.ts";
import type { Score } from "./score.ts";

export interface BarRereadRequest {
  /** The version asked for: its score and the file it was read from (for the engraving). */
  score: Score;
  source: BarSource;
  /** The version before it, or null for the first. */
  previous: { version: number; score: Score } | null;
  /** The printed bar number; where numbers repeat, the first bar so numbered. */
  bar: string | number;
  /** A MusicXML part id; every part when absent. */
  part?: string;
  /** From 1; every staff when absent. */
  staff?: number;
}

/** The api.md bar re-read without its ids (scoreId, version). */
export interface BarReread {
  /** The printed number, as the score prints it. */
  bar: string;
  part: string | null;
  staff: number | null;
  /** One line per part and staff, as `barline read` prints them. */
  reading: string[];
  /** Clefs printed at the end of this bar to announce the next one, named for the bar they announce. */
  courtesy: string[];
  previous: { version: number; reading: string[] } | null;
  /** The `barline diff` lines from the previous version that cover this bar (and part/staff). */
  changes: string[];
  /** verovio's engraving of the bar with a bar on each side where the score has them: the asked
   * part, or staff of it, alone (a staff without a part: every part, whole); each bar a
   * `<g class="measure" data-n="…">`. */
  svg: string;
}

// The bar route is asked for bar after bar of the same two versions: they are diffed once.
const diffs = new WeakMap<Score, WeakMap<Score, DiffChange[]>>();

function diffOf(older: Score, newer: Score): DiffChange[] {
  let byNewer = diffs.get(older);
  if (!byNewer) diffs.set(older, (byNewer = new WeakMap()));
  let changes = byNewer.get(newer);
  if (!changes) byNewer.set(newer, (changes = diffScores(older, newer)));
  return changes;
}

/** The (part index, staff) pairs asked for, or a RangeError saying what the score has. */
function staves(score: Score, part: string | undefined, staff: number | undefined): [number, number][] {
  const partIndex = part === undefined ? -1 : score.parts.findIndex((p) => p.id === part);
  if (part !== undefined && partIndex < 0)
    throw new RangeError(
      `the score has no part ${part}; its parts are ${score.parts.map((p) => p.id).join(", ")}`,
    );
  const chosen = partIndex < 0 ? score.parts.map((_, i) => i) : [partIndex];
  const out: [number, number][] = [];
  for (const i of chosen)
    for (let s = 1; s <= (score.parts[i]?.staves ?? 0); s++)
      if (staff === undefined || s === staff) out.push([i, s]);
  if (out.length === 0) {
    const most = Math.max(...chosen.map((i) => score.parts[i]?.staves ?? 0));
    throw new RangeError(
      part === undefined
        ? `no part of the score has a staff ${staff}: its parts have at most ${most} staves`
        : `part ${part} has ${most} ${most === 1 ? "staff" : "staves"}: there is no staff ${staff}`,
    );
  }
  return out;
}

function positionOf(score: Score, bar: string): number | undefined {
  return score.bars.find((b) => b.number === bar)?.position;
}

export async function barReread(request: BarRereadRequest): Promise<BarReread> {
  const { score, previous, part, staff } = request;
  const bar = String(request.bar);
  const asked = staves(score, part, staff);
  const position = positionOf(score, bar);
  if (position === undefined) {
    const first = score.bars[0]?.number;
    const last = score.bars.at(-1)?.number;
    throw new RangeError(
      score.bars.length
        ? `the score has no bar numbered "${bar}"; its bars run from ${first} to ${last}`
        : "the score has no bars",
    );
  }
  // Started first: while verovio starts (cold) the text is made; nothing below throws.
  const svg = renderBarWithNeighbours(
    request.source,
    score,
    position,
    part === undefined ? undefined : { part, ...(staff === undefined ? {} : { staff }) },
  );
  const reading = asked.map(([p, s]) => readStaffBar(score, p, s, position));
  const courtesy = reading
    .map((r, i) => courtesyClef(score, asked[i]![0], r))
    .filter((line): line is string => line !== null);
  return {
    bar,
    part: part ?? null,
    staff: staff ?? null,
    reading: reading.map((r) => r.line),
    courtesy,
    ...(previous ? comparedWith(previous, score, position, part, staff) : { previous: null, changes: [] }),
    svg: await svg,
  };
}

/** The same bar in the version before (the bar the diff pairs it with: inserted bars shift printed
 * numbers) with the same part and staves as far as it has them, and the diff lines covering it. */
function comparedWith(
  previous: { version: number; score: Score },
  score: Score,
  position: number,
  part: string | undefined,
  staff: number | undefined,
): Pick<BarReread, "previous" | "changes"> {
  const changes = diffOf(previous.score, score);
  const before = pairedPosition(changes, position, previous.score.bars.length);
  const reading: string[] = [];
  if (before !== undefined)
    previous.score.parts.forEach((p, i) => {
      if (part !== undefined && p.id !== part) return;
      for (let s = 1; s <= p.staves; s++)
        if (staff === undefined || s === staff) reading.push(readStaffBar(previous.score, i, s, before).line);
    });
  return {
    previous: { version: previous.version, reading },
    changes: changes
      .filter(
        (c) =>
          // Lines of removed bars count positions of the older version: never this bar.
          !(c.property === "bars" && c.to === null) &&
          position >= c.positions.from &&
          position <= c.positions.to &&
          (part === undefined || c.part === null || c.part === part) &&
          (staff === undefined || c.staff === null || c.staff === staff),
      )
      .map((c) => c.line),
  };
}

/** The older position the diff pairs the newer `position` with, undefined for an added bar. The
 * diff pairs bars in order, so every bar neither added nor removed is paired with the one at the
 * same rank on the other side. */
function pairedPosition(changes: DiffChange[], position: number, olderBars: number): number | undefined {
  const added = new Set<number>();
  const removed = new Set<number>();
  for (const c of changes)
    if (c.property === "bars")
      for (let p = c.positions.from; p <= c.positions.to; p++) (c.to === null ? removed : added).add(p);
  if (added.has(position)) return undefined;
  let rank = 0;
  for (let p = 1; p < position; p++) if (!added.has(p)) rank++;
  for (let p = 1; p <= olderBars; p++) {
    if (removed.has(p)) continue;
    if (rank === 0) return p;
    rank--;
  }
  return undefined;
}
