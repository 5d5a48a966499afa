// Every incident, the most recently changed first, with how many conversations each holds.
import type { Db } from "../client.ts";
import type { IncidentRow, IncidentStatus } from "../../contracts/incident-types.ts";

export async function listIncidents(db: Db): Promise<IncidentRow[]> {
  const rows = await db.prisma.incident.findMany({
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    include: { _count: { select: { conversations: true } } },
  });
  return rows.map((i) => ({
    id: i.id,
    title: i.title,
    status: i.status as IncidentStatus,
    owner: i.owner,
    fixShippedOn: i.fixShippedOn,
    conversations: i._count.conversations,
    updatedAt: i.updatedAt.toISOString(),
  }));
}
