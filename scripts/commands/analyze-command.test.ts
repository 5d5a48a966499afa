// `barline analyze` as a user runs it: the report on stdout and nothing else (through a whole
// process, where anything else written to stdout would show), the summary with its figures, and the
// exit status for unreadable input and usage errors (in-process).
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadReport } from "../../lib/analysis/load-report.ts";
import type { Report } from "../../lib/report/report.ts";
import { barline, barlineProcess } from "../../test/support/barline.ts";
import { repoRoot } from "../../test/fixtures/score/paths.ts";
import { jsonWriter } from "./analyze.ts";

const etude = `${repoRoot}/test/fixtures/analysis/etude-bundle`;

test("analyze --json prints the report alone, conversations in bundle order", () => {
  const r = barlineProcess("analyze", etude, "--json");
  assert.equal(r.status, 0, r.stderr);
  const report = JSON.parse(r.stdout) as Report;
  assert.deepEqual(
    report.conversations.map((c) => c.id),
    ["cello-o2", "etude-a1", "etude-a2", "etude-o1", "unlinked-a3"],
  );
  const a2 = report.conversations.find((c) => c.id === "etude-a2")!;
  assert.ok(a2.flags.some((f) => f.type === "success-without-change" && f.turn === 3));
});

test("analyze prints a summary per conversation and the figures, split at a date", async () => {
  const r = await barline("analyze", etude, "--split-at", "2026-10-15");
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^etude-a2 \(anthropic, .*score etude\): \d+ turns, \d+ claims/m);
  assert.match(
    r.stdout,
    /^figures: 5 conversations, \d+ claims \(\d+ not read with certainty\), \d+ checkable, \d+ contradicted, false-claim rate \d+\.\d%/m,
  );
  assert.match(r.stdout, /^  by model /m);
  assert.match(r.stdout, /^  before 2026-10-15: /m);
});

test("an unreadable bundle exits 1 naming it; usage errors exit 2", async () => {
  const missing = await barline("analyze", "no/such/bundle", "--json");
  assert.equal(missing.status, 1);
  assert.equal(missing.stdout, "");
  assert.match(missing.stderr, /no\/such\/bundle/);
  assert.equal((await barline("analyze")).status, 2);
  assert.equal((await barline("analyze", etude, "--split-at", "someday")).status, 2);
  assert.equal((await barline("analyze", etude, "--workers", "0")).status, 2);
});

test("the --json writer, a conversation at a time, gives the report itself, with or without conversations", async () => {
  const report = await loadReport(etude, { extractor: "rules" });
  for (const r of [
    report,
    { ...report, conversations: [], problems: [{ file: "chats/x.json", message: "not JSON" }] },
  ]) {
    let out = "";
    const json = jsonWriter({ bundle: r.bundle, generatedAt: r.generatedAt }, (s) => (out += s));
    r.conversations.forEach(json.conversation);
    json.end(r.problems);
    assert.deepEqual(JSON.parse(out), r);
    assert.ok(out.endsWith("}\n"));
  }
});
