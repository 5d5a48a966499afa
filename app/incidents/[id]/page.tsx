// An incident's case file: at the top what it is and where it stands (status, owner, the day the
// fix shipped, how many conversations), what happened, then whether the fix worked (the figures
// before and after it), and the timeline across its conversations with any bar re-read beside it.
import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import type { BarReread } from "@/lib/contracts/bar-reread.ts";
import { allows } from "@/lib/access/roles.ts";
import { column, table } from "@/lib/contracts/query-grammar.ts";
import { isAppError } from "@/lib/errors/app-error.ts";
import { getIncident } from "@/lib/db/incidents/get-incident.ts";
import { incidentFigures } from "@/lib/db/incidents/incident-figures.ts";
import { incidentTimeline } from "@/lib/db/incidents/incident-timeline.ts";
import type { BarRef } from "@/lib/contracts/incident-types.ts";
import type { IncidentDetail } from "@/lib/contracts/incident-types.ts";
import { getScoreHistory } from "@/lib/db/scores/get-score-history.ts";
import { rereadBar } from "@/lib/db/scores/reread-bar.ts";
import { BarPanel } from "@/components/bar/bar-panel.tsx";
import { barSteps } from "@/components/bar/steps.ts";
import { flagWords } from "@/components/findings/badges.tsx";
import { conversationHref } from "@/components/findings/links.ts";
import { wentWrong } from "@/components/incidents/event-words.ts";
import { IncidentFiguresView } from "@/components/incidents/figures-view.tsx";
import { IncidentForm } from "@/components/incidents/incident-form.tsx";
import { ShareLink } from "@/components/incidents/share-link.tsx";
import { StatusBadge } from "@/components/incidents/status-badge.tsx";
import { TimelineList } from "@/components/incidents/timeline-list.tsx";
import { buttonVariants } from "@/components/ui/button.tsx";
import { Card, CardDescription, CardTitle } from "@/components/ui/card.tsx";
import { barAddress } from "../../api/scores/bar-address.ts";
import { foundOr404 } from "../../found-or-404.ts";
import { pageUser } from "../../auth/page-user.ts";
import { pageDb } from "../../db.ts";
import { formatDate } from "@/lib/format/date-time.ts";

export const metadata: Metadata = { title: "Incident" };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** The timeline whole, or `show=wrong`: only what went wrong; anything else shows it whole. */
const viewQuery = table({ show: column("is", z.literal("wrong").optional().catch(undefined)) });

/** The search that finds the same failure elsewhere, started from what the incident was opened from. */
function sameFailure(i: IncidentDetail, originVerdict: string | null): string {
  const q = new URLSearchParams();
  const first = i.conversationRows.find((c) => c.id === i.origin.conversationId);
  if (i.origin.targetType === "flag") q.set("flag", i.origin.what);
  else if (i.origin.targetType === "claim" && originVerdict) q.set("verdict", originVerdict);
  if (first?.scoreId) q.set("score", first.scoreId);
  return `/incidents/${encodeURIComponent(i.id)}/search?${q}`;
}

