import assert from "node:assert/strict";
import { test } from "node:test";
import { readBundleFiles } from "../bundle/read-bundle.ts";
import { chooseExtractor } from "../claims/extract.ts";
import { analyzeBundleFiles } from "./analyze-bundle.ts";

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
