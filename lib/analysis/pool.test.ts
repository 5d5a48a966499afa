import assert from "node:assert/strict";
import { test } from "node:test";
import { Worker } from "node:worker_threads";
import { readBundleFiles } from "../bundle/read-bundle.ts";
import { chooseExtractor } from "../claims/extract.ts";
import { analyzeBundleFiles } from "./analyze-bundle.ts";
import { groupByScore } from "./analyze-group.ts";
import { analyzeInWorkers } from "./pool.ts";

const bundle = new URL("../../test/fixtures/analysis/etude-bundle/", import.meta.url).pathname;

test("worker threads give the same report as the main thread, conversations in bundle order", async () => {
  const files = await readBundleFiles(bundle);
  const run = async (workers: number) => {
    let ticks = 0;
    const { report } = await analyzeBundleFiles(files, {
      extractor: chooseExtractor({ extractor: "rules" }),
      workers,
      now: () => new Date(0),
      onConversation: () => ticks++,
    });
    return { report, ticks };
  };
  const one = await run(1);
  const two = await run(2);
  assert.ok(one.report.conversations.length >= 3);
  assert.deepEqual(two.report, one.report);
  assert.equal(two.ticks, files.conversations.length);
  assert.deepEqual(
    two.report.conversations.map((c) => c.id),
    files.conversations.map((c) => c.id),
  );
});

test("a worker that exits without an error fails the analysis instead of leaving it waiting", async () => {
  const files = await readBundleFiles(bundle);
  const groups = groupByScore(files.histories, files.conversations);
  // A real thread that takes its first group and exits with status 0, saying nothing.
  const exiting = () =>
    new Worker("require('node:worker_threads').parentPort.once('message', () => process.exit(0))", {
      eval: true,
    });
  await assert.rejects(
    analyzeInWorkers(groups, { extractor: "rules", policy: null }, 2, undefined, undefined, exiting),
    /an analysis worker stopped \(exit code 0\) before the work was done/,
  );
});
