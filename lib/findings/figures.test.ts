import assert from "node:assert/strict";
import { test } from "node:test";
import { beforeAfter, dayOf, figuresOf, splitFigures, type FigureInput } from "./figures.ts";

const conv = (
  model: string | null,
  deployment: string | undefined,
  startedAt: string | null,
  verdicts: string,
  flags: string[] = [],
): FigureInput => ({
  model,
  labels: deployment ? { deployment } : {},
  startedAt,
  // s = supported, c = contradicted, u = unverifiable, r = a read's contradicted claim (not counted)
  claims: [...verdicts].map((v) =>
    v === "r"
      ? { source: "read" as const, verdict: "contradicted" as const }
      : {
          source: "assistant" as const,
          verdict: ({ s: "supported", c: "contradicted", u: "unverifiable" } as const)[v as "s" | "c" | "u"],
        },
  ),
  flags: flags.map((type) => ({ type: type as FigureInput["flags"][number]["type"] })),
});

const set = [
  conv("haiku", "tool-server 2026-10-03", "2026-10-02T10:00:00Z", "sccur", [
    "success-without-change",
    "read-hides-change",
  ]),
  conv("haiku", "tool-server 2026-10-09", "2026-10-10T09:00:00Z", "ssu"),
  conv("gpt", undefined, "2026-10-10T23:30:00-02:00", "ccs", ["success-without-change"]),
  conv(null, undefined, null, "u"),
];

test("the false-claim rate is contradicted over checkable, assistant claims only", () => {
  const f = figuresOf(set);
  assert.deepEqual(
    {
      conversations: f.conversations,
      claims: f.claims,
      checkable: f.checkable,
      contradicted: f.contradicted,
    },
    { conversations: 4, claims: 11, checkable: 8, contradicted: 4 },
  );
  assert.equal(f.falseClaimRate, 4 / 8);
  assert.deepEqual(f.flags, { "success-without-change": 2, "read-hides-change": 1 });
  assert.equal(figuresOf([conv("x", undefined, null, "uu")]).falseClaimRate, null);
});

test("figures split by model, deployment label and day (UTC)", () => {
  const s = splitFigures(set);
  assert.deepEqual(Object.keys(s.byModel), ["(unknown)", "gpt", "haiku"]);
  assert.equal(s.byModel.haiku!.contradicted, 2);
  assert.equal(s.byDeployment["tool-server 2026-10-03"]!.falseClaimRate, 2 / 3);
  assert.deepEqual(Object.keys(s.byDay), ["(unknown)", "2026-10-02", "2026-10-10", "2026-10-11"]);
  assert.equal(dayOf("2026-10-10T23:30:00-02:00"), "2026-10-11");
});

// Copying a group's list on every conversation took time in the square of the group's size: 200,000
// conversations of one model and one day took minutes. Added to in place, they take well under a second.
test("a large set of one model and day splits in one pass", { timeout: 10_000 }, () => {
  const many = Array.from({ length: 200_000 }, (_, i) =>
    conv("haiku", "tool-server 2026-10-03", "2026-10-02T10:00:00Z", i % 2 ? "sc" : "s"),
  );
  const s = splitFigures(many);
  assert.equal(s.byModel.haiku!.conversations, 200_000);
  assert.equal(s.byDay["2026-10-02"]!.contradicted, 100_000);
  assert.equal(s.byDeployment["tool-server 2026-10-03"]!.falseClaimRate, 100_000 / 300_000);
});

test("before and after a date, with undated conversations apart", () => {
  const { before, after, undated } = beforeAfter(set, "2026-10-09");
  assert.equal(before.conversations, 1);
  assert.equal(before.falseClaimRate, 2 / 3);
  assert.equal(after.conversations, 2);
  assert.equal(after.falseClaimRate, 2 / 5);
  assert.equal(undated.conversations, 1);
  assert.throws(() => beforeAfter(set, "someday"), /not a date/);
});
