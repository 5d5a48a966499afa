// A printable document exported (an incident's report, a meeting's minutes): `?format=md` (Markdown,
// the default) or `?format=pdf` (the document's page printed by Chromium through its print
// stylesheet); `mask=1` masks e-mail addresses, phone numbers and the names listed in `names`
// (comma-separated). A viewer may export; every export is in the audit log. A PDF is printed from
// Barline's own address, never the request's Host; one person, one print at a time, and a few
// waiting: past that, 429 with Retry-After (printed.ts).
import { requireRole } from "../../lib/auth/require-role.ts";
import { recordAudit, type AuditAction } from "../../lib/db/audit/record-audit.ts";
import type { Db } from "../../lib/db/client.ts";
import { maskNames } from "../../lib/minutes/mask-personal.ts";
import { maskParams, type MinutesMask } from "../../lib/minutes/minutes-text.ts";
import { answer, problem } from "./answer.ts";
import { printed } from "./printed.ts";

export interface ExportedDocument {
  /** The file's name, without its extension. */
  file: string;
  markdown: (mask: MinutesMask) => string;
}

export async function exportDocument(
  request: Request,
  doc: {
    /** What is exported, for the log and the 404/500 answers: `minutes of meeting "…"`. */
    what: string;
    action: AuditAction;
    target: string;
    /** The page a PDF prints, without its query. */
    page: string;
    load: (db: Db) => Promise<ExportedDocument>;
  },
): Promise<Response> {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  const params = new URL(request.url).searchParams;
  const format = params.get("format") ?? "md";
  if (format !== "md" && format !== "pdf")
    return problem(400, `parameter "format": "${format}" is not md or pdf`);
  const listed = maskNames(params.get("names"));
  if ("error" in listed) return problem(400, `parameter "names": ${listed.error}`);
  const mask = { on: params.get("mask") === "1", names: listed.names };
  return answer(doc.what, async (db) => {
    const { file, markdown } = await doc.load(db);
    let body: string | Uint8Array<ArrayBuffer>;
    if (format === "md") body = markdown(mask);
    else {
      const query = maskParams(mask);
      const print = await printed(
        allowed.user.id,
        `${doc.page}${query.size > 0 ? `?${query}` : ""}`,
        request,
      );
      if ("refused" in print) return print.refused;
      body = print.pdf;
    }
    await recordAudit(db.prisma, {
      userId: allowed.user.id,
      action: doc.action,
      target: doc.target,
      detail: { format, mask: mask.on, names: mask.names.length },
    });
    return new Response(body, {
      headers: {
        "content-type": format === "md" ? "text/markdown; charset=utf-8" : "application/pdf",
        "content-disposition": `attachment; filename="${file}.${format}"`,
      },
    });
  });
}
