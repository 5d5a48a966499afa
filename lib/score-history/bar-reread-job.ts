// One bar re-read as a job for whichever thread answers it (bar-reread-pool.ts): the versions named
// by their content hash, their bytes sent only when the thread does not hold them parsed already.
// Each thread keeps its own parsed scores, so stepping through the bars of one version parses its
// file once, and no parse holds up the thread that answers everything else.
import { ReadError } from "../read-error.ts";
import { barReread, type BarReread } from "./bar-reread.ts";
import { readScoreBytes } from "./read-score.ts";
import { Lru } from "./render-cache.ts";
import type { Score } from "./score.ts";

/** A stored version: its file's name and sha256, and its bytes where the sender has them. */
export interface StoredVersion {
  sha256: string;
  file: string;
  bytes?: Uint8Array;
}

export interface BarRereadJob {
  current: StoredVersion;
  /** The version before, or null for the first. */
  before: (StoredVersion & { version: number }) | null;
  bar: string;
  part?: string;
  staff?: number;
}

export type BarRereadAnswer =
  | { result: BarReread }
  /** The sha256s whose bytes this thread needs: send the job again with them. */
  | { missing: string[] }
  /** `range`: the score has no such bar, part or staff (the message says what it has). */
  | {
      failed: {
        kind: "range" | "read" | "other";
        message: string;
        file?: string;
        reason?: string;
        at?: string;
      };
    };

/** The parsed scores a thread keeps, weighed by their files' bytes (parsedWeight): a parsed score
 * holds about twice its file, so a handful of very large scores, or the versions of many small
 * ones, at a time. */
export const PARSED_BYTES = 40 * 2 ** 20;
const parsed = new Lru<string, { score: Score; bytes: Uint8Array }>(PARSED_BYTES);

/** Bytes a staff of one bar takes parsed, at least: a floor below what empty bars were measured at. */
const STAFF_BAR_BYTES = 256;

/** A parsed score's weight in the cache: its file's bytes, or, for a small file that makes many
 * staves and bars (empty measures on many staves parse to hundreds of times their file), what those
 * take parsed, so that the cache holds a bounded memory whatever the files. */
export function parsedWeight(score: Score, bytes: Uint8Array): number {
  const staves = score.parts.reduce((n, p) => n + p.staves, 0);
  return Math.max(bytes.length, staves * score.bars.length * STAFF_BAR_BYTES);
}

/** The version's parsed score and bytes: as held (`known`), else read from the bytes sent. */
function scoreOf(v: StoredVersion, known: { score: Score; bytes: Uint8Array } | undefined) {
  if (known) return known;
  const entry = { score: readScoreBytes(v.bytes!, v.file), bytes: v.bytes! };
  parsed.set(v.sha256, entry, parsedWeight(entry.score, entry.bytes));
  return entry;
}

export async function answerBarReread(job: BarRereadJob): Promise<BarRereadAnswer> {
  // Both taken before anything is read: reading one may push the other out of the cache.
  const held = {
    current: parsed.get(job.current.sha256),
    before: job.before && parsed.get(job.before.sha256),
  };
  const missing = [
    ...(!job.current.bytes && !held.current ? [job.current.sha256] : []),
    ...(job.before && !job.before.bytes && !held.before ? [job.before.sha256] : []),
  ];
  if (missing.length > 0) return { missing };
  try {
    const current = scoreOf(job.current, held.current);
    const before = job.before && {
      version: job.before.version,
      score: scoreOf(job.before, held.before ?? undefined).score,
    };
    const result = await barReread({
      score: current.score,
      source: { data: current.bytes, file: job.current.file, hash: job.current.sha256 },
      previous: before,
      bar: job.bar,
      ...(job.part !== undefined ? { part: job.part } : {}),
      ...(job.staff !== undefined ? { staff: job.staff } : {}),
    });
    return { result };
  } catch (err) {
    if (err instanceof RangeError) return { failed: { kind: "range", message: err.message } };
    if (err instanceof ReadError)
      return {
        failed: {
          kind: "read",
          message: err.message,
          file: err.file,
          reason: err.reason,
          ...(err.at !== undefined ? { at: err.at } : {}),
        },
      };
    return { failed: { kind: "other", message: err instanceof Error ? err.message : String(err) } };
  }
}
