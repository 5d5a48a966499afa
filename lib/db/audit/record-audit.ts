// The one place the audit log is written from. A change a person makes (or a saved search makes for
// them) is a `mutation`: the change and its entry are one transaction, so neither is kept without
// the other. What changes nothing but is still logged (a sign-in, an export) is an `event`. A
// decision and its undoing are written in one batch, or one statement on PostgreSQL, for speed
// (record-review.ts): they take their entry's row from `auditEntry`.
import type { Db } from "../client.ts";
import { json, type DbClient, type Prisma } from "../db-client.ts";

export type AuditAction =
  | "sign-in"
  | "review-flag"
  | "review-claim"
  | "undo-review-flag"
  | "undo-review-claim"
  | "export-minutes"
  | "upload"
  | "role-change"
  | "user-create"
  | "user-lock"
  | "user-unlock"
  | "user-remove"
  | "meeting-create"
  | "meeting-add"
  | "meeting-minute"
  | "incident-create"
  | "incident-change"
  | "incident-add"
  | "incident-search-save"
  | "export-incident";

/** Who acted: a user's id, or null for what Barline did by itself (a saved search after an ingest). */
export type Actor = string | null;

/** What an entry says was acted on, and how. */
export interface AuditNote {
  target: string | null;
  detail?: Record<string, unknown>;
}

/** A change's result, and what its entry says; `audit: null` when it changed nothing. */
export interface Changed<T> {
  value: T;
  audit: AuditNote | null;
}

/** The row of one entry. */
export function auditEntry(actor: Actor, action: AuditAction, note: AuditNote) {
  return {
    userId: actor,
    action,
    target: note.target,
    detail: json(note.detail ?? {}),
  } satisfies Prisma.AuditLogUncheckedCreateInput;
}

/** The change `change` makes, and its entry, in one transaction. */
export async function mutation<T>(
  db: Db,
  actor: Actor,
  action: AuditAction,
  change: (tx: Prisma.TransactionClient) => Promise<Changed<T>>,
): Promise<T> {
  return db.prisma.$transaction(async (tx) => {
    const { value, audit } = await change(tx);
    if (audit) await tx.auditLog.create({ data: auditEntry(actor, action, audit), select: { id: true } });
    return value;
  });
}

/** An entry for what changed nothing: a sign-in, an export. */
export async function event(prisma: DbClient, actor: Actor, action: AuditAction, note: AuditNote) {
  await prisma.auditLog.create({ data: auditEntry(actor, action, note), select: { id: true } });
}
