// Each saved version read once and indexed once, then shared by every claim and detector; diffs
// between two versions computed once per pair.
import type { ScoreHistory, ScoreVersion } from "../bundle/bundle.ts";
import { BarIndex } from "../score-history/bar-index.ts";
import type { VersionRef } from "../claims/verify.ts";
import { diffScores, type DiffChange } from "../score-history/diff.ts";

export interface VersionView {
  version: number;
  file: string;
  savedAt: string | null;
  source: ScoreVersion;
  index: BarIndex;
}

/** A version as the claim checks take it. */
export function versionRef(v: VersionView): VersionRef;
export function versionRef(v: VersionView | null): VersionRef | null;
export function versionRef(v: VersionView | null): VersionRef | null {
  return v ? { version: v.version, score: v.source.score, index: v.index } : null;
}

export class VersionStore {
  readonly views: VersionView[];
  private readonly diffs = new Map<string, DiffChange[]>();

  constructor(readonly history: ScoreHistory) {
    this.views = history.versions.map((v) => ({
      version: v.version,
      file: v.file,
      savedAt: v.savedAt,
      source: v,
      index: new BarIndex(v.score),
    }));
  }

  diff(older: VersionView, newer: VersionView): DiffChange[] {
    if (older === newer) return [];
    const key = `${older.version}>${newer.version}`;
    let d = this.diffs.get(key);
    if (!d) {
      d = diffScores(older.source.score, newer.source.score);
      this.diffs.set(key, d);
    }
    return d;
  }
}
