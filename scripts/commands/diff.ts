// `barline diff <older file> <newer file> [--json]`: the semantic diff, one line per change;
// nothing at all when the versions hold the same music, and exit status 0 either way.
import type { Command } from "commander";
import { diffScores } from "../../lib/score-history/diff.ts";
import { readScoreVersions, scoreFileBytes } from "../../lib/score-history/read-score.ts";
import type { CommandIO } from "./io.ts";
import { warnAbout } from "./warn.ts";

export function register(program: Command, io: CommandIO): void {
  program
    .command("diff")
    .description("what changed between two versions of a score, in musicians' words")
    .argument("<older>", "the older version")
    .argument("<newer>", "the newer version")
    .option("--json", "print JSON")
    .action((olderFile: string, newerFile: string, opts: { json?: boolean }) => {
      // Versions of one score share most measures: only those that differ are read whole.
      const [older, newer] = readScoreVersions(
        { bytes: scoreFileBytes(olderFile), file: olderFile },
        { bytes: scoreFileBytes(newerFile), file: newerFile },
      );
      warnAbout(io, [...(older.warnings ?? []), ...(newer.warnings ?? [])]);
      const changes = diffScores(older, newer);
      if (opts.json) io.out(JSON.stringify(changes, null, 2) + "\n");
      else for (const c of changes) io.out(c.line + "\n");
    });
}
