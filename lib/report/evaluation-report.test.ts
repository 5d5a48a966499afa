import assert from "node:assert/strict";
import { test } from "node:test";
import { evaluationTable, type EvaluationGroup } from "../findings/evaluation.ts";
import { figuresOf } from "../findings/figures.ts";
import { evaluationMarkdown, evaluationText } from "./evaluation-report.ts";

/** `contradicted` of `checkable` assistant claims, and flags of these types. */
function group(
  request: string,
  deployment: string,
  day: string,
  contradicted: number,
  checkable: number,
  flags: string[] = [],
): EvaluationGroup {
  const claims = Array.from({ length: checkable }, (_, i) => ({
    source: "assistant" as const,
    verdict: i < contradicted ? ("contradicted" as const) : ("supported" as const),
  }));
  return {
    request,
    deployment,
    firstStartedAt: `${day}T09:00:00.000Z`,
    figures: figuresOf([
      {
        model: null,
        labels: {},
        startedAt: null,
        claims,
        flags: flags.map((type) => ({ type: type as never })),
      },
    ]),
  };
}

const table = evaluationTable("e", [
  group("count", "old", "2026-11-10", 0, 1),
  group("clef|fix", "old", "2026-11-09", 4, 4, ["success-without-change"]),
  group("clef|fix", "new", "2026-11-12", 0, 5),
]);

test("the text report: per request and deployment in the order they ran, a request not answered said so", () => {
  const lines = evaluationText(table).split("\n");
  assert.equal(lines[0], "Evaluation e: 2 requests, 2 deployments; candidate new against baseline old");
  assert.match(lines[3]!, /^clef\|fix +old +1 +4 +4 +4 +100% +51%–100% +success-without-change 1$/);
  assert.match(lines[4]!, /^clef\|fix +new +1 +5 +5 +0 +0% +0%–43%$/);
  assert.match(lines[6]!, /^count +new +0 +not answered$/);
  assert.match(
    lines.find((l) => l.startsWith("all requests") && l.includes(" old "))!,
    / 2 +5 +5 +4 +80% +38%–96% /,
  );
  assert.match(
    lines.find((l) => /^clef\|fix +−100 /.test(l))!,
    /−100 to −\d+ +yes$/,
  );
  assert.match(
    lines.find((l) => /^count +—/.test(l))!,
    /nothing to compare +no$/,
  );
});

test("the Markdown report: the same rows as tables, a | in a request name escaped", () => {
  const md = evaluationMarkdown(table);
  assert.match(md, /^# Evaluation e: 2 requests/);
  assert.match(
    md,
    /\n\| clef\\\|fix \| old \| 1 \| 4 \| 4 \| 4 \| 100% \| 51%–100% \| success-without-change 1 \|\n/,
  );
  assert.match(md, /\n\| all requests \| −80 \| −\d+ to −\d+ \| yes \|\n/);
});
