// An evaluation's table (GET /api/evaluations/{name}): the conversations labelled with it, grouped
// by request and deployment label and summed in the database like the figures, then set side by side.
import { evaluationTable, type EvaluationGroup, type EvaluationTable } from "../../findings/evaluation.ts";
import type { Db } from "../client.ts";
import { AppError } from "../../errors/app-error.ts";
import { figures, SUM, type Sums } from "../figures/get-figures.ts";

/** The key the figures give conversations with no deployment label. */
const UNKNOWN = "(unknown)";

export async function getEvaluation(
  db: Db,
  name: string,
  compare: { baseline?: string; candidate?: string } = {},
): Promise<EvaluationTable> {
  const groups = (await db.prisma.conversation.groupBy({
    by: ["request", "label"],
    where: { evaluation: name, request: { not: null } },
    _count: { _all: true },
    _min: { startedAt: true },
    _sum: SUM,
  })) as unknown as (Sums & { request: string; label: string | null; _min: { startedAt: Date | null } })[];
  if (groups.length === 0)
    throw new AppError(
      "not-found",
      `evaluation "${name}": no conversation is labelled with it and a request`,
    );
  try {
    return evaluationTable(
      name,
      groups.map((g): EvaluationGroup => ({
        request: g.request,
        deployment: g.label ?? UNKNOWN,
        figures: figures(g),
        firstStartedAt: g._min.startedAt?.toISOString() ?? null,
      })),
      compare,
    );
  } catch (err) {
    // A deployment to compare that the evaluation does not have: the asker named it.
    if (err instanceof RangeError) throw new AppError("bad-request", err.message);
    throw err;
  }
}
