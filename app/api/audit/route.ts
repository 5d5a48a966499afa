// Admins: the audit log, newest first (`page`, `pageSize`, `action`).
import { auditQuery } from "@/lib/db/audit/audit-query.ts";
import { listAudit } from "@/lib/db/audit/list-audit.ts";
import { endpoint } from "../endpoint.ts";

export const GET = endpoint({
  role: "admin",
  query: auditQuery,
  handler: ({ db, query }) => listAudit(db, query),
});
