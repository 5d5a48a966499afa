// The minutes of a meeting, exported: `?format=md` (Markdown, the default) or `?format=pdf` (the
// minutes page printed by Chromium through its print stylesheet); `mask=1` masks e-mail addresses,
// phone numbers and the names listed in `names` (comma-separated). Every export is in the audit log.
// A PDF is printed from Barline's own address, never the request's Host; one person, one print at a
// time, and a few waiting: past that, 429 with Retry-After.
import { requireRole } from "../../../../../lib/auth/require-role.ts";
import { requestHost } from "../../../../../lib/auth/same-origin.ts";
import { findingLinks } from "../../../../../components/meetings/finding-links.ts";
import { recordAudit } from "../../../../../lib/db/audit/record-audit.ts";
import { getMeeting } from "../../../../../lib/db/meetings/get-meeting.ts";
import { maskNames } from "../../../../../lib/db/meetings/mask-personal.ts";
import { minutesMarkdown } from "../../../../../lib/db/meetings/minutes-markdown.ts";
import { answer, problem } from "../../../answer.ts";
import { printed } from "../../../printed.ts";

export async function GET(request: Request, ctx: RouteContext<"/api/meetings/[id]/minutes">) {
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
  return answer(`minutes of meeting "${id}"`, async (db) => {
    const meeting = await getMeeting(db, id);
    const file = `minutes-${meeting.heldOn.slice(0, 10)}-${id}`;
    let body: string | Uint8Array<ArrayBuffer>;
    if (format === "md") {
      // Links back to the reader at the address this server was asked on, so they open from the file.
      const origin = `${new URL(request.url).protocol}//${requestHost(request)}`;
      body = minutesMarkdown(meeting, { on: mask, names }, (i) => findingLinks(i, origin));
    } else {
      const page = new URLSearchParams();
      if (mask) page.set("mask", "1");
      if (names.length > 0) page.set("names", names.join(","));
      const path = `/meetings/${encodeURIComponent(id)}/minutes${page.size > 0 ? `?${page}` : ""}`;
      const print = await printed(allowed.user.id, path, request);
      if ("refused" in print) return print.refused;
      body = print.pdf;
    }
    await recordAudit(db.prisma, {
      userId: allowed.user.id,
      action: "export-minutes",
      target: id,
      detail: { format, mask, names: names.length },
    });
    return new Response(body, {
      headers:
        format === "md"
          ? {
              "content-type": "text/markdown; charset=utf-8",
              "content-disposition": `attachment; filename="${file}.md"`,
            }
          : {
              "content-type": "application/pdf",
              "content-disposition": `attachment; filename="${file}.pdf"`,
            },
    });
  });
}
