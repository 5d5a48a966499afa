// What the analysis reads past or cannot take is a problem naming a file and its place, and the
// rest of the bundle is still analysed (issue 12): a score version with bytes that are not UTF-8,
// and a detector that throws on one conversation. Both ways a bundle is analysed: read whole, and
// from its files with the versions parsed where they are analysed (what `analyze --json` runs).
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { readBundle, readBundleSources } from "../bundle/read-bundle.ts";
import { chooseExtractor } from "../claims/extract.ts";
import { detectors } from "../findings/index.ts";
import type { ReportConversation } from "../report/report.ts";
import type { Problem } from "../transcripts/conversation.ts";
import { analyzeBundle, writeBundleReport } from "./analyze-bundle.ts";

const fixtures = fileURLToPath(new URL("../../test/fixtures/analysis/", import.meta.url));

/** The bundle's problems and conversations, read whole and analysed, then from its files. */
async function bothWays(
  dir: string,
): Promise<{ problems: Problem[]; conversations: ReportConversation[] }[]> {
  const extractor = chooseExtractor();
  const whole = (await analyzeBundle(await readBundle(dir), { extractor })).report;
  const conversations: ReportConversation[] = [];
  const problems = await writeBundleReport(await readBundleSources(dir), { extractor, workers: 1 }, (c) =>
    conversations.push(c),
  );
  return [whole, { problems, conversations }];
}

test("a score version with bytes that are not UTF-8 is analysed, and the report names the file and the place", async () => {
  const dir = mkdtempSync(join(tmpdir(), "barline-utf8-bundle-"));
  try {
    cpSync(join(fixtures, "etude-bundle"), dir, { recursive: true });
    const file = join(dir, "scores/cello/v2.musicxml");
    const good = readFileSync(file);
    const at = good.indexOf("Cello</part-name>");
    writeFileSync(file, Buffer.concat([good.subarray(0, at), Buffer.from([0xff]), good.subarray(at)]));
    const line = good.subarray(0, at).toString("latin1").split("\n").length;
    const expected: Problem = {
      file: "scores/cello/v2.musicxml",
      at: `line ${line}, byte ${at}`,
      message: "the file holds bytes that are not UTF-8; they are read as U+FFFD (\uFFFD)",
    };
    for (const report of await bothWays(dir)) {
      assert.deepEqual(report.problems, [expected]);
      // The cello's conversation is still checked against that version.
      const cello = report.conversations.find((c) => c.id === "cello-o2")!;
      assert.ok(cello.claims.some((c) => c.checkedVersion === 2 && c.verdict !== "unverifiable"));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a detector that throws on one conversation is a problem of its file at its line; the others are analysed", async () => {
  const dir = join(fixtures, "quartet-bundle");
  const [clean] = await bothWays(dir);
  // The registry of detectors is the one the analysis runs: one more, which trips on one
  // conversation of a JSON Lines file that holds three.
  const trips = (ctx: { conversation: { id: string } }) => {
    if (ctx.conversation.id === "quartet-jl2")
      throw new TypeError("Cannot read properties of undefined (reading 'bars')");
    return [];
  };
  detectors.push(trips);
  try {
    for (const report of await bothWays(dir)) {
      assert.deepEqual(report.problems, [
        {
          file: "chats/rehearsal-sessions.jsonl",
          at: "line 2",
          message: `conversation "quartet-jl2" could not be analysed (Cannot read properties of undefined (reading 'bars'))`,
        },
      ]);
      assert.deepEqual(
        report.conversations,
        clean!.conversations.filter((c) => c.id !== "quartet-jl2"),
      );
    }
  } finally {
    detectors.splice(detectors.indexOf(trips), 1);
  }
});
