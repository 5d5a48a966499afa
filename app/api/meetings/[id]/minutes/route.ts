// The minutes of a meeting, exported as Markdown or as the minutes page printed to PDF, masked when
// asked (app/api/export.ts). Links go back to the reader at the address this server was asked on.
import { findingLinks } from "@/components/meetings/finding-links.ts";
import { getMeeting } from "@/lib/db/meetings/get-meeting.ts";
import { minutesMarkdown } from "@/lib/db/meetings/minutes-markdown.ts";
import { exportRoute } from "../../../export.ts";

export const GET = exportRoute({
  action: "export-minutes",
  page: (id) => `/meetings/${encodeURIComponent(id)}/minutes`,
  load: async (db, id, origin) => {
    const meeting = await getMeeting(db, id);
    return {
      file: `minutes-${meeting.heldOn.slice(0, 10)}-${id}`,
      markdown: (mask) => minutesMarkdown(meeting, mask, (i) => findingLinks(i, origin)),
    };
  },
});
