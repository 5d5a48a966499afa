// The audit log for admins: newest first, a page at a time, with each entry's user by name.
import type { Db } from "../client.ts";

const USER_TARGETS = new Set(["role-change", "user-create", "user-lock", "user-unlock", "user-remove"]);

export interface AuditEntry {
  id: number;
  at: string;
  user: string | null;
  action: string;
  target: string | null;
  detail: unknown;
}

export async function listAudit(db: Db, options: { page: number; pageSize: number; action?: string }) {
  const where = options.action ? { action: options.action } : {};
  const [total, rows] = await Promise.all([
    db.prisma.auditLog.count({ where }),
    db.prisma.auditLog.findMany({
      where,
      orderBy: { id: "desc" },
      skip: (options.page - 1) * options.pageSize,
      take: options.pageSize,
    }),
  ]);
  // Who acted, and for user changes who was changed: both shown by name.
  const aboutUser = (r: (typeof rows)[number]) => USER_TARGETS.has(r.action) && r.target !== null;
  const ids = [
    ...new Set(
      rows.flatMap((r) => [r.userId, aboutUser(r) ? r.target : null].filter((x): x is string => x !== null)),
    ),
  ];
  const names = new Map(
    (await db.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map(
      (u) => [u.id, u.name],
    ),
  );
  const entries: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    user: r.userId ? (names.get(r.userId) ?? r.userId) : null,
    action: r.action,
    target: aboutUser(r) ? (names.get(r.target!) ?? r.target) : r.target,
    detail: r.detail,
  }));
  return { total, page: options.page, pageSize: options.pageSize, rows: entries };
}
