// The claims layer proven on conversations the team wrote (test/fixtures/analysis/etude-bundle, and
// quartet-bundle: another score, other chat formats, other phrasing): each expected.json was derived
// from spec/findings.md and the music in the fixture, not from output.
import { test } from "node:test";
import assert from "node:assert/strict";
import { FLAG_TYPES } from "../findings/flag.ts";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { readBundle } from "../bundle/read-bundle.ts";
import { chooseExtractor } from "../claims/extract.ts";
import type { Report } from "../report/report.ts";
import { analyzeBundle } from "./analyze-bundle.ts";
import { compareWithExpected, readExpected, summaryLine } from "./expected.ts";
import { schemaProblems, type JsonSchema } from "./report-schema-check.ts";
import { needsShared, sharedPath } from "../../test/support/shared.ts";

const fixture = fileURLToPath(new URL("../../test/fixtures/analysis/etude-bundle/", import.meta.url));
const quartet = fileURLToPath(new URL("../../test/fixtures/analysis/quartet-bundle/", import.meta.url));
const variants = fileURLToPath(new URL("../../test/fixtures/analysis/incident-variants/", import.meta.url));
const procedure = fileURLToPath(new URL("../../test/fixtures/analysis/procedure-bundle/", import.meta.url));
const incident = `${sharedPath("examples/incident")}/`;
const schemaFile = sharedPath("spec/report.schema.json");

async function analyse(dir: string): Promise<Report> {
  const bundle = await readBundle(dir);
  assert.deepEqual(bundle.problems, [], `the bundle at ${dir} reads without problems`);
  const { report } = await analyzeBundle(bundle, { extractor: chooseExtractor() });
  // The report is a JSON contract: check what a reader of `analyze --json` would get.
  return JSON.parse(JSON.stringify(report)) as Report;
}

let ours: Promise<Report> | undefined;
const oursOnce = () => (ours ??= analyse(fixture));

function assertMeets(report: Report, expectedFile: string): void {
  const comparison = compareWithExpected(report, readExpected(expectedFile));
  const summary = summaryLine(comparison);
  if (comparison.kindNotes.length)
    console.log(
      ["claims met with another kind than expected (not misses):", ...comparison.kindNotes].join("\n"),
    );
  if (comparison.misses.length) console.log([...comparison.misses, summary].join("\n"));
  assert.deepEqual(comparison.misses, [], `${comparison.misses.length} misses; ${summary}`);
}

function assertFair(expectedFile: string, minNotClaims: number): void {
  const expected = readExpected(expectedFile);
  const conversations = Object.values(expected.conversations);
  const claims = conversations.flatMap((c) => c.claims);
  assert.ok(claims.length >= 40, `${claims.length} expected claims`);
  for (const verdict of ["supported", "contradicted", "unverifiable"])
    assert.ok(
      claims.some((c) => c.verdict === verdict),
      verdict,
    );
  assert.ok(conversations.flatMap((c) => c.notClaims ?? []).length >= minNotClaims);
  assert.deepEqual(
    [...new Set(conversations.flatMap((c) => c.flags.map((f) => f.type)))].sort(),
    [...FLAG_TYPES].sort(),
  );
  assert.ok(
    conversations.some((c) => c.flags.length === 0),
    "a conversation where no flag may be raised",
  );
}

test("the fixture bundle is a fair test: 40+ claims of every verdict, 15+ non-claims, every flag type", () => {
  assertFair(`${fixture}expected.json`, 15);
});

test("the quartet bundle is a fair test: 40+ claims of every verdict, 20+ non-claims, every flag type", () => {
  assertFair(`${quartet}expected.json`, 20);
});

test("the incident-variants bundle is a fair test: 40+ claims of every verdict, 20+ non-claims, a conversation without flags", () => {
  const expected = readExpected(`${variants}expected.json`);
  const conversations = Object.values(expected.conversations);
  const claims = conversations.flatMap((c) => c.claims);
  assert.ok(claims.length >= 40, `${claims.length} expected claims`);
  for (const verdict of ["supported", "contradicted", "unverifiable"])
    assert.ok(
      claims.some((c) => c.verdict === verdict),
      verdict,
    );
  assert.ok(conversations.flatMap((c) => c.notClaims ?? []).length >= 20);
  assert.ok(
    conversations.some((c) => c.flags.length === 0),
    "a conversation where no flag may be raised",
  );
});

test("the team's fixture bundle: every expected claim, flag and non-claim, nothing spurious", async () => {
  assertMeets(await oursOnce(), `${fixture}expected.json`);
});

test("the quartet bundle (JSON Lines, Responses, OTel, MCP, MEI): every expected claim, flag and non-claim", async () => {
  assertMeets(await analyse(quartet), `${quartet}expected.json`);
});

test("the incident variants (clef changes written four ways, disputes, apologies, unwrapped and canonical chats, API pairs)", async () => {
  assertMeets(await analyse(variants), `${variants}expected.json`);
});

test("the procedure bundle is a fair test: 35+ claims, 15+ non-claims, its five flag types, a flagless conversation kept honest", () => {
  const expected = readExpected(`${procedure}expected.json`);
  const conversations = Object.values(expected.conversations);
  assert.ok(conversations.flatMap((c) => c.claims).length >= 35);
  assert.ok(conversations.flatMap((c) => c.notClaims ?? []).length >= 15);
  const types = new Set(conversations.flatMap((c) => c.flags.map((f) => f.type)));
  for (const t of [
    "receipt-mismatch",
    "stale-read-edit",
    "unconfirmed-mutation",
    "error-reported-as-success",
    "success-without-change",
  ])
    assert.ok(types.has(t), t);
});

test("the procedure bundle (receipts, version and bar anchors, confirmations, failed and empty edits, transpose/insert/delete)", async () => {
  assertMeets(await analyse(procedure), `${procedure}expected.json`);
});

test("the report follows report.schema.json", { skip: needsShared(schemaFile) }, async () => {
  const schema = JSON.parse(readFileSync(schemaFile, "utf8")) as JsonSchema;
  const report = await oursOnce();
  assert.deepEqual(schemaProblems(report, schema), []);
  // A report that breaks the contract is refused, with where it breaks it.
  const broken = structuredClone(report) as unknown as { conversations: { claims: { verdict: string }[] }[] };
  broken.conversations[0]!.claims[0]!.verdict = "probably";
  assert.match(schemaProblems(broken, schema).join("\n"), /^\/conversations\/0\/claims\/0\/verdict: /m);
});

test(
  "the shared incident example meets its expected.json",
  { skip: needsShared(`${incident}expected.json`) },
  async () => {
    assertMeets(await analyse(incident), `${incident}expected.json`);
  },
);
