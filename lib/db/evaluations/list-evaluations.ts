// Every evaluation (GET /api/evaluations): the names conversations carry in labels.evaluation, with
// how many requests, deployments and conversations each has.
import type { Db } from "../client.ts";

export interface EvaluationSummary {
  name: string;
  requests: number;
  deployments: number;
  conversations: number;
}

export async function listEvaluations(db: Db): Promise<EvaluationSummary[]> {
  const groups = await db.prisma.conversation.groupBy({
    by: ["evaluation", "request", "label"],
    where: { evaluation: { not: null }, request: { not: null } },
    _count: { _all: true },
  });
  const out = new Map<
    string,
    { requests: Set<string>; deployments: Set<string | null>; conversations: number }
  >();
  for (const g of groups) {
    const e = out.get(g.evaluation!) ?? { requests: new Set(), deployments: new Set(), conversations: 0 };
    e.requests.add(g.request!);
    e.deployments.add(g.label);
    e.conversations += g._count._all;
    out.set(g.evaluation!, e);
  }
  return [...out]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, e]) => ({
      name,
      requests: e.requests.size,
      deployments: e.deployments.size,
      conversations: e.conversations,
    }));
}
