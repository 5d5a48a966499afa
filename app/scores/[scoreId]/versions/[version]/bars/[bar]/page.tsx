// A bar re-read as a page of its own: the same address as the API route, for sharing.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getScoreHistory } from "@/lib/db/scores/get-score-history.ts";
import { rereadBar } from "@/lib/db/scores/reread-bar.ts";
import { BarPanel } from "@/components/bar/bar-panel.tsx";
import { barSteps } from "@/components/bar/steps.ts";
import { barHref, scoreHref } from "@/components/findings/links.ts";
import { Card } from "@/components/ui/card.tsx";
import { barAddress } from "../../../../../../api/scores/bar-address.ts";
import { foundOr404 } from "../../../../../../found-or-404.ts";
import { pageDb } from "../../../../../../db.ts";

type Props = PageProps<"/scores/[scoreId]/versions/[version]/bars/[bar]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  return {
    title: `Bar ${decodeURIComponent(p.bar)} · version ${p.version} · ${decodeURIComponent(p.scoreId)}`,
  };
}

export default async function BarPage({ params, searchParams }: Props) {
  const p = await params;
  const sp = await searchParams;
  const parsed = barAddress.read({
    scoreId: decodeURIComponent(p.scoreId),
    version: p.version,
    bar: decodeURIComponent(p.bar),
    part: sp.part,
    staff: sp.staff,
  });
  if (!parsed.ok)
    return (
      <Card>
        <h1 className="text-xl font-bold">Not a bar&apos;s address</h1>
        <p role="alert">{parsed.error}.</p>
        <Link href="/scores">The scores</Link>
      </Card>
    );
  const at = parsed.query;
  const db = await pageDb();
  const history = await getScoreHistory(db, at.scoreId);
  if (!history) notFound();
  // The not-found page names the versions or the bars the score has.
  const reread = await foundOr404(rereadBar(db, at));
  const href = (bar: string, version: number) =>
    barHref({ scoreId: at.scoreId, version, bar, part: at.part, staff: at.staff });
  return (
    <div className="max-w-4xl space-y-3">
      <h1 className="text-2xl font-bold">
        Re-read bar {reread.bar} of <a href={scoreHref(at.scoreId, at.version)}>{at.scoreId}</a>
      </h1>
      <BarPanel
        reread={reread}
        steps={barSteps({ bar: reread.bar, version: reread.version }, history.versions, href)}
        barTemplate={href("{bar}", reread.version).replace(encodeURIComponent("{bar}"), "{bar}")}
      />
    </div>
  );
}
