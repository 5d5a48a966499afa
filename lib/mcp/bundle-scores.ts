// The scores of a bundle (a folder or a .zip, spec/bundle.md), as the server reads them: the score
// histories the bundle's history.json files list; the chats are read too (the bundle reader links
// versions to calls) but not kept. Versions in a folder stay on disk until a tool asks for them; a
// folder's histories take new versions (save_version) through the bundle writer.
import { stat } from "node:fs/promises";
import { basename, join } from "node:path";
import { appendVersion } from "../bundle/append-version.ts";
import { readBundleSources, versionBytes, type HistorySource } from "../bundle/read-bundle.ts";
import type { NewVersion, SaveOutcome, ScoreSource, VersionEntry } from "./score-source.ts";

export async function bundleScores(path: string): Promise<ScoreSource> {
  const bundle = await readBundleSources(path);
  const histories = new Map<string, HistorySource>(bundle.histories.map((h) => [h.scoreId, h]));
  const source: ScoreSource = {
    name: `the bundle ${basename(path)}`,
    scoreIds: async () => [...histories.keys()].sort(),
    versions: async (scoreId) =>
      histories.get(scoreId)?.versions.map((v) => ({ version: v.version, file: v.file })) ?? null,
    bytes: async (scoreId: string, entry: VersionEntry) => {
      const v = histories.get(scoreId)!.versions.find((x) => x.version === entry.version)!;
      return versionBytes(v);
    },
  };
  if (!(await stat(path)).isDirectory()) return source;
  return { ...source, save: (scoreId, v) => saveInto(path, histories.get(scoreId)!, v) };
}

async function saveInto(folder: string, history: HistorySource, v: NewVersion): Promise<SaveOutcome> {
  // A score's folder is scores/<name> (read-bundle.ts); a version's file is named from the bundle.
  const dir = v.file.split("/").slice(0, 2).join("/");
  const file = v.file.slice(dir.length + 1);
  const { saved, listed } = await appendVersion(join(folder, dir), v.base, { ...v, file });
  // What history.json lists past what this server read: saved by another process since it started.
  const known = Math.max(-1, ...history.versions.map((x) => x.version));
  const since = listed.filter((l) => l.version > known);
  history.versions.push(
    ...since.map((l) => ({
      version: l.version,
      file: `${dir}/${l.file}`,
      savedAt: l.savedAt,
      link: null,
      path: join(folder, dir, l.file),
    })),
  );
  history.versions.sort((a, b) => a.version - b.version);
  if (saved) return { saved: { version: v.version, file: v.file } };
  return { latest: Math.max(-1, ...listed.map((l) => l.version)) };
}
