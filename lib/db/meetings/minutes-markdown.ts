// The minutes of a meeting as Markdown: date, attendees, each finding with its evidence, the decision
// and the minute; personal data masked when asked. Every text from a chat, a score or a person is
// escaped: in a rendered Markdown it reads as it was written, and makes no link, image or HTML.
import type { ReviewView } from "../../contracts/review-view.ts";
import { escapeMarkdown } from "../../minutes/escape-markdown.ts";
import { barWords } from "../../minutes/finding-name.ts";
import type { MeetingDetail, MeetingFinding } from "../../contracts/meeting.ts";
import { minutesText, type MinutesMask } from "../../minutes/minutes-text.ts";
import { formatDate } from "../../format/date-time.ts";

/** A decision in words, as the minutes give it ("corrected to unverifiable by Ada — “note”"). */
export const decisionWords = (r: ReviewView | null, t: (s: string) => string = (s) => s) =>
  r
    ? `${r.decision}${r.decision === "corrected" && r.verdict ? ` to ${r.verdict}` : ""} by ${t(r.by)}${r.note ? ` — “${t(r.note)}”` : ""}`
    : "no decision taken";

/** The addresses a finding leads back to (the conversation at its turn, its bar), built by the caller. */
export type LinksOf = (i: MeetingFinding) => { conversation: string; bar: string | null };

export function minutesMarkdown(
  m: MeetingDetail,
  mask: MinutesMask = { on: false },
  linksOf?: LinksOf,
): string {
  const shown = minutesText(mask);
  const t = (s: string) => escapeMarkdown(shown(s));
  const lines = [
    `# ${t(m.title)}`,
    "",
    `- Date: ${formatDate(m.heldOn)}`,
    `- Attendees: ${m.attendees.map(t).join(", ") || "none listed"}`,
    `- Findings: ${m.items.length}`,
    "",
  ];
  m.items.forEach((i, n) => {
    lines.push(`## ${n + 1}. ${t(i.name)}`, "");
    const links = linksOf?.(i);
    const bar = barWords(i.subject);
    if (links)
      lines.push(
        [
          `[the conversation${i.turn !== null ? ` at turn ${i.turn}` : ""}](<${links.conversation}>)`,
          ...(links.bar && bar ? [`[${bar} re-read](<${links.bar}>)`] : []),
        ].join(" · "),
        "",
      );
    lines.push(i.targetType === "claim" ? `> ${t(i.text)}` : t(i.text), "");
    if (i.verdict) lines.push(`Barline's verdict: **${i.verdict}**`, "");
    if (i.evidence.length > 0) lines.push("Evidence:", "", ...i.evidence.map((e) => `- ${t(e)}`), "");
    for (const f of i.flags)
      lines.push(`- Flag ${t(f.type)} at turn ${f.turn}: ${t(f.message)} — ${decisionWords(f.review, t)}`);
    if (i.flags.length > 0) lines.push("");
    if (i.targetType !== "conversation")
      lines.push(`Decision: ${decisionWords(i.decidedHere ?? i.inForce, t)}`, "");
    if (i.minute) lines.push(`Minute: ${t(i.minute)}`, "");
  });
  return lines.join("\n");
}
