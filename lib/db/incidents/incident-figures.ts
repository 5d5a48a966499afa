// The incident's shape in figures: the overview's figures (get-figures.ts) over the incident's
// conversations only — by day and by deployment label — and, once the fix's day is set, before and
// after it, overall and for each deployment.
import type { Db } from "../client.ts";
import { AppError } from "../../errors/app-error.ts";
import { getFigures } from "../figures/get-figures.ts";
import { conversationQuery } from "../../contracts/query.ts";
import type { IncidentFigures } from "../../contracts/incident-types.ts";

export async function incidentFigures(db: Db, incidentId: string): Promise<IncidentFigures> {
  const incident = await db.prisma.incident.findUnique({
    where: { id: incidentId },
    select: { fixShippedOn: true },
  });
  if (!incident) throw new AppError("not-found", `no incident "${incidentId}"`);
  const split = incident.fixShippedOn ?? undefined;
  const query = conversationQuery.parse({ incident: incidentId, split });
  const figures = await getFigures(db, query);
  const byLabelSplit: IncidentFigures["byLabelSplit"] = {};
  if (split)
    for (const [label, f] of await Promise.all(
      Object.keys(figures.byLabel)
        // The figures name conversations with no label "(unknown)": they have no label to select by.
        .filter((label) => label !== "(unknown)")
        .map(async (label) => [label, await getFigures(db, { ...query, label })] as const),
    ))
      byLabelSplit[label] = { before: f.before!, after: f.after! };
  return { ...figures, fixShippedOn: incident.fixShippedOn, byLabelSplit };
}
