// An incident's report as a page: what the PDF export prints (through the print stylesheet: no
// navigation, black on white), with the same masking as the Markdown export and the meetings'
// minutes — what happened, what was changed, the evidence with the bar's engraving and the page
// image the model saw, the figures and the timeline.
import type { Metadata } from "next";
import { minutesText } from "@/lib/minutes/minutes-text.ts";
import { ExportControls, pageMask } from "@/components/export/export-controls.tsx";
import { eventTime, eventWords } from "@/components/incidents/event-words.ts";
import { IncidentFiguresView } from "@/components/incidents/figures-view.tsx";
import { incidentEvidence } from "@/components/incidents/incident-evidence.ts";
import { incidentReportData } from "./report-data.ts";
import { foundOr404 } from "../../../found-or-404.ts";
import { pageDb } from "../../../db.ts";
import { formatDate } from "@/lib/format/date-time.ts";

export const metadata: Metadata = { title: "Incident report" };

export default async function IncidentReportPage({
  params,
  searchParams,
}: PageProps<"/incidents/[id]/report">) {
  const { id } = await params;
  const db = await pageDb();
  const { incident: i, figures, timeline, shown } = await foundOr404(incidentReportData(db, id));
  const { mask, error } = pageMask(await searchParams);
  const t = minutesText(mask);
  const evidence = incidentEvidence(timeline.events);
  return (
    <article className="mx-auto max-w-4xl space-y-4">
      <header className="space-y-1">
        <p className="text-xs font-semibold tracking-wide uppercase">Incident report</p>
        <h1 className="text-2xl font-bold">{t(i.title)}</h1>
        <p className="text-sm">
          Status <strong>{i.status}</strong> · owner {i.owner ? t(i.owner) : "nobody named"} · fix shipped{" "}
          {i.fixShippedOn ?? "not yet"} · {i.conversations} conversations · opened by {t(i.createdBy)} on{" "}
          {formatDate(i.createdAt)}
        </p>
      </header>
      <ExportControls api={`/api/incidents/${encodeURIComponent(id)}/report`} mask={mask} error={error} />

      <section className="space-y-2">
        <h2 className="text-lg font-semibold">What happened</h2>
        <p className="text-sm">
          Opened from a {i.origin.targetType} ({t(i.origin.what)}) in conversation{" "}
          {t(i.origin.conversationId)}:
        </p>
        <blockquote className="border-l-4 pl-3 text-sm">{t(i.origin.text)}</blockquote>
        <p className="text-sm whitespace-pre-wrap">{i.summary ? t(i.summary) : "No summary written yet."}</p>
        <div className="flex flex-wrap gap-4">
          {shown.engraving && (
            <figure className="m-0">
              <img
                src={shown.engraving}
                alt="The engraving of the bar"
                className="max-h-48 rounded-md border bg-white"
              />
              <figcaption className="text-xs">The bar as saved, engraved.</figcaption>
            </figure>
          )}
          {shown.image && (
            <figure className="m-0">
              <img
                src={shown.image}
                alt="The page image the model was shown"
                className="max-h-48 rounded-md border"
              />
              <figcaption className="text-xs">The page image the model was shown.</figcaption>
            </figure>
          )}
        </div>
      </section>

      <section className="space-y-1">
        <h2 className="text-lg font-semibold">What was changed</h2>
        <p className="text-sm whitespace-pre-wrap">{i.fix ? t(i.fix) : "Not written yet."}</p>
      </section>

      <section className="space-y-2" aria-label="Evidence">
        <h2 className="text-lg font-semibold">Evidence: claims against what was saved</h2>
        {evidence.items.length === 0 && (
          <p className="text-sm">No contradicted claim in the incident&apos;s conversations.</p>
        )}
        {evidence.items.map(({ claim, saves }, n) => (
          <div key={claim.id} className="rounded-md border p-2 text-sm" data-evidence={claim.id}>
            <p className="font-medium">
              {n + 1}. {t(claim.conversationId)}, turn {claim.turn}: “{t(claim.text)}” — {claim.verdict}
            </p>
            <ul className="font-mono text-xs">
              {saves.length === 0 && <li>Saved at this turn: nothing</li>}
              {saves.map((s) => {
                const w = eventWords(s);
                return (
                  <li key={s.version}>
                    {t(w.headline)}: {w.lines.map(t).join("; ")}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
        {evidence.more > 0 && <p className="text-sm">… and {evidence.more} more contradicted claims.</p>}
      </section>

      <section className="space-y-2">
        <h2 className="text-lg font-semibold">Figures</h2>
        <IncidentFiguresView figures={figures} />
      </section>

      <section className="space-y-1">
        <h2 className="text-lg font-semibold">Timeline</h2>
        <ol className="space-y-1 text-sm">
          {timeline.events.map((e, n) => {
            const w = eventWords(e);
            return (
              <li key={n}>
                <span className="tabular-nums">{eventTime(e.at)}</span> · {t(e.conversationId)}
                {e.turn !== null && ` turn ${e.turn}`} · <strong>{w.kind}</strong> {t(w.headline)}
                {w.lines.length > 0 && (
                  <ul className="pl-5 font-mono text-xs">
                    {w.lines.map((l, k) => (
                      <li key={k}>{t(l)}</li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </article>
  );
}
