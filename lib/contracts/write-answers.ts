// What the API's writes answer, where a page reads the answer.
import { z } from "zod";
import { meetingItemRef } from "./meeting.ts";

/** POST /api/meetings, POST /api/incidents: the id of what was made. */
export const created = z.object({ id: z.string() });

/** POST /api/meetings/{id}/items `{ add }`, POST /api/incidents/{id}/conversations and …/searches:
 * how many were added that were not there yet. */
export const addedCount = z.object({ added: z.number().int() });

/** POST /api/meetings/{id}/items `{ minute }`: the minute as recorded on its finding. */
export const minuteRecorded = meetingItemRef.extend({ minute: z.string() });

/** PATCH /api/incidents/{id}: the fields that changed (and the incident as GET answers it). */
export const incidentChanged = z.object({ changed: z.array(z.string()) });

/** The writes whose answer a page does not read (accounts, sign-in and out): only success counts. */
export const unread = z.unknown();
