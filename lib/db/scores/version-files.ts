// The stored scores as the MCP server reads them (lib/mcp/score-source.ts): ids, versions in order,
// and a version's bytes from its blob.
import { decodeBlob } from "../blobs/blob-encoding.ts";
import type { Db } from "../client.ts";
import type { ScoreSource } from "../../mcp/score-source.ts";
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
  };
}
