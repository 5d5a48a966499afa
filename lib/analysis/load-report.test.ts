import assert from "node:assert/strict";
import { test } from "node:test";
import { ReadError } from "../read-error.ts";
import { analyzeBundleFiles } from "./analyze-bundle.ts";
import { readBundleFiles } from "../bundle/read-bundle.ts";
import { chooseExtractor } from "../claims/extract.ts";
import { loadReport, writeReport } from "./load-report.ts";
import type { ReportConversation } from "../report/report.ts";

const demo = new URL("../../test/fixtures/analysis/etude-bundle/", import.meta.url).pathname;

test("the demo bundle's report holds every conversation with its claims and flags", async () => {
  const report = await loadReport(demo);
  assert.deepEqual(
    report.conversations.map((c) => c.id),
    ["cello-o2", "etude-a1", "etude-a2", "etude-o1", "unlinked-a3"],
  );
  const a1 = report.conversations.find((c) => c.id === "etude-a1")!;
  const bar4 = a1.claims.find((c) => c.text === "Bar 4's left hand is in treble clef.");
  assert.equal(bar4?.verdict, "contradicted");
  assert.ok(a1.flags.some((f) => f.type === "courtesy-clef-misreading"));
});

test("a bundle that is not there is a ReadError naming it", async () => {
  await assert.rejects(
    loadReport("/nonexistent/bundle"),
    (err: unknown) => err instanceof ReadError && err.file.includes("/nonexistent/bundle"),
  );
});

test("written a conversation at a time from the packed bundle, the report is the one analysed whole", async () => {
  const whole = await analyzeBundleFiles(await readBundleFiles(demo), {
    extractor: chooseExtractor({ extractor: "rules" }),
    workers: 1,
  });
  for (const workers of [1, 2]) {
    const written: ReportConversation[] = [];
    const problems = await writeReport(demo, { extractor: "rules", workers }, (c) => written.push(c));
    assert.deepEqual(written, whole.report.conversations);
    assert.deepEqual(problems, whole.report.problems);
  }
});
