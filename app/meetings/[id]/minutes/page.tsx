// The minutes of a meeting as a page: what the PDF export prints (through the print stylesheet: no
// navigation, black on white), with the same masking as the Markdown export.
import type { Metadata } from "next";
import { ExportControls, pageMask } from "@/components/export/export-controls.tsx";
import type { ReviewView } from "@/lib/contracts/review-view.ts";
import { getMeeting } from "@/lib/db/meetings/get-meeting.ts";
import { decisionWords } from "@/lib/db/meetings/minutes-markdown.ts";
import { minutesText } from "@/lib/minutes/minutes-text.ts";
import { FindingLinksLine } from "@/components/meetings/finding-links-line.tsx";
import { foundOr404 } from "../../../found-or-404.ts";
import { pageDb } from "../../../db.ts";
import { formatDate } from "@/lib/format/date-time.ts";

export const metadata: Metadata = { title: "Minutes" };

export default async function MinutesPage({ params, searchParams }: PageProps<"/meetings/[id]/minutes">) {
  const { id } = await params;
  const db = await pageDb();
  const m = await foundOr404(getMeeting(db, id));
  const { mask, error } = pageMask(await searchParams);
  const t = minutesText(mask);
  const decision = (r: ReviewView | null) => decisionWords(r, t);
  return (
    <article className="mx-auto max-w-3xl space-y-4">
      <header>
        <h1 className="text-2xl font-bold">{t(m.title)}</h1>
        <p className="text-sm">Date: {formatDate(m.heldOn)}</p>
        <p className="text-sm">Attendees: {m.attendees.map(t).join(", ") || "none listed"}</p>
      </header>
      <ExportControls api={`/api/meetings/${encodeURIComponent(id)}/minutes`} mask={mask} error={error} />
      {m.items.map((i, n) => (
        <section
          key={`${i.targetType}:${i.targetId}`}
          className="rounded-md border p-3 text-sm"
          data-minutes-item={i.targetId}
        >
          <h2 className="font-semibold">
            {n + 1}. {t(i.name)}
          </h2>
          <FindingLinksLine item={i} />
          <p className="mt-1">{i.targetType === "claim" ? `“${t(i.text)}”` : t(i.text)}</p>
          {i.verdict && <p>Barline&apos;s verdict: {i.verdict}</p>}
          {i.evidence.length > 0 && (
            <ul className="mt-1 list-disc pl-5 font-mono text-xs">
              {i.evidence.map((e, k) => (
                <li key={k}>{t(e)}</li>
              ))}
            </ul>
          )}
          {i.flags.map((f) => (
            <p key={f.id}>
              Flag {f.type} at turn {f.turn}: {t(f.message)} — {decision(f.review)}
            </p>
          ))}
          {i.targetType !== "conversation" && (
            <p className="mt-1">Decision: {decision(i.decidedHere ?? i.inForce)}</p>
          )}
          {i.minute && <p className="mt-1 whitespace-pre-wrap">Minute: {t(i.minute)}</p>}
        </section>
      ))}
    </article>
  );
}
