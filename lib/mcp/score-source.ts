// Where the server finds scores: a bundle folder (bundle-scores.ts) or the database
// (lib/db/scores/version-files.ts). Each version is read once and kept parsed, with its bar index,
// so a conversation's calls on the same versions are answered from memory.
import { ReadError } from "../read-error.ts";
import { BarIndex } from "../score-history/bar-index.ts";
import { readScoreBytes } from "../score-history/read-score.ts";
import type { DiffChange } from "../score-history/diff.ts";
import type { Score } from "../score-history/score.ts";
import { ToolError } from "./tool-error.ts";

export interface VersionEntry {
  version: number;
  /** The file as the bundle names it, for messages and the engraving. */
  file: string;
}

export interface ScoreSource {
  /** What the source is, for the server's instructions: "bundle my-bundle", "the database". */
  readonly name: string;
  /** Every score id, sorted. */
  scoreIds(): Promise<string[]>;
  /** A score's versions in ascending order, or null when there is no such score. */
  versions(scoreId: string): Promise<VersionEntry[] | null>;
  bytes(scoreId: string, version: VersionEntry): Promise<Uint8Array>;
  /** Stores a new version after `base`, which must still be the latest; absent where the source
   * cannot be written (a zipped bundle). */
  save?(scoreId: string, v: NewVersion): Promise<SaveOutcome>;
}

/** A version to store, checked by save_version: it changes the music of `base`, the latest. */
export interface NewVersion {
  base: number;
  version: number;
  /** Named as the source names its versions: in the folder of the version before. */
  file: string;
  bytes: Uint8Array;
  savedAt: string;
  /** Its bar count, and the diff from `base` (what the dashboard lists for it). */
  bars: number;
  changes: DiffChange[];
}

/** Stored; or not, because `latest` was saved since `base` (by another process). */
export type SaveOutcome = { saved: VersionEntry } | { latest: number };

export interface LoadedVersion {
  scoreId: string;
  version: number;
  file: string;
  bytes: Uint8Array;
  score: Score;
  index: BarIndex;
}

/** How many parsed versions are kept: a conversation moves between a few. */
const KEPT = 32;

export class ScoreLibrary {
  private readonly loaded = new Map<string, Promise<LoadedVersion>>();
  /** Each score's last save, so this process's saves of one score run one after another. */
  private readonly saving = new Map<string, Promise<unknown>>();
  /** Whether save_version is offered: asked for (`--allow-save`) and the source can be written. */
  readonly saves: boolean;

  constructor(
    readonly source: ScoreSource,
    options: { allowSave?: boolean } = {},
  ) {
    this.saves = options.allowSave === true && source.save !== undefined;
  }

  /** `fn` once every save of this score begun before it is done: what it reads as the latest stays
   * the latest (for this process) until it has saved. */
  exclusive<T>(scoreId: string, fn: () => Promise<T>): Promise<T> {
    const before = this.saving.get(scoreId) ?? Promise.resolve();
    const run = before.then(fn);
    const settled = run.catch(() => undefined);
    this.saving.set(scoreId, settled);
    void settled.then(() => {
      if (this.saving.get(scoreId) === settled) this.saving.delete(scoreId);
    });
    return run;
  }

  /** Stores a version (within exclusive()); what the source could not do is a ToolError. */
  async save(scoreId: string, v: NewVersion): Promise<SaveOutcome> {
    if (!this.saves || !this.source.save) throw new Error("this server was not started to save versions");
    try {
      return await this.source.save(scoreId, v);
    } catch (err) {
      throw new ToolError(
        `Version ${v.version} of "${scoreId}" could not be saved: ${err instanceof Error ? err.message : String(err)}.`,
      );
    }
  }

  /** The versions of a score, or a ToolError naming the scores there are. */
  async versions(scoreId: string): Promise<VersionEntry[]> {
    const versions = await this.source.versions(scoreId);
    if (versions === null) {
      const ids = await this.source.scoreIds();
      throw new ToolError(
        ids.length
          ? `There is no score "${scoreId}"; the scores are ${ids.map((id) => `"${id}"`).join(", ")}.`
          : `There is no score "${scoreId}": ${this.source.name} holds no scores.`,
      );
    }
    if (versions.length === 0) throw new ToolError(`Score "${scoreId}" has no version that could be read.`);
    return versions;
  }

  /** A version ("latest": the last saved), parsed; a ToolError says which versions there are. */
  async version(scoreId: string, version: number | "latest"): Promise<LoadedVersion> {
    const versions = await this.versions(scoreId);
    const entry = version === "latest" ? versions.at(-1)! : versions.find((v) => v.version === version);
    if (!entry)
      throw new ToolError(
        `Score "${scoreId}" has no version ${version}; its versions are ${versionList(versions)}.`,
      );
    return this.load(scoreId, entry);
  }

  /** The version saved before this one, or null for the first. */
  async previous(v: LoadedVersion): Promise<LoadedVersion | null> {
    const versions = await this.versions(v.scoreId);
    const before = versions.filter((e) => e.version < v.version).at(-1);
    return before ? this.load(v.scoreId, before) : null;
  }

  private load(scoreId: string, entry: VersionEntry): Promise<LoadedVersion> {
    const key = `${scoreId}\u0000${entry.version}`;
    let found = this.loaded.get(key);
    if (!found) {
      found = this.read(scoreId, entry);
      // A version that cannot be read is not kept: the next call says so again.
      found.catch(() => this.loaded.delete(key));
      this.loaded.set(key, found);
      if (this.loaded.size > KEPT) this.loaded.delete(this.loaded.keys().next().value!);
    }
    return found;
  }

  private async read(scoreId: string, entry: VersionEntry): Promise<LoadedVersion> {
    const bytes = await this.source.bytes(scoreId, entry);
    try {
      const score = readScoreBytes(bytes, entry.file);
      return { scoreId, version: entry.version, file: entry.file, bytes, score, index: new BarIndex(score) };
    } catch (err) {
      if (err instanceof ReadError)
        throw new ToolError(`Version ${entry.version} of "${scoreId}" cannot be read: ${err.message}.`);
      throw err;
    }
  }
}

/** "1–4" for consecutive versions, else "1, 3, 4". */
export function versionList(versions: readonly VersionEntry[]): string {
  const n = versions.map((v) => v.version);
  const consecutive = n.every((v, i) => i === 0 || v === n[i - 1]! + 1);
  return consecutive && n.length > 2 ? `${n[0]}–${n.at(-1)}` : n.join(", ");
}
