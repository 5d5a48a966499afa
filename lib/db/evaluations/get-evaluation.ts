// An evaluation's table (GET /api/evaluations/{name}): the conversations labelled with it, grouped
// by request and deployment label and summed in the database like the figures, then set side by side.
import { evaluationTable, type EvaluationGroup, type EvaluationTable } from "../../findings/evaluation.ts";
import type { Db } from "../client.ts";
import { NotFoundError } from "../errors.ts";
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
    throw new NotFoundError(`evaluation "${name}": no conversation is labelled with it and a request`);
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
}
