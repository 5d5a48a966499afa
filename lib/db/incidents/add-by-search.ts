// The same failure found elsewhere and added to an incident: by a search run once, by ids picked
// from its matches, or by a saved search that keeps adding new matches after every ingest. Each
// change is one transaction with its audit entry (an addition that adds nothing changes nothing).
import { recordAudit } from "../audit/record-audit.ts";
import type { Db } from "../client.ts";
import { AppError } from "../../errors/app-error.ts";
import { addIncidentConversations } from "./add-incident-conversations.ts";
import { parseIncidentSearch, searchMatches } from "./incident-search.ts";

async function mustExist(db: Db, incidentId: string) {
  const found = await db.prisma.incident.findUnique({ where: { id: incidentId }, select: { id: true } });
  if (!found) throw new AppError("not-found", `no incident "${incidentId}"`);
}

/** Every conversation the search matches joins the incident; returns how many were new. */
export async function addBySearch(
  db: Db,
  incidentId: string,
  raw: string,
  userId: string,
): Promise<{ added: number; matched: number; search: string }> {
  await mustExist(db, incidentId);
  const search = parseIncidentSearch(raw);
  return db.prisma.$transaction(async (tx) => {
    const ids = await searchMatches({ prisma: tx, provider: db.provider }, search);
    const added = await addIncidentConversations(tx, incidentId, ids, { via: "search" });
    if (added > 0)
      await recordAudit(tx, {
        userId,
        action: "incident-add",
        target: incidentId,
        detail: { search: search.text, matched: ids.length, added },
      });
    return { added, matched: ids.length, search: search.text };
  });
}

/** The conversations named join the incident; a name that is no conversation is a 404. */
export async function addByIds(db: Db, incidentId: string, ids: string[], userId: string): Promise<number> {
  await mustExist(db, incidentId);
  return db.prisma.$transaction(async (tx) => {
    const found = await tx.conversation.findMany({ where: { id: { in: ids } }, select: { id: true } });
    const missing = ids.find((id) => !found.some((f) => f.id === id));
    if (missing !== undefined) throw new AppError("not-found", `no conversation "${missing}"`);
    const added = await addIncidentConversations(tx, incidentId, ids, { via: "search" });
    if (added > 0)
      await recordAudit(tx, {
        userId,
        action: "incident-add",
        target: incidentId,
        detail: { conversations: ids.length, added },
      });
    return added;
  });
}

/** Saves the search and adds its matches now; every ingest after adds the new ones. */
export async function saveSearch(
  db: Db,
  incidentId: string,
  raw: string,
  userId: string,
): Promise<{ id: string; added: number; search: string }> {
  await mustExist(db, incidentId);
  const search = parseIncidentSearch(raw);
  return db.prisma.$transaction(async (tx) => {
    const saved = await tx.incidentSearch.create({
      data: { incidentId, query: search.text, createdById: userId },
    });
    const ids = await searchMatches({ prisma: tx, provider: db.provider }, search);
    const added = await addIncidentConversations(tx, incidentId, ids, {
      via: "saved-search",
      searchId: saved.id,
    });
    await recordAudit(tx, {
      userId,
      action: "incident-search-save",
      target: incidentId,
      detail: { search: search.text, searchId: saved.id, added },
    });
    return { id: saved.id, added, search: search.text };
  });
}

/**
 * Every saved search run again (after an ingest): new matches join their incidents, each addition
 * in the audit log as the saved search's (no person made it). A search that now matches too many
 * is skipped and named in the answer, so an ingest never fails for it.
 */
export async function applySavedSearches(db: Db): Promise<{ added: number; skipped: string[] }> {
  const searches = await db.prisma.incidentSearch.findMany({ orderBy: { createdAt: "asc" } });
  let added = 0;
  const skipped: string[] = [];
  for (const s of searches) {
    let ids: string[];
    try {
      ids = await searchMatches(db, parseIncidentSearch(s.query));
    } catch (err) {
      skipped.push(err instanceof Error ? err.message : String(err));
      continue;
    }
    added += await db.prisma.$transaction(async (tx) => {
      const n = await addIncidentConversations(tx, s.incidentId, ids, {
        via: "saved-search",
        searchId: s.id,
      });
      if (n > 0)
        await recordAudit(tx, {
          userId: null,
          action: "incident-add",
          target: s.incidentId,
          detail: { savedSearch: s.query, searchId: s.id, added: n },
        });
      return n;
    });
  }
  return { added, skipped };
}
