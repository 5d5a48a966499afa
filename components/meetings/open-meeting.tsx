"use client";
// Marks the meeting being stepped through as the one open in this browser: the reader and the
// review queue then offer to add findings to it.
import { useEffect } from "react";
import { writeOpenMeeting, type OpenMeeting } from "./picks.ts";

export function OpenMeetingMark({ meeting }: { meeting: OpenMeeting }) {
  const { id, title } = meeting;
  useEffect(() => writeOpenMeeting({ id, title }), [id, title]);
  return null;
}
