// The incident's report, exported as Markdown or as the report page printed to PDF, masked as the
// meetings' minutes are (app/api/export.ts).
import { incidentReportMarkdown } from "@/components/incidents/incident-report-markdown.ts";
import { incidentReportData } from "../../../../incidents/[id]/report/report-data.ts";
import { exportRoute } from "../../../export.ts";

export const GET = exportRoute({
  action: "export-incident",
  page: (id) => `/incidents/${encodeURIComponent(id)}/report`,
  load: async (db, id) => {
    const r = await incidentReportData(db, id);
    return {
      file: `incident-${new Date().toISOString().slice(0, 10)}-${id}`,
      markdown: (mask) => incidentReportMarkdown(r.incident, r.figures, r.timeline, r.shown, mask),
    };
  },
});
