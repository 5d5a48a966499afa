import assert from "node:assert/strict";
import { test } from "node:test";
import { Worker } from "node:worker_threads";
import { runInWorkers } from "./pool.ts";

// Real threads running a few lines: each task (a number) reports two steps and answers its double.
const doubling = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", ({ index, task }) => {
  parentPort.postMessage({ kind: "progress" });
  parentPort.postMessage({ kind: "progress" });
  parentPort.postMessage({ kind: "done", index, result: task * 2 });
});`;

async function run(start: () => Worker, tasks: number[]) {
  const results = new Map<number, number>();
  let steps = 0;
  await runInWorkers<number, number>(tasks, {
    workers: 2,
    name: "a test worker",
    start,
    take: (index, result) => void results.set(index, result),
    onProgress: () => steps++,
  });
  return { results: [...results].sort((a, b) => a[0] - b[0]).map(([, r]) => r), steps };
}

test("every task is answered, in whichever worker, with its progress", async () => {
  const { results, steps } = await run(() => new Worker(doubling, { eval: true }), [1, 2, 3, 4, 5, 6, 7]);
  assert.deepEqual(results, [2, 4, 6, 8, 10, 12, 14]);
  assert.equal(steps, 14);
});

test("a worker that stops with an error fails the work", async () => {
  const failing = () => new Worker(`throw new Error("no score here")`, { eval: true });
  await assert.rejects(run(failing, [1, 2]), /no score here/);
});
