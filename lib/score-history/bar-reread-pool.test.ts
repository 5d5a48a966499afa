import { test } from "node:test";
import assert from "node:assert/strict";
import { availableParallelism } from "node:os";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { corpus, fixture, noCorpus } from "../../test/fixtures/score/paths.ts";
import { ReadError } from "../read-error.ts";
import { answerBarReread, type BarRereadJob } from "./bar-reread-job.ts";
import { barThreads, rereadOnThreads } from "./bar-reread-pool.ts";

const stored = (file: string, bytes = new Uint8Array(readFileSync(fixture(file)))) => ({
  file,
  bytes,
  sha256: createHash("sha256").update(bytes).digest("hex"),
});
const piano = stored("piano.musicxml");
const edited = stored("piano-edited.musicxml");

/** A bytes source that counts what it is asked for. */
function source(...versions: { sha256: string; bytes: Uint8Array }[]) {
  const asked: string[][] = [];
  const bytesOf = async (sha256s: string[]) => {
    asked.push(sha256s);
    return new Map(versions.filter((v) => sha256s.includes(v.sha256)).map((v) => [v.sha256, v.bytes]));
  };
  return { asked, bytesOf };
}

const job = (bar: string, more: Partial<BarRereadJob> = {}): BarRereadJob => ({
  current: { sha256: edited.sha256, file: edited.file },
  before: { sha256: piano.sha256, file: piano.file, version: 1 },
  bar,
  ...more,
});

// verovio gives each drawing's elements random ids: drawings are compared by their size and bars.
const shape = (svg: string) => ({
  size: /viewBox="([^"]+)"/.exec(svg)?.[1],
  bars: [...svg.matchAll(/class="measure"[^>]*data-n="(\d+)"/g)].map((m) => m[1]),
});

test("a bar re-read on a thread is the one read on this thread; its versions' bytes are asked for once", async () => {
  const { asked, bytesOf } = source(piano, edited);
  const there = await rereadOnThreads(job("2"), bytesOf);
  assert.deepEqual(asked, [[edited.sha256, piano.sha256]]);
  const here = await answerBarReread({
    ...job("2"),
    current: { ...job("2").current, bytes: edited.bytes },
    before: { ...job("2").before!, bytes: piano.bytes },
  });
  assert.ok("result" in here);
  const { svg, ...reading } = there;
  const { svg: svgHere, ...readingHere } = here.result;
  assert.deepEqual(reading, readingHere);
  assert.deepEqual(shape(svg), shape(svgHere));
  assert.ok(reading.changes.length > 0, "the edited bar's diff lines");
  // The next bar of the same versions: the thread holds both parsed.
  const next = await rereadOnThreads(job("3"), bytesOf);
  assert.equal(next.bar, "3");
  assert.equal(asked.length, 1);
});

test("while a thread reads the Grosse Fuge, this thread goes on answering", { skip: noCorpus }, async () => {
  const fuge = stored(
    "fuge.musicxml",
    new Uint8Array(
      readFileSync(corpus("openscore-quartets/beethoven_op133-grosse-fuge_sq10502527.musicxml")),
    ),
  );
  const { bytesOf } = source(fuge, piano, edited);
  // verovio started first: its start is asynchronous wherever it runs.
  await rereadOnThreads(job("1"), bytesOf);
  let turns = 0;
  let reading = true;
  const turn = () => {
    turns++;
    if (reading) setImmediate(turn);
  };
  setImmediate(turn);
  const r = await rereadOnThreads(
    { current: { sha256: fuge.sha256, file: fuge.file }, before: null, bar: "100" },
    bytesOf,
  );
  reading = false;
  assert.equal(r.bar, "100");
  // Read on this thread, reading and laying out the file would hold the event loop: a handful of turns.
  assert.ok(turns > 50, `the event loop turned ${turns} times`);
});

test("a thread asked about a version it does not hold asks for its bytes, reading nothing", async () => {
  const unknown = { sha256: "f".repeat(64), file: "v7.musicxml" };
  assert.deepEqual(await answerBarReread({ current: unknown, before: null, bar: "1" }), {
    missing: [unknown.sha256],
  });
});

test("a bar the score lacks is a RangeError saying what it has; the thread goes on", async () => {
  const { bytesOf } = source(piano, edited);
  await assert.rejects(rereadOnThreads(job("99"), bytesOf), (err: unknown) => {
    assert.ok(err instanceof RangeError);
    assert.match(err.message, /no bar numbered "99"; its bars run from 1 to/);
    return true;
  });
  await assert.rejects(rereadOnThreads(job("1", { part: "P9" }), bytesOf), /the score has no part P9/);
  assert.equal((await rereadOnThreads(job("1"), bytesOf)).bar, "1");
});

test("a version whose bytes cannot be read is a ReadError naming its file", async () => {
  const broken = stored("broken.musicxml", new TextEncoder().encode("<score-partwise><part"));
  const { bytesOf } = source(broken);
  const first = { current: { sha256: broken.sha256, file: broken.file }, before: null, bar: "1" };
  await assert.rejects(rereadOnThreads(first, bytesOf), (err: unknown) => {
    assert.ok(err instanceof ReadError);
    assert.equal(err.file, "broken.musicxml");
    return true;
  });
});

test("bytes the store does not have: the error the source gives", async () => {
  const bytesOf = async () => {
    throw new Error("the bytes of v9.musicxml are not stored");
  };
  const lost = { current: { sha256: "0".repeat(64), file: "v9.musicxml" }, before: null, bar: "1" };
  await assert.rejects(rereadOnThreads(lost, bytesOf), /the bytes of v9.musicxml are not stored/);
});

test("the threads: BARLINE_ENGRAVE_THREADS when a whole number, else one per core, at most four", () => {
  assert.equal(barThreads({ BARLINE_ENGRAVE_THREADS: "0" }), 0);
  assert.equal(barThreads({ BARLINE_ENGRAVE_THREADS: " 3 " }), 3);
  const byCores = barThreads({});
  assert.equal(byCores, Math.min(4, availableParallelism()));
  assert.equal(barThreads({ BARLINE_ENGRAVE_THREADS: "two" }), byCores);
  assert.equal(barThreads({ BARLINE_ENGRAVE_THREADS: "-1" }), byCores);
});
