// The minutes of a meeting as a page: what the PDF export prints (through the print stylesheet: no
// navigation, black on white), with the same masking as the Markdown export.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReviewView } from "../../../../lib/db/api-types.ts";
import { NotFoundError } from "../../../../lib/db/errors.ts";
import { getMeeting } from "../../../../lib/db/meetings/get-meeting.ts";
import { maskNames } from "../../../../lib/db/meetings/mask-personal.ts";
import { decisionWords } from "../../../../lib/db/meetings/minutes-markdown.ts";
import { minutesText } from "../../../../lib/db/meetings/minutes-text.ts";
import { FindingLinksLine } from "../../../../components/meetings/finding-links-line.tsx";
import { pageDb } from "../../../db.ts";

export const metadata: Metadata = { title: "Minutes" };

const PRINT = `@media print { body > header, body > a, .no-print { display: none !important } main { padding: 0 !important; max-width: none !important } a { color: inherit; text-decoration: none } section { break-inside: avoid } }`;

export default async function MinutesPage({ params, searchParams }: PageProps<"/meetings/[id]/minutes">) {
  const { id } = await params;
  const sp = await searchParams;
  const db = await pageDb();
  const m = await getMeeting(db, id).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const listed = maskNames(typeof sp.names === "string" ? sp.names : null);
  const names = "names" in listed ? listed.names : [];
  const masked = sp.mask === "1";
  const t = minutesText({ on: masked, names });
  const decision = (r: ReviewView | null) => decisionWords(r, t);
  const q = (extra: string) =>
    `/api/meetings/${id}/minutes?${extra}${masked ? `&mask=1&names=${encodeURIComponent(names.join(","))}` : ""}`;
  return (
    <article className="mx-auto max-w-3xl space-y-4">
      <style>{PRINT}</style>
      <header>
        <h1 className="text-2xl font-bold">{t(m.title)}</h1>
        <p className="text-sm">Date: {m.heldOn.slice(0, 10)}</p>
        <p className="text-sm">Attendees: {m.attendees.map(t).join(", ") || "none listed"}</p>
      </header>
      {"error" in listed && (
        <p role="alert" className="text-sm">
          Names to mask: {listed.error}
        </p>
      )}
      <form className="no-print flex flex-wrap items-end gap-2 text-sm" method="get">
        <label className="flex items-center gap-1">
          <input type="checkbox" name="mask" value="1" defaultChecked={masked} /> Mask e-mails, phones and
          names
        </label>
        <label className="flex flex-col gap-1 text-xs">
          Names to mask (comma-separated)
          <input name="names" defaultValue={names.join(",")} className="h-8 rounded-md border px-2" />
        </label>
        <button type="submit" className="h-8 rounded-md border px-2">
          Apply
        </button>
        <a href={q("format=md")}>Export Markdown</a>
        <a href={q("format=pdf")}>Export PDF</a>
      </form>
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
