// What an incident's report holds, read once for its Markdown and its printed page: the incident,
// its figures and timeline, and at its origin the bar's engraving and the page image the model saw.
import type { Db } from "@/lib/db/client.ts";
import { getConversation } from "@/lib/db/conversations/get-conversation.ts";
import { incidentFigures } from "@/lib/db/incidents/incident-figures.ts";
import { incidentTimeline } from "@/lib/db/incidents/incident-timeline.ts";
import type { BarRef } from "@/lib/contracts/incident-types.ts";
import { getIncident } from "@/lib/db/incidents/get-incident.ts";
import { imageAt } from "@/components/reader/moments.ts";
import type { OriginShown } from "@/components/incidents/incident-report-markdown.ts";

/** The engraving of a bar, as the bar route answers it (SVG alone). */
export function engravingPath(b: BarRef): string {
  const q = new URLSearchParams({ format: "svg" });
  if (b.part) q.set("part", b.part);
  if (b.staff !== null) q.set("staff", String(b.staff));
  return `/api/scores/${encodeURIComponent(b.scoreId)}/versions/${b.version}/bars/${encodeURIComponent(b.bar)}?${q}`;
}

export async function incidentReportData(db: Db, id: string) {
  const [incident, figures, timeline] = await Promise.all([
    getIncident(db, id),
    incidentFigures(db, id),
    incidentTimeline(db, id),
  ]);
  const o = incident.origin;
  const at = timeline.events.find((e) => "id" in e && e.id === o.targetId && e.kind === o.targetType);
  const conversation = at?.turn != null ? await getConversation(db, o.conversationId) : null;
  const image = conversation && at?.turn != null ? imageAt(conversation.messages, at.turn) : null;
  // The origin's bar, else the first contradicted claim's: the bar the report's reader should see.
  const bar =
    at?.bar ?? timeline.events.find((e) => e.kind === "claim" && e.verdict === "contradicted" && e.bar)?.bar;
  const shown: OriginShown = {
    engraving: bar ? engravingPath(bar) : null,
    image: image?.url ?? null,
  };
  return { incident, figures, timeline, shown };
}
