// The minutes of a meeting, exported: `?format=md` (Markdown, the default) or `?format=pdf` (the
// minutes page printed by Chromium through its print stylesheet); `mask=1` masks e-mail addresses,
// phone numbers and the names listed in `names` (comma-separated). Every export is in the audit log.
import { requireRole } from "../../../../../lib/auth/require-role.ts";
import { recordAudit } from "../../../../../lib/db/audit/record-audit.ts";
import { getMeeting } from "../../../../../lib/db/meetings/get-meeting.ts";
import { minutesMarkdown } from "../../../../../lib/db/meetings/minutes-markdown.ts";
import { printPdf } from "../../../../../lib/export/print-pdf.ts";
import { answer, problem } from "../../../answer.ts";

export async function GET(request: Request, ctx: RouteContext<"/api/meetings/[id]/minutes">) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  const { id } = await ctx.params;
  const params = new URL(request.url).searchParams;
  const format = params.get("format") ?? "md";
  if (format !== "md" && format !== "pdf")
    return problem(400, `parameter "format": "${format}" is not md or pdf`);
  const mask = params.get("mask") === "1";
  const names = (params.get("names") ?? "")
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean);
  return answer(`minutes of meeting "${id}"`, async (db) => {
    const meeting = await getMeeting(db, id);
    await recordAudit(db.prisma, {
      userId: allowed.user.id,
      action: "export-minutes",
      target: id,
      detail: { format, mask, names: names.length },
    });
    const file = `minutes-${meeting.heldOn.slice(0, 10)}-${id}`;
    if (format === "md")
      return new Response(minutesMarkdown(meeting, { on: mask, names }), {
        headers: {
          "content-type": "text/markdown; charset=utf-8",
          "content-disposition": `attachment; filename="${file}.md"`,
        },
      });
    const host = request.headers.get("host") ?? new URL(request.url).host;
    const page = new URL(`http://${host}/meetings/${encodeURIComponent(id)}/minutes`);
    if (mask) page.searchParams.set("mask", "1");
    if (names.length > 0) page.searchParams.set("names", names.join(","));
    const pdf = await printPdf(page.toString(), request.headers.get("cookie") ?? "");
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${file}.pdf"`,
      },
    });
  });
}
