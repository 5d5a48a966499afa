// A printable document exported (an incident's report, a meeting's minutes): `?format=md` (Markdown,
// the default) or `?format=pdf` (the document's page printed by Chromium through its print
// stylesheet); `mask=1` masks e-mail addresses, phone numbers and the names listed in `names`
// (comma-separated). A viewer may export; every export is in the audit log. A PDF is printed from
// Barline's own address, never the request's Host; one person, one print at a time, and a few
// waiting: past that, 429 with Retry-After (lib/export/print-queue.ts).
import { requestHost } from "@/lib/auth/same-origin.ts";
import { event, type AuditAction } from "@/lib/db/audit/record-audit.ts";
import type { Db } from "@/lib/db/client.ts";
import { maskQuery } from "@/lib/minutes/mask-personal.ts";
import { maskParams, type MinutesMask } from "@/lib/minutes/minutes-text.ts";
import { column, oneOf, table } from "@/lib/contracts/query-grammar.ts";
import { printPdf } from "@/lib/export/print-pdf.ts";
import { endpoint } from "./endpoint.ts";
import { idParam } from "./params.ts";

export interface ExportedDocument {
  /** The file's name, without its extension. */
  file: string;
  markdown: (mask: MinutesMask) => string;
}

const exportQuery = table({
  format: column("is", oneOf(["md", "pdf"], "a format").default("md")),
  ...maskQuery.columns,
});

/** The GET route exporting the document of the record its path names. */
export function exportRoute(doc: {
  action: AuditAction;
  /** The page a PDF prints, without its query. */
  page: (id: string) => string;
  /** `origin`: this server as the request addressed it, for links that open from the file. */
  load: (db: Db, id: string, origin: string) => Promise<ExportedDocument>;
}) {
  return endpoint({
    role: "viewer",
    params: idParam,
    query: exportQuery,
    handler: async ({ db, user, params: { id }, query: { format, mask: on, names }, request }) => {
      const mask = { on, names };
      const origin = `${new URL(request.url).protocol}//${requestHost(request)}`;
      const { file, markdown } = await doc.load(db, id, origin);
      let body: string | Uint8Array<ArrayBuffer>;
      if (format === "md") body = markdown(mask);
      else {
        const query = maskParams(mask);
        const path = `${doc.page(id)}${query.size > 0 ? `?${query}` : ""}`;
        body = new Uint8Array(await printPdf(user.id, path, request.headers.get("cookie") ?? ""));
      }
      await event(db.prisma, user.id, doc.action, {
        target: id,
        detail: { format, mask: mask.on, names: mask.names.length },
      });
      return new Response(body, {
        headers: {
          "content-type": format === "md" ? "text/markdown; charset=utf-8" : "application/pdf",
          "content-disposition": `attachment; filename="${file}.${format}"`,
        },
      });
    },
  });
}
