// check_edit: what an edit writes, before it is said to be done — the file as it would be saved
// against a saved version, or two saved versions — as the diff's lines (the receipt), or an error
// result when it leaves the music as it was: an edit that changes nothing is never "Applied".
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { ReadError } from "../../read-error.ts";
import { diffScores } from "../../score-history/diff.ts";
import { readScoreBytes } from "../../score-history/read-score.ts";
import type { Score } from "../../score-history/score.ts";
import { answered } from "../answer.ts";
import { fileInput, scoreInput, versionInput } from "../inputs.ts";
import type { ScoreLibrary } from "../score-source.ts";
import { ToolError } from "../tool-error.ts";
import { changeOutput } from "./diff-versions.ts";

export const NOTHING_CHANGED = "Nothing changed: this edit leaves the score as it was";

export function registerCheckEdit(server: McpServer, library: ScoreLibrary): void {
  server.registerTool(
    "check_edit",
    {
      title: "Check an edit",
      description:
        "What an edit writes, in musicians' words: give the score file as it would be saved (MusicXML or MEI " +
        "text) and the version it edits, or two saved versions (from, to). Answers the receipt — one line per " +
        "change — or an error when the edit leaves the music as it was. Never tell the person an edit was " +
        "applied when this says nothing changed.",
      inputSchema: {
        score: scoreInput,
        file: fileInput
          .optional()
          .describe("The whole score file as the edit would save it (MusicXML or MEI text)"),
        base: versionInput.optional().describe('The version the file edits; "latest" when absent'),
        from: versionInput.optional().describe("Instead of a file: the version before the edit"),
        to: versionInput.optional().describe("Instead of a file: the version the edit saved"),
      },
      outputSchema: {
        score: z.string(),
        from: z.number(),
        to: z.number().nullable().describe("The version compared, or null for the file given"),
        changed: z.boolean(),
        changes: z.array(changeOutput),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    answered(async ({ score: scoreId, file, base, from, to }) => {
      const byVersions = from !== undefined || to !== undefined;
      if (file !== undefined ? byVersions : from === undefined || to === undefined)
        throw new ToolError(
          "Give either the file as the edit would save it (with base, the version it edits), or two versions: from and to.",
        );
      const older = await library.version(scoreId, file !== undefined ? (base ?? "latest") : from!);
      let newer: { version: number | null; score: Score };
      if (file !== undefined) newer = { version: null, score: readProposed(file) };
      else newer = await library.version(scoreId, to!);
      const changes = diffScores(older.score, newer.score).map(({ positions: _, ...c }) => c);
      const what = newer.version === null ? "the edited file" : `version ${newer.version}`;
      const structured = {
        score: scoreId,
        from: older.version,
        to: newer.version,
        changed: changes.length > 0,
        changes,
      };
      if (changes.length === 0)
        return {
          text: `${NOTHING_CHANGED} (${what} holds the same music as version ${older.version}).`,
          structured,
          isError: true,
        };
      return {
        text: [`Against version ${older.version}, ${what} writes:`, ...changes.map((c) => c.line)].join("\n"),
        structured,
      };
    }),
  );
}

/** The file an edit would save, read as a score; one that cannot be is a ToolError. */
export function readProposed(text: string): Score {
  try {
    return readScoreBytes(new TextEncoder().encode(text), "the edited file");
  } catch (err) {
    if (err instanceof ReadError)
      throw new ToolError(`The file given cannot be read as a score: ${err.message}.`);
    throw err;
  }
}
