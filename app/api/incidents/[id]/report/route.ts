// The incident's report, exported as Markdown or as the report page printed to PDF, masked as the
// meetings' minutes are (app/api/export.ts).
import { incidentReportMarkdown } from "../../../../../components/incidents/incident-report-markdown.ts";
import { incidentReportData } from "../../../../incidents/[id]/report/report-data.ts";
import { exportDocument } from "../../../export.ts";

export async function GET(request: Request, ctx: RouteContext<"/api/incidents/[id]/report">) {
  const { id } = await ctx.params;
  return exportDocument(request, {
    what: `report of incident "${id}"`,
    action: "export-incident",
    target: id,
    page: `/incidents/${encodeURIComponent(id)}/report`,
    load: async (db) => {
      const r = await incidentReportData(db, id);
      return {
        file: `incident-${new Date().toISOString().slice(0, 10)}-${id}`,
        markdown: (mask) => incidentReportMarkdown(r.incident, r.figures, r.timeline, r.shown, mask),
      };
    },
  });
}
