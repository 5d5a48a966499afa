// The scores of a bundle (a folder or a .zip, spec/bundle.md), as the server reads them: the score
// histories the bundle's history.json files list; the chats are read too (the bundle reader links
// versions to calls) but not kept. Versions in a folder stay on disk until a tool asks for them.
import { basename } from "node:path";
import { readBundleSources, versionBytes, type HistorySource } from "../bundle/read-bundle.ts";
import type { ScoreSource, VersionEntry } from "./score-source.ts";

export async function bundleScores(path: string): Promise<ScoreSource> {
  const bundle = await readBundleSources(path);
  const histories = new Map<string, HistorySource>(bundle.histories.map((h) => [h.scoreId, h]));
  return {
    name: `the bundle ${basename(path)}`,
    scoreIds: async () => [...histories.keys()].sort(),
    versions: async (scoreId) =>
      histories.get(scoreId)?.versions.map((v) => ({ version: v.version, file: v.file })) ?? null,
    bytes: async (scoreId: string, entry: VersionEntry) => {
      const v = histories.get(scoreId)!.versions.find((x) => x.version === entry.version)!;
      return versionBytes(v);
    },
  };
}
