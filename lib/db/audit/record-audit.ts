// One line of the audit log: who did what to what. Reviews write theirs in their own transaction;
// sign-ins, exports, uploads and role changes write theirs here.
import { json, type DbClient } from "../db-client.ts";

export type AuditAction =
  | "sign-in"
  | "review-flag"
  | "review-claim"
  | "undo-review-flag"
  | "undo-review-claim"
  | "export-minutes"
  | "upload"
  | "reanalyze"
  | "role-change"
  | "user-create"
  | "user-lock"
  | "user-unlock"
  | "user-remove"
  | "meeting-create"
  | "incident-create"
  | "incident-change"
  | "incident-add"
  | "incident-search-save"
  | "export-incident";

export async function recordAudit(
  prisma: DbClient,
  entry: {
    userId: string | null;
    action: AuditAction;
    target: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await prisma.auditLog.create({
    data: {
      userId: entry.userId,
      action: entry.action,
      target: entry.target,
      detail: json(entry.detail ?? {}),
    },
  });
}
