// An incident's report as Markdown: what happened, what was changed, the evidence (claims against
// what the saves changed, with where to re-read the bar, its engraving and the page image the model
// saw), the figures and the timeline. Personal data masked when asked, as the meetings' minutes
// mask it; every text from a chat, a score or a person escaped, so it makes no link, image or HTML.
import type { IncidentFigures } from "@/lib/contracts/incident-types.ts";
import type { Timeline } from "@/lib/contracts/incident-types.ts";
import type { IncidentDetail } from "@/lib/contracts/incident-types.ts";
import { escapeMarkdown } from "@/lib/minutes/escape-markdown.ts";
import { minutesText, type MinutesMask } from "@/lib/minutes/minutes-text.ts";
import { barHref } from "../findings/links.ts";
import { eventTime, eventWords } from "./event-words.ts";
import { compareFigures, dayRows, differenceWords, labelRows, rateWords } from "./figure-rows.ts";
import { incidentEvidence } from "./incident-evidence.ts";
import { formatDate } from "@/lib/format/date-time.ts";

/** What the model was shown at the incident's origin, and the bar it concerns: server paths. */
export interface OriginShown {
  engraving: string | null;
  image: string | null;
}

// Server paths are built from encodeURIComponent'd parts: no backtick can end the code span.
const path = (p: string) => `\`${p}\``;

export function incidentReportMarkdown(
  i: IncidentDetail,
  figures: IncidentFigures,
  timeline: Timeline,
  shown: OriginShown,
  mask: MinutesMask = { on: false },
): string {
  const masked = minutesText(mask);
  const t = (s: string) => escapeMarkdown(masked(s));
  const out: string[] = [
    `# Incident: ${t(i.title)}`,
    "",
    `- Status: **${i.status}**`,
    `- Owner: ${i.owner ? t(i.owner) : "nobody named"}`,
    `- Fix shipped: ${i.fixShippedOn ?? "not yet"}`,
    `- Opened from: ${i.origin.targetType} in conversation ${t(i.origin.conversationId)} (${t(i.origin.what)}) by ${t(i.createdBy)}, ${formatDate(i.createdAt)}`,
    `- Conversations: ${i.conversations}`,
    `- Case file: ${path(`/incidents/${encodeURIComponent(i.id)}`)}`,
    "",
    "## What happened",
    "",
    i.summary ? t(i.summary) : "No summary written yet.",
    "",
    `> ${t(i.origin.text)}`,
    "",
  ];
  if (shown.engraving) out.push(`Engraving of the bar: ${path(shown.engraving)}`, "");
  if (shown.image) out.push(`Page image the model was shown: ${path(shown.image)}`, "");
  out.push("## What was changed", "", i.fix ? t(i.fix) : "Not written yet.", "");

  const evidence = incidentEvidence(timeline.events);
  out.push("## Evidence: claims against what was saved", "");
  if (evidence.items.length === 0) out.push("No contradicted claim in the incident's conversations.", "");
  evidence.items.forEach(({ claim, saves }, n) => {
    out.push(
      `### ${n + 1}. Conversation ${t(claim.conversationId)}, turn ${claim.turn ?? "?"}`,
      "",
      `> ${t(claim.text)}`,
      "",
      `Barline's verdict: **${claim.verdict}**`,
      "",
    );
    if (saves.length === 0) out.push("- Saved at this turn: nothing");
    for (const s of saves) {
      const w = eventWords(s);
      out.push(`- ${t(w.headline)}: ${w.lines.map(t).join("; ")}`);
    }
    if (claim.bar) out.push(`- Re-read the bar: ${path(barHref(claim.bar))}`);
    out.push("");
  });
  if (evidence.more > 0) out.push(`… and ${evidence.more} more contradicted claims (in the timeline).`, "");

  out.push("## Figures", "");
  if (figures.fixShippedOn && figures.before && figures.after) {
    const c = compareFigures(figures.before, figures.after);
    out.push(
      `| | conversations | contradicted / checkable | false-claim rate (95% interval) |`,
      `|---|---|---|---|`,
      `| before ${figures.fixShippedOn} | ${figures.before.conversations} | ${c.before.hits} / ${c.before.of} | ${rateWords(c.before)} |`,
      `| from ${figures.fixShippedOn} | ${figures.after.conversations} | ${c.after.hits} / ${c.after.of} | ${rateWords(c.after)} |`,
      "",
      `Difference: ${differenceWords(c)}.`,
      "",
    );
  } else out.push("No fix day set: nothing to compare before and after.", "");
  out.push(
    "Per deployment:",
    "",
    "| deployment | conversations | flags | before | after | difference |",
    "|---|---|---|---|---|---|",
    ...labelRows(figures).map(
      (r) =>
        `| ${t(r.label)} | ${r.conversations} | ${r.flags} | ${r.before} | ${r.after} | ${r.difference} |`,
    ),
    "",
    "Per day:",
    "",
    "| day | conversations | flags | contradicted / checkable | false-claim rate (95% interval) |",
    "|---|---|---|---|---|",
    ...dayRows(figures).map(
      (r) => `| ${t(r.day)} | ${r.conversations} | ${r.flags} | ${r.contradicted} | ${r.rate} |`,
    ),
    "",
  );

  out.push("## Timeline", "");
  for (const e of timeline.events) {
    const w = eventWords(e);
    const where = `${t(e.conversationId)}${e.turn !== null ? ` turn ${e.turn}` : ""}`;
    out.push(`- ${eventTime(e.at)} · ${where} · **${w.kind}** ${t(w.headline)}`);
    for (const l of w.lines) out.push(`  - ${t(l)}`);
  }
  if (timeline.total > timeline.events.length)
    out.push(`- … ${timeline.total - timeline.events.length} later events not listed`);
  out.push("");
  return out.join("\n");
}
