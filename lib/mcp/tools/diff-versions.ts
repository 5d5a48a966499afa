// diff_versions: what changed between two saved versions, in musicians' words (`barline diff`), or
// that they hold the same music.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { diffScores } from "../../score-history/diff.ts";
import { answered } from "../answer.ts";
import { scoreInput, versionInput } from "../inputs.ts";
import type { ScoreLibrary } from "../score-source.ts";

export const changeOutput = z.object({
  property: z.string(),
  bars: z.object({ from: z.string(), to: z.string() }),
  part: z.string().nullable(),
  staff: z.number().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  line: z.string(),
});

export function registerDiffVersions(server: McpServer, library: ScoreLibrary): void {
  server.registerTool(
    "diff_versions",
    {
      title: "Diff versions",
      description:
        "What changed between two saved versions of a score, one line per change in musicians' words " +
        "(e.g. 'bar 10: lower staff clef treble -> bass'), or 'no change' when they hold the same music. " +
        "Use it after an edit to see what the edit really wrote.",
      inputSchema: {
        score: scoreInput,
        from: versionInput.describe('The older version (a number, or "latest")'),
        to: versionInput.optional().describe('The newer version; "latest" when absent'),
      },
      outputSchema: { score: z.string(), from: z.number(), to: z.number(), changes: z.array(changeOutput) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    answered(async ({ score: scoreId, from, to }) => {
      const [older, newer] = await Promise.all([
        library.version(scoreId, from),
        library.version(scoreId, to ?? "latest"),
      ]);
      const changes = diffScores(older.score, newer.score).map(({ positions: _, ...c }) => c);
      const head = `Score "${scoreId}", version ${older.version} -> ${newer.version}:`;
      const text = changes.length
        ? [head, ...changes.map((c) => c.line)].join("\n")
        : `${head}\nno change: the same music as version ${older.version}`;
      return { text, structured: { score: scoreId, from: older.version, to: newer.version, changes } };
    }),
  );
}
