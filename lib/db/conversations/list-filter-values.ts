// The values the conversation filters offer: every model, deployment label, score and tool stored.
import type { Db } from "../client.ts";
import type { FilterValues } from "../../contracts/conversation-types.ts";

export async function listFilterValues(db: Db): Promise<FilterValues> {
  // groupBy is a GROUP BY the model and label indexes answer; findMany's `distinct` would read every row.
  const [models, labels, scores, tools] = await Promise.all([
    db.prisma.conversation.groupBy({ by: ["model"], where: { model: { not: null } } }),
    db.prisma.conversation.groupBy({ by: ["label"], where: { label: { not: null } } }),
    db.prisma.score.findMany({ select: { id: true }, orderBy: { id: "asc" } }),
    db.prisma.toolCall.groupBy({ by: ["name"] }),
  ]);
  const sorted = (xs: (string | null)[]) => xs.filter((x): x is string => x !== null).sort();
  return {
    models: sorted(models.map((m) => m.model)),
    labels: sorted(labels.map((l) => l.label)),
    scores: scores.map((s) => s.id),
    tools: sorted(tools.map((t) => t.name)),
  };
}
