// An incident whole: its fields, what it was opened from, its conversations (how each came in) and
// its saved searches with how many conversations each has added.
import type { Db } from "../client.ts";
import { AppError } from "../../errors/app-error.ts";
import { incidentOrigin } from "./incident-origin.ts";
import type {
  IncidentDetail,
  IncidentOrigin,
  IncidentStatus,
  IncidentVia,
} from "../../contracts/incident-types.ts";

export async function getIncident(db: Db, id: string): Promise<IncidentDetail> {
  const { prisma } = db;
  const i = await prisma.incident.findUnique({
    where: { id },
    include: {
      conversations: {
        include: {
          conversation: {
            select: {
              id: true,
              model: true,
              label: true,
              scoreId: true,
              startedAt: true,
              flags: true,
              contradicted: true,
            },
          },
        },
      },
      searches: { orderBy: { createdAt: "asc" } },
    },
  });
  if (!i) throw new AppError("not-found", `no incident "${id}"`);
  const [origin, creator] = await Promise.all([
    incidentOrigin(prisma, i.originType as IncidentOrigin, i.originId),
    prisma.user.findUnique({ where: { id: i.createdById }, select: { name: true } }),
  ]);
  const rows = i.conversations
    .map((r) => ({
      ...r.conversation,
      startedAt: r.conversation.startedAt?.toISOString() ?? null,
      via: r.via as IncidentVia,
      searchId: r.searchId,
      addedAt: r.addedAt.toISOString(),
    }))
    .sort((a, b) => (a.startedAt ?? "").localeCompare(b.startedAt ?? "") || a.id.localeCompare(b.id));
  return {
    id: i.id,
    title: i.title,
    status: i.status as IncidentStatus,
    owner: i.owner,
    summary: i.summary,
    fix: i.fix,
    fixShippedOn: i.fixShippedOn,
    conversations: rows.length,
    updatedAt: i.updatedAt.toISOString(),
    createdAt: i.createdAt.toISOString(),
    createdBy: creator?.name ?? i.createdById,
    origin: { targetType: i.originType as IncidentOrigin, targetId: i.originId, ...origin },
    conversationRows: rows.map(({ searchId: _, ...r }) => r),
    searches: i.searches.map((s) => ({
      id: s.id,
      query: s.query,
      createdAt: s.createdAt.toISOString(),
      matches: rows.filter((r) => r.searchId === s.id).length,
    })),
  };
}
