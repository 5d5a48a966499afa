// save_version (only with `barline mcp --allow-save`): the edited file saved as a new version, with
// the receipt of what it writes — or refused, saving nothing, when it leaves the music as it was
// (an edit that changes nothing is never "Saved") or was made on a version that is no longer the
// latest (someone saved since: the edit would undo their change).
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { LIMITS } from "../../limits.ts";
import { diffScores } from "../../score-history/diff.ts";
import { rootElement } from "../../score-history/read-score.ts";
import { answered } from "../answer.ts";
import { fileInput, scoreInput } from "../inputs.ts";
import { type ScoreLibrary, versionList } from "../score-source.ts";
import { ToolError } from "../tool-error.ts";
import { NOTHING_CHANGED, readProposed } from "./check-edit.ts";
import { changeOutput } from "./diff-versions.ts";

export function registerSaveVersion(server: McpServer, library: ScoreLibrary): void {
  server.registerTool(
    "save_version",
    {
      title: "Save a version",
      description:
        "Saves the edited score file (the whole file, MusicXML or MEI text) as a new version of the score, " +
        "after `base`, the version you edited, which must be the latest. Answers the receipt — the version " +
        "saved and one line per change — or an error, saving nothing, when the edit leaves the music as it " +
        "was or another version was saved since `base`. Tell the person only what the receipt says.",
      inputSchema: {
        score: scoreInput,
        file: fileInput.describe("The whole score file as edited (MusicXML or MEI text)"),
        base: z
          .number()
          .int()
          .min(0)
          .describe("The saved version the edit was made on: it must be the latest"),
      },
      outputSchema: {
        score: z.string(),
        version: z.number().describe("The version saved"),
        base: z.number(),
        file: z.string().describe("The saved version's file"),
        changes: z.array(changeOutput),
      },
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
    },
    answered(({ score: scoreId, file, base }) =>
      library.exclusive(scoreId, async () => {
        const versions = await library.versions(scoreId);
        const latest = await library.version(scoreId, "latest");
        if (!versions.some((v) => v.version === base))
          throw new ToolError(
            `Score "${scoreId}" has no version ${base}; its versions are ${versionList(versions)}, the latest ${latest.version}.`,
          );
        if (base !== latest.version) throw new ToolError(stale(base, latest.version));
        if (versions.length >= LIMITS.versionsPerScore)
          throw new ToolError(
            `Score "${scoreId}" has ${versions.length.toLocaleString("en")} versions, Barline's limit: no more can be saved.`,
          );
        const edited = readProposed(file);
        const changes = diffScores(latest.score, edited);
        if (changes.length === 0)
          throw new ToolError(`${NOTHING_CHANGED} (version ${latest.version}). Nothing was saved.`);
        const version = latest.version + 1;
        const folder = latest.file.slice(0, latest.file.lastIndexOf("/") + 1);
        const extension = rootElement(file, "the edited file") === "mei" ? "mei" : "musicxml";
        const outcome = await library.save(scoreId, {
          base,
          version,
          file: `${folder}v${version}.${extension}`,
          bytes: new TextEncoder().encode(file),
          savedAt: new Date().toISOString(),
          bars: edited.bars.length,
          changes,
        });
        if ("latest" in outcome) throw new ToolError(stale(base, outcome.latest));
        const lines = changes.map(({ positions: _, ...c }) => c);
        return {
          text: [
            `Saved as version ${version} of "${scoreId}". Against version ${base}, it writes:`,
            ...lines.map((c) => c.line),
          ].join("\n"),
          structured: { score: scoreId, version, base, file: outcome.saved.file, changes: lines },
        };
      }),
    ),
  );
}

function stale(base: number, latest: number): string {
  return (
    `Version ${base} is not the latest: version ${latest} was saved since, and an edit made on version ${base} ` +
    `would undo what it changed. Nothing was saved: read version ${latest} (read_bars), make the edit on it ` +
    `and save with base ${latest}.`
  );
}
