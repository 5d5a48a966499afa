// The minutes of a meeting, exported as Markdown or as the minutes page printed to PDF, masked when
// asked (app/api/export.ts).
import { requestHost } from "../../../../../lib/auth/same-origin.ts";
import { findingLinks } from "../../../../../components/meetings/finding-links.ts";
import { getMeeting } from "../../../../../lib/db/meetings/get-meeting.ts";
import { minutesMarkdown } from "../../../../../lib/db/meetings/minutes-markdown.ts";
import { exportDocument } from "../../../export.ts";

export async function GET(request: Request, ctx: RouteContext<"/api/meetings/[id]/minutes">) {
  const { id } = await ctx.params;
  // Links back to the reader at the address this server was asked on, so they open from the file.
  const origin = `${new URL(request.url).protocol}//${requestHost(request)}`;
  return exportDocument(request, {
    what: `minutes of meeting "${id}"`,
    action: "export-minutes",
    target: id,
    page: `/meetings/${encodeURIComponent(id)}/minutes`,
    load: async (db) => {
      const meeting = await getMeeting(db, id);
      return {
        file: `minutes-${meeting.heldOn.slice(0, 10)}-${id}`,
        markdown: (mask) => minutesMarkdown(meeting, mask, (i) => findingLinks(i, origin)),
      };
    },
  });
}
