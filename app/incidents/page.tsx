// Incidents under investigation: each case file with its status, owner, fix day and size. An
// incident is opened from a conversation, a flag or a claim in the reader.
import type { Metadata } from "next";
import Link from "next/link";
import { listIncidents } from "@/lib/db/incidents/list-incidents.ts";
import { StatusBadge } from "@/components/incidents/status-badge.tsx";
import { Card } from "@/components/ui/card.tsx";
import { pageDb } from "../db.ts";
import { formatDate } from "@/lib/format/date-time.ts";

export const metadata: Metadata = { title: "Incidents" };

export default async function IncidentsPage() {
  const incidents = await listIncidents(await pageDb());
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Incidents</h1>
      <p className="text-sm text-muted-foreground">
        Open one from a conversation, a flag or a claim in the reader (&ldquo;Open an incident&rdquo;).
      </p>
      <Card>
        {incidents.length === 0 ? (
          <p className="text-sm text-muted-foreground">No incident yet.</p>
        ) : (
          <ul className="divide-y text-sm">
            {incidents.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center gap-3 py-2" data-incident={i.id}>
                <StatusBadge status={i.status} />
                <Link href={`/incidents/${i.id}`} className="font-medium">
                  {i.title}
                </Link>
                <span className="text-muted-foreground">
                  {i.owner || "no owner"} · {i.conversations}{" "}
                  {i.conversations === 1 ? "conversation" : "conversations"} ·{" "}
                  {i.fixShippedOn ? `fix shipped ${i.fixShippedOn}` : "no fix yet"} · changed{" "}
                  {formatDate(i.updatedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
