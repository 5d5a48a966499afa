// Deep links: every conversation, turn, claim, flag, version and bar has an address, so any view
// can be shared. The reader keeps its moment (turn) and its bar in the query, the item in the hash.

export interface BarAt {
  scoreId: string;
  version: number;
  bar: number | string;
  part?: string | null;
  staff?: number | null;
}

function query(params: Record<string, string | number | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== "") q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** The reader at a turn (the score pane shows the version in force then), optionally on a bar, scrolled to an item. */
export function conversationHref(
  id: string,
  at: {
    turn?: number | null;
    version?: number | null;
    bar?: number | string | null;
    staff?: number | null;
    part?: string | null;
    /** The conversations list the reader was opened from, as its URL parameters (its filters and sort). */
    list?: string | null;
    hash?: string;
  } = {},
): string {
  const q = query({
    turn: at.turn,
    v: at.version,
    bar: at.bar,
    part: at.part,
    staff: at.staff,
    list: at.list,
  });
  return `/conversations/${encodeURIComponent(id)}${q}${at.hash ? `#${at.hash}` : ""}`;
}

export const turnAnchor = (turn: number) => `turn-${turn}`;
export const claimAnchor = (id: string) => `claim-${id}`;
export const flagAnchor = (id: string) => `flag-${id}`;
export const versionAnchor = (version: number) => `version-${version}`;

/** The bar re-read as a page of its own (the same address as the API route, without /api). */
export function barHref(at: BarAt): string {
  return `/scores/${encodeURIComponent(at.scoreId)}/versions/${at.version}/bars/${encodeURIComponent(at.bar)}${query({ part: at.part, staff: at.staff })}`;
}

export function scoreHref(scoreId: string, version?: number): string {
  return `/scores/${encodeURIComponent(scoreId)}${version === undefined ? "" : `#${versionAnchor(version)}`}`;
}

/** The first bar a diff line concerns ("bar 4: lower staff clef treble -> bass", "bars 3-5: …"), or null. */
export function barOfLine(line: string): number | null {
  const m = /^bars? (\d+)\b/.exec(line);
  return m ? Number(m[1]) : null;
}
