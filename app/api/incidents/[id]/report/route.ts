// The incident's report, exported: `?format=md` (Markdown, the default) or `?format=pdf` (the
// report page printed by Chromium), masked as the meetings' minutes are: `mask=1` masks e-mail
// addresses, phone numbers and the names listed in `names` (comma-separated). Every export is audited.
import { requireRole } from "../../../../../lib/auth/require-role.ts";
import { recordAudit } from "../../../../../lib/db/audit/record-audit.ts";
import { maskNames } from "../../../../../lib/db/meetings/mask-personal.ts";
import { incidentReportMarkdown } from "../../../../../components/incidents/incident-report-markdown.ts";
import { incidentReportData } from "../../../../../components/incidents/report-data.ts";
import { answer, problem } from "../../../answer.ts";
import { printed } from "../../../printed.ts";

export async function GET(request: Request, ctx: RouteContext<"/api/incidents/[id]/report">) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  const { id } = await ctx.params;
  const params = new URL(request.url).searchParams;
  const format = params.get("format") ?? "md";
  if (format !== "md" && format !== "pdf")
    return problem(400, `parameter "format": "${format}" is not md or pdf`);
  const mask = params.get("mask") === "1";
  const listed = maskNames(params.get("names"));
  if ("error" in listed) return problem(400, `parameter "names": ${listed.error}`);
  const { names } = listed;
  return answer(`report of incident "${id}"`, async (db) => {
    const r = await incidentReportData(db, id);
    const file = `incident-${new Date().toISOString().slice(0, 10)}-${id}`;
    let body: string | Uint8Array<ArrayBuffer>;
    if (format === "md")
      body = incidentReportMarkdown(r.incident, r.figures, r.timeline, r.shown, { on: mask, names });
    else {
      const page = new URLSearchParams();
      if (mask) page.set("mask", "1");
      if (names.length > 0) page.set("names", names.join(","));
      const path = `/incidents/${encodeURIComponent(id)}/report${page.size > 0 ? `?${page}` : ""}`;
      const print = await printed(allowed.user.id, path, request);
      if ("refused" in print) return print.refused;
      body = print.pdf;
    }
    await recordAudit(db.prisma, {
      userId: allowed.user.id,
      action: "export-incident",
      target: id,
      detail: { format, mask, names: names.length },
    });
    return new Response(body, {
      headers: {
        "content-type": format === "md" ? "text/markdown; charset=utf-8" : "application/pdf",
        "content-disposition": `attachment; filename="${file}.${format}"`,
      },
    });
  });
}
