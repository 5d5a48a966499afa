// Every evaluation: the names conversations carry in labels.evaluation, each a set of requests.
import type { Metadata } from "next";
import { listEvaluations } from "@/lib/db/evaluations/list-evaluations.ts";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table.tsx";
import { pageDb } from "../db.ts";

export const metadata: Metadata = { title: "Evaluations" };

export default async function EvaluationsPage() {
  const evaluations = await listEvaluations(await pageDb());
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Evaluations</h1>
      <Table aria-label="Evaluations">
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Evaluation</TableHead>
            <TableHead scope="col" className="text-right">
              Requests
            </TableHead>
            <TableHead scope="col" className="text-right">
              Deployments
            </TableHead>
            <TableHead scope="col" className="text-right">
              Conversations
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {evaluations.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} className="py-6 text-center text-muted-foreground">
                No conversation is labelled with an evaluation and a request (labels.evaluation,
                labels.request).
              </TableCell>
            </TableRow>
          )}
          {evaluations.map((e) => (
            <TableRow key={e.name} data-evaluation={e.name}>
              <TableCell>
                <a
                  href={`/evaluations/${encodeURIComponent(e.name)}`}
                  className="font-medium whitespace-nowrap"
                >
                  {e.name}
                </a>
              </TableCell>
              <TableCell className="text-right tabular-nums">{e.requests}</TableCell>
              <TableCell className="text-right tabular-nums">{e.deployments}</TableCell>
              <TableCell className="text-right tabular-nums">{e.conversations}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
