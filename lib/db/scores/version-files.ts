// The stored scores as the MCP server reads them (lib/mcp/score-source.ts): ids, versions in order,
// and a version's bytes from its blob; and a new version (save_version) stored by the ingest's own
// writer, never over a version number another save stored meanwhile.
import { decodeBlob } from "../blobs/blob-encoding.ts";
import type { Db } from "../client.ts";
import { storeHistories } from "./store-history.ts";
import type { NewVersion, SaveOutcome, ScoreSource } from "../../mcp/score-source.ts";
import { ToolError } from "../../mcp/tool-error.ts";

export function storedScores(db: Db): ScoreSource {
  return {
    name: "the database",
    scoreIds: async () =>
      (await db.prisma.score.findMany({ orderBy: { id: "asc" }, select: { id: true } })).map((s) => s.id),
    versions: async (scoreId) => {
      const score = await db.prisma.score.findUnique({
        where: { id: scoreId },
        select: { versions: { orderBy: { version: "asc" }, select: { version: true, file: true } } },
      });
      return score?.versions ?? null;
    },
    bytes: async (scoreId, entry) => {
      const v = await db.prisma.scoreVersion.findFirst({
        where: { scoreId, version: entry.version },
        select: { sha256: true },
      });
      const blob = v && (await db.prisma.blob.findUnique({ where: { sha256: v.sha256 } }));
      if (!blob)
        throw new ToolError(
          `the bytes of ${entry.file} (version ${entry.version} of "${scoreId}") are not stored`,
        );
      return decodeBlob(blob);
    },
    save: (scoreId, v) => saveVersion(db, scoreId, v),
  };
}

async function saveVersion(db: Db, scoreId: string, v: NewVersion): Promise<SaveOutcome> {
  const latest = async () =>
    (
      await db.prisma.scoreVersion.findFirst({
        where: { scoreId },
        orderBy: { version: "desc" },
        select: { version: true },
      })
    )?.version ?? -1;
  const now = await latest();
  if (now !== v.base) return { latest: now };
  const { title } = await db.prisma.score.findUniqueOrThrow({
    where: { id: scoreId },
    select: { title: true },
  });
  const history = {
    scoreId,
    title,
    versions: [{ version: v.version, file: v.file, savedAt: v.savedAt, bytes: v.bytes, link: null }],
  };
  const changes = new Map([[scoreId, [{ version: v.version, bars: v.bars, changes: v.changes }]]]);
  try {
    const stored = await storeHistories(db, [history], [], changes, false);
    if (stored.new === 1) return { saved: { version: v.version, file: v.file } };
  } catch (err) {
    // The unique (score, version): another save stored this number first.
    if ((await latest()) === v.base) throw err;
  }
  return { latest: await latest() };
}
