// One evaluation: its requests answered by each deployment, and the two compared side by side.
import type { Metadata } from "next";
import type { EvaluationTable } from "@/lib/findings/evaluation.ts";
import { getEvaluation } from "@/lib/db/evaluations/get-evaluation.ts";
import { compareQuery } from "@/lib/db/evaluations/compare-query.ts";
import { isAppError } from "@/lib/errors/app-error.ts";
import { foundOr404 } from "../../found-or-404.ts";
import { CompareForm } from "@/components/evaluations/compare-form.tsx";
import { EvaluationTableView } from "@/components/evaluations/evaluation-table.tsx";
import { pageDb } from "../../db.ts";

export async function generateMetadata({ params }: PageProps<"/evaluations/[name]">): Promise<Metadata> {
  return { title: `Evaluation ${decodeURIComponent((await params).name)}` };
}

/** The table; a deployment the evaluation does not have is said, and the default two compared. */
async function loadTable(
  name: string,
  compare: { baseline?: string; candidate?: string },
): Promise<{ table: EvaluationTable; error: string | null }> {
  const db = await pageDb();
  try {
    return { table: await foundOr404(getEvaluation(db, name, compare)), error: null };
  } catch (err) {
    if (!isAppError(err, "bad-request")) throw err;
    return { table: await getEvaluation(db, name), error: err.message };
  }
}

export default async function EvaluationPage({ params, searchParams }: PageProps<"/evaluations/[name]">) {
  const name = decodeURIComponent((await params).name);
  const asked = compareQuery.read(await searchParams);
  const compare = asked.ok ? asked.query : {};
  const loaded = await loadTable(name, compare);
  const { table } = loaded;
  const error = asked.ok ? loaded.error : asked.error;
  const total = table.total;
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">Evaluation {table.name}</h1>
        <p className="text-sm text-muted-foreground">
          {table.requests.length} requests answered by {table.deployments.length} deployments. Each claim is
          checked against the score saved after its turn, never against the assistant&apos;s words.
          False-claim rate: contradicted ÷ checkable, with its 95% Wilson interval; the difference with
          Newcombe&apos;s 95% interval, more than chance when it leaves out 0.
        </p>
        {error && (
          <p role="alert" className="text-sm text-contradicted">
            {error}: comparing the first and last deployments instead.
          </p>
        )}
      </header>
      {table.baseline !== null && table.candidate !== null && total.difference.difference !== null && (
        <p data-testid="verdict" className="rounded-lg border bg-card p-3 text-sm">
          All requests: <strong>{table.candidate}</strong> is contradicted in{" "}
          {total.cells[table.candidate]!.contradicted} of {total.cells[table.candidate]!.checkable} checkable
          claims, against {total.cells[table.baseline]!.contradicted} of{" "}
          {total.cells[table.baseline]!.checkable} for <strong>{table.baseline}</strong> —{" "}
          {total.difference.significant ? (
            <strong>a difference more than chance.</strong>
          ) : (
            "a difference within chance."
          )}
        </p>
      )}
      {table.deployments.length > 2 && (
        <CompareForm deployments={table.deployments} baseline={table.baseline} candidate={table.candidate} />
      )}
      <EvaluationTableView table={table} />
    </div>
  );
}
