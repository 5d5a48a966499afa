// Admins: the users and their roles, and the audit log (sign-ins, reviews, exports, uploads, role
// changes), newest first.
import type { Metadata } from "next";
import Link from "next/link";
import { listAudit } from "@/lib/db/audit/list-audit.ts";
import { listUsers } from "@/lib/db/users/list-users.ts";
import { UserRoles } from "@/components/admin/user-roles.tsx";
import { Card, CardDescription, CardTitle } from "@/components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table.tsx";
import { auditQuery } from "@/lib/db/audit/audit-query.ts";
import { pageDb } from "../db.ts";
import { formatDateTimeSeconds } from "@/lib/format/date-time.ts";

export const metadata: Metadata = { title: "Admin" };

export default async function AdminPage({ searchParams }: PageProps<"/admin">) {
  const db = await pageDb("admin");
  const asked = auditQuery.read(await searchParams);
  const query = asked.ok ? asked.query : auditQuery.parse({});
  const { page, pageSize } = query;
  const [users, audit] = await Promise.all([listUsers(db), listAudit(db, query)]);
  const pages = Math.max(1, Math.ceil(audit.total / pageSize));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Admin</h1>
      <Card aria-labelledby="users">
        <CardTitle id="users">Users and roles</CardTitle>
        <CardDescription>
          A viewer reads; a reviewer also decides and runs meetings; an admin also manages users, uploads and
          this log.
        </CardDescription>
        <UserRoles users={users} />
      </Card>
      <Card aria-labelledby="audit">
        <CardTitle id="audit">Audit log</CardTitle>
        <CardDescription>
          {audit.total} entries, newest first; page {page} of {pages}.
        </CardDescription>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>When (UTC)</TableHead>
              <TableHead>Who</TableHead>
              <TableHead>What</TableHead>
              <TableHead>On</TableHead>
              <TableHead>Detail</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {audit.rows.map((a) => (
              <TableRow key={a.id} data-action={a.action}>
                <TableCell className="whitespace-nowrap">{formatDateTimeSeconds(a.at)}</TableCell>
                <TableCell>{a.user ?? "—"}</TableCell>
                <TableCell>{a.action}</TableCell>
                <TableCell className="font-mono text-xs">{a.target ?? ""}</TableCell>
                <TableCell className="font-mono text-xs">{JSON.stringify(a.detail)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <nav aria-label="Audit log pages" className="mt-2 flex gap-3 text-sm">
          {page > 1 && (
            <Link href={`/admin?${auditQuery.toParams({ ...query, page: page - 1 })}`}>Newer</Link>
          )}
          {page < pages && (
            <Link href={`/admin?${auditQuery.toParams({ ...query, page: page + 1 })}`}>Older</Link>
          )}
        </nav>
      </Card>
    </div>
  );
}
