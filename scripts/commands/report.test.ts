// `barline report evaluation` as a user runs it, in-process, on the demo bundle ingested into SQLite
// (the table itself is held to the core's on both databases in lib/db/evaluations).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migratedDatabase, type EmptyDatabase } from "../../test/support/databases.ts";
import { barline } from "../../test/support/barline.ts";
import { writeDemoBundle } from "../demo/write-bundle.ts";

let dir = "";
let database: EmptyDatabase;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), "barline-report-"));
  await writeDemoBundle(join(dir, "demo"));
  database = await migratedDatabase("sqlite");
  process.env.DATABASE_URL = database.url;
  const ingested = await barline("ingest", join(dir, "demo"), "--json");
  assert.equal(ingested.status, 0, ingested.stderr);
});
after(async () => {
  await database.drop();
  await rm(dir, { recursive: true, force: true });
});

test("report evaluation prints the table as text, Markdown or the API's JSON", async () => {
  const text = await barline("report", "evaluation", "evening-song");
  assert.equal(text.status, 0, text.stderr);
  assert.match(
    text.stdout,
    /^Evaluation evening-song: 6 requests, 2 deployments; candidate score-tools 2026-11-11 against baseline score-tools 2026-10-28\n/,
  );
  assert.match(
    text.stdout,
    /\nclef-fix +score-tools 2026-10-28 +1 +1 +1 +1 +100% +21%–100% +error-reported-as-success 1\n/,
  );
  assert.match(text.stdout, /\nall requests +−83 +−97 to −32 +yes\n/);
  const md = await barline("report", "evaluation", "evening-song", "--md");
  assert.match(
    md.stdout,
    /\n\| pedal \| score-tools 2026-10-28 \| 1 \| 1 \| 1 \| 1 \| 100% \| 21%–100% \| receipt-mismatch 1 \|\n/,
  );
  const json = await barline("report", "evaluation", "evening-song", "--json");
  const table = JSON.parse(json.stdout) as { requests: { request: string }[]; candidate: string };
  assert.equal(table.candidate, "score-tools 2026-11-11");
  assert.deepEqual(
    table.requests.map((r) => r.request),
    ["clef-fix", "clef-already-bass", "key-after-change", "pitch-no-op", "pedal", "bar-count"],
  );
});

test("report evaluation: an evaluation not stored exits 1, a deployment it does not have exits 2", async () => {
  const missing = await barline("report", "evaluation", "no-such-evaluation");
  assert.equal(missing.status, 1);
  assert.match(
    missing.stderr,
    /^barline: evaluation "no-such-evaluation": no conversation is labelled with it/,
  );
  const wrong = await barline("report", "evaluation", "evening-song", "--baseline", "score-tools 1999");
  assert.equal(wrong.status, 2);
  assert.match(wrong.stderr, /--baseline: deployment "score-tools 1999" answered no request/);
});