export default async function IncidentPage({ params, searchParams }: PageProps<"/incidents/[id]">) {
  const { id } = await params;
  const sp = await searchParams;
  const db = await pageDb();
  const user = await pageUser();
  const [incident, figures, timeline] = await foundOr404(
    Promise.all([getIncident(db, id), incidentFigures(db, id), incidentTimeline(db, id)]),
  );
  const self = `/incidents/${encodeURIComponent(id)}`;
  // The timeline whole, or only what went wrong (flags, contradicted claims, saves with no change).
  const onlyWrong = viewQuery.parse(sp).show === "wrong";
  const shownTimeline = onlyWrong
    ? { total: 0, events: timeline.events.filter(wentWrong) } // a total of 0: no "first N of" note
    : timeline;
  const barLink = (b: BarRef) => {
    const q = new URLSearchParams({ score: b.scoreId, v: String(b.version), bar: b.bar });
    if (onlyWrong) q.set("show", "wrong");
    if (b.part) q.set("part", b.part);
    if (b.staff !== null) q.set("staff", String(b.staff));
    return `${self}?${q}#bar-heading`;
  };

  // The bar asked for, re-read beside the timeline (the reader's bar panel).
  let reread: BarReread | null = null;
  let problem: string | null = null;
  let steps = {};
  if (sp.score) {
    const address = barAddress.read({
      scoreId: sp.score,
      version: sp.v,
      bar: sp.bar,
      part: sp.part,
      staff: sp.staff,
    });
    if (!address.ok) problem = address.error;
    else
      try {
        const a = address.query;
        const [r, history] = await Promise.all([rereadBar(db, a), getScoreHistory(db, a.scoreId)]);
        reread = r;
        steps = history
          ? barSteps({ bar: r.bar, version: r.version }, history.versions, (bar, v) =>
              barLink({
                scoreId: a.scoreId,
                version: v,
                bar,
                part: a.part ?? null,
                staff: a.staff ?? null,
              }),
            )
          : {};
      } catch (err) {
        if (!isAppError(err, "not-found")) throw err;
        problem = err.message;
      }
  }
  const template = reread
    ? barLink({
        scoreId: reread.scoreId,
        version: reread.version,
        bar: "{bar}",
        part: reread.part,
        staff: reread.staff,
      }).replace(encodeURIComponent("{bar}"), "{bar}")
    : "";
  const selected = reread
    ? barLink({
        scoreId: reread.scoreId,
        version: reread.version,
        bar: reread.bar,
        part: reread.part,
        staff: reread.staff,
      })
    : null;

  const o = incident.origin;
  const originEvent = timeline.events.find((e) => "id" in e && e.id === o.targetId);
  const originVerdict = originEvent?.kind === "claim" ? originEvent.verdict : null;
  const originHref = conversationHref(o.conversationId, {
    turn: originEvent?.turn ?? null,
    hash: o.targetType === "conversation" ? undefined : `${o.targetType}-${o.targetId}`,
  });
  const counts = {
    flags: timeline.events.filter((e) => e.kind === "flag").length,
    contradicted: timeline.events.filter((e) => e.kind === "claim" && e.verdict === "contradicted").length,
    noChange: timeline.events.filter((e) => e.kind === "save" && e.noOp).length,
  };
  const exportHref = (format: string) => `/api/incidents/${encodeURIComponent(id)}/report?format=${format}`;

  return (
    <div className="space-y-4">
      <header className="space-y-2">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Incident</p>
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={incident.status} />
          <h1 className="text-2xl font-bold break-words">{incident.title}</h1>
        </div>
        <dl
          className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap"
          data-testid="incident-facts"
        >
          <div>
            <dt className="text-xs text-muted-foreground">Owner</dt>
            <dd className="font-medium">{incident.owner || "nobody yet"}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Fix shipped</dt>
            <dd className="font-medium" data-testid="fix-shipped">
              {incident.fixShippedOn ?? "not yet"}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Conversations</dt>
            <dd className="font-medium">{incident.conversations}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">In them</dt>
            <dd className="font-medium">
              {[
                plural(counts.flags, "flag", "flags"),
                plural(counts.contradicted, "contradicted claim", "contradicted claims"),
                plural(counts.noChange, "save with no change", "saves with no change"),
              ].join(" · ")}
            </dd>
          </div>
        </dl>
        <nav aria-label="Incident actions" className="flex flex-wrap items-center gap-2">
          <Link href={sameFailure(incident, originVerdict)} className={buttonVariants({ size: "sm" })}>
            Find the same failure elsewhere
          </Link>
          <Link href={`${self}/report`} className={buttonVariants({ size: "sm", variant: "outline" })}>
            Report
          </Link>
          <a href={exportHref("md")} className={buttonVariants({ size: "sm", variant: "outline" })}>
            Export Markdown
          </a>
          <a href={exportHref("pdf")} className={buttonVariants({ size: "sm", variant: "outline" })}>
            Export PDF
          </a>
        </nav>
        <ShareLink path={self} />
      </header>

      <Card aria-labelledby="what-happened">
        <CardTitle id="what-happened">What happened</CardTitle>
        <p className="text-sm">
          Opened from a {o.targetType}{" "}
          {o.targetType === "flag" ? <strong>{flagWords(o.what)}</strong> : <strong>{o.what}</strong>} in{" "}
          <a href={originHref}>
            {o.conversationId}
            {originEvent?.turn != null && `, turn ${originEvent.turn}`}
          </a>{" "}
          by {incident.createdBy} on {formatDate(incident.createdAt)}:
        </p>
        <blockquote className="my-2 border-l-4 border-border pl-3 text-sm">{o.text}</blockquote>
        {incident.summary && <p className="text-sm whitespace-pre-wrap">{incident.summary}</p>}
        {incident.fix && (
          <p className="mt-2 text-sm whitespace-pre-wrap">
            <strong>What was changed:</strong> {incident.fix}
          </p>
        )}
        {allows(user.role, "reviewer") && (
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-medium">Edit the case file</summary>
            <div className="mt-2">
              <IncidentForm incident={incident} />
            </div>
          </details>
        )}
      </Card>

      <Card aria-labelledby="figures">
        <CardTitle id="figures">Did the fix work?</CardTitle>
        <CardDescription>
          The incident&apos;s conversations only: false-claim rate and flags before and after the day the fix
          shipped, per deployment and per day.
        </CardDescription>
        <IncidentFiguresView figures={figures} />
      </Card>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,32rem)]">
        <Card aria-labelledby="timeline-heading" className="min-w-0">
          <CardTitle id="timeline-heading">Timeline</CardTitle>
          <CardDescription>
            Saves with their diff or &ldquo;no change&rdquo;, claims with their verdict, flags and review
            decisions, across the incident&apos;s conversations in time order.
          </CardDescription>
          <p className="mb-2 flex gap-3 text-sm" data-testid="timeline-show">
            {onlyWrong ? (
              <>
                <strong>Only what went wrong</strong>
                <a href={`${self}#timeline-heading`}>Show everything</a>
              </>
            ) : (
              <>
                <strong>Everything</strong>
                <a href={`${self}?show=wrong#timeline-heading`}>Only what went wrong</a>
              </>
            )}
          </p>
          <TimelineList timeline={shownTimeline} barLink={barLink} selected={selected} />
        </Card>
        <aside
          aria-label="The bar re-read"
          className="min-w-0 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto"
        >
          {reread ? (
            <BarPanel reread={reread} steps={steps} barTemplate={template} />
          ) : (
            <Card>
              <p role="status" className="text-sm text-muted-foreground">
                {problem ?? "Pick “re-read bar” in the timeline to read that bar here."}
              </p>
            </Card>
          )}
        </aside>
      </div>

      <Card aria-labelledby="conversations-heading">
        <CardTitle id="conversations-heading">Conversations in this incident</CardTitle>
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="incident-conversations">
            <thead>
              <tr className="border-b text-left">
                {["Conversation", "Started", "Model", "Deployment", "Flags", "Contradicted", "Came in"].map(
                  (h) => (
                    <th key={h} scope="col" className="py-1 pr-3 font-semibold">
                      {h}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {incident.conversationRows.map((c) => (
                <tr key={c.id} className="border-b last:border-b-0" data-conversation={c.id}>
                  <th scope="row" className="py-1 pr-3 text-left font-medium">
                    <a href={conversationHref(c.id)}>{c.id}</a>
                  </th>
                  <td className="py-1 pr-3">{c.startedAt ? formatDate(c.startedAt) : "—"}</td>
                  <td className="py-1 pr-3">{c.model ?? "—"}</td>
                  <td className="py-1 pr-3">{c.label ?? "—"}</td>
                  <td className="py-1 pr-3">{c.flags}</td>
                  <td className="py-1 pr-3">{c.contradicted}</td>
                  <td className="py-1 pr-3">
                    {c.via === "origin" ? "opened from" : c.via === "search" ? "search" : "saved search"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {incident.searches.length > 0 && (
          <>
            <h3 className="mt-3 text-sm font-semibold">Saved searches (run again after every ingest)</h3>
            <ul className="text-sm">
              {incident.searches.map((s) => (
                <li key={s.id} data-search={s.id}>
                  <a href={`${self}/search?${s.query}`}>
                    <code>{s.query}</code>
                  </a>{" "}
                  — {s.matches} added, since {formatDate(s.createdAt)}
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
    </div>
  );
}
