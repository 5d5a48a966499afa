// One score's history: every version in order, who saved it, what it changed.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getScoreHistory } from "@/lib/db/scores/get-score-history.ts";
import { VersionHistory } from "@/components/scores/version-history.tsx";
import { pageDb } from "../../db.ts";

export async function generateMetadata({ params }: PageProps<"/scores/[scoreId]">): Promise<Metadata> {
  return { title: `Score ${decodeURIComponent((await params).scoreId)}` };
}

export default async function ScorePage({ params }: PageProps<"/scores/[scoreId]">) {
  const scoreId = decodeURIComponent((await params).scoreId);
  const history = await getScoreHistory(await pageDb(), scoreId);
  if (!history) notFound();
  const noOps = history.versions.filter((v) => v.noOp).length;
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold">Score {history.id}</h1>
        <p className="text-sm text-muted-foreground">
          {history.title ? `${history.title} · ` : ""}
          {history.versions.length} versions · {noOps} saved with no change
        </p>
      </header>
      <VersionHistory scoreId={history.id} versions={history.versions} />
    </div>
  );
}
