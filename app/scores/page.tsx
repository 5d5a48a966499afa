// Every score with its versions, how many of them changed nothing, and when the last was saved.
import type { Metadata } from "next";
import { listScores } from "@/lib/db/scores/list-scores.ts";
import { scoreHref } from "@/components/findings/links.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table.tsx";
import { pageDb } from "../db.ts";
import { formatDateTime } from "@/lib/format/date-time.ts";

export const metadata: Metadata = { title: "Scores" };

export default async function ScoresPage() {
  const scores = await listScores(await pageDb());
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Scores</h1>
      <Table aria-label="Scores">
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Score</TableHead>
            <TableHead scope="col">Title</TableHead>
            <TableHead scope="col" className="text-right">
              Versions
            </TableHead>
            <TableHead scope="col">Saves that changed nothing</TableHead>
            <TableHead scope="col">Last saved</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {scores.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} className="py-6 text-center text-muted-foreground">
                No score stored yet: upload a bundle.
              </TableCell>
            </TableRow>
          )}
          {scores.map((s) => (
            <TableRow key={s.id} data-score={s.id}>
              <TableCell>
                <a href={scoreHref(s.id)} className="font-medium">
                  {s.id}
                </a>
              </TableCell>
              <TableCell>{s.title ?? "—"}</TableCell>
              <TableCell className="text-right tabular-nums">{s.versions}</TableCell>
              <TableCell>
                {s.noOps > 0 ? <Badge variant="contradicted">{s.noOps} no change</Badge> : "none"}
              </TableCell>
              <TableCell>{s.lastSavedAt ? formatDateTime(s.lastSavedAt) : "—"}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
