import assert from "node:assert/strict";
import { after, before } from "node:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EVALUATION } from "../../../scripts/demo/evaluation.ts";
import { writeDemoBundle } from "../../../scripts/demo/write-bundle.ts";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { reportOf } from "../../../test/support/report-of.ts";
import { evaluationTable } from "../../findings/evaluation.ts";
import { figuresOf } from "../../findings/figures.ts";
import { ingestBundle } from "../../jobs/ingest-bundle.ts";
import { findConversations } from "../conversations/find-conversations.ts";
import { isAppError } from "../../errors/app-error.ts";
import { conversationQuery } from "../../contracts/query.ts";
import { getEvaluation } from "./get-evaluation.ts";
import { listEvaluations } from "./list-evaluations.ts";

let dir = "";
let bundle = "";
before(async () => {
  dir = await mkdtemp(join(tmpdir(), "barline-evaluation-"));
  bundle = join(dir, "demo-bundle");
  await writeDemoBundle(bundle);
});
after(() => rm(dir, { recursive: true, force: true }));

testBothDatabases(
  "an evaluation summed in the database is the core's table of the same conversations",
  async (db) => {
    await ingestBundle(db, bundle, { queue: false });
    const report = await reportOf(bundle);
    const answered = report.conversations.filter((c) => c.labels.evaluation === EVALUATION);
    const keys = new Set(answered.map((c) => `${c.labels.request}\n${c.labels.deployment}`));
    const want = evaluationTable(
      EVALUATION,
      [...keys].map((k) => {
        const [request, deployment] = k.split("\n") as [string, string];
        const group = answered.filter(
          (c) => c.labels.request === request && c.labels.deployment === deployment,
        );
        return {
          request,
          deployment,
          figures: figuresOf(group),
          firstStartedAt: group.map((c) => c.startedAt!).sort()[0]!,
        };
      }),
    );
    const got = await getEvaluation(db, EVALUATION);
    assert.deepEqual(got, want);
    // The demo's run: six requests on two deployments, the one before the fix first, and the fix's
    // effect on all requests together more than chance while no single request shows it alone.
    assert.equal(got.requests.length, 6);
    assert.deepEqual(got.deployments, ["score-tools 2026-10-28", "score-tools 2026-11-11"]);
    assert.equal(got.baseline, "score-tools 2026-10-28");
    assert.equal(got.total.difference.significant, true);
    assert.ok(got.total.difference.high! < 0);
    assert.ok(got.requests.every((r) => !r.difference.significant));

    // Each cell's link selects its conversations in the conversations table's filter grammar.
    const cell = got.requests.find((r) => r.request === "clef-fix")!;
    const page = await findConversations(
      db,
      conversationQuery.parse({
        evaluation: EVALUATION,
        request: "clef-fix",
        label: "score-tools 2026-10-28",
      }),
    );
    assert.deepEqual(
      page.rows.map((r) => r.id),
      ["eval-clef-fix-before"],
    );
    assert.equal(page.total, cell.cells["score-tools 2026-10-28"]!.conversations);

    assert.deepEqual(await listEvaluations(db), [
      { name: EVALUATION, requests: 6, deployments: 2, conversations: 12 },
    ]);
    await assert.rejects(getEvaluation(db, "no-such-evaluation"), (e: unknown) => isAppError(e, "not-found"));
    await assert.rejects(
      getEvaluation(db, EVALUATION, { candidate: "score-tools 1999" }),
      /parameter "candidate"/,
    );
  },
);
