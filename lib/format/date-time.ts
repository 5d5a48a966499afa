// Dates and times as a person reads them, in UTC whatever the server's or browser's time zone, so
// a page, its PDF and its Markdown export say the same time. Built from the formatter's parts, not
// its string: the separators a locale puts between them differ between ICU versions.

/** What may be formatted: an ISO 8601 string as the API gives it, or a Date. One that is no time
 * at all throws a RangeError, as Intl does: the API's times come from the database, never typed. */
export type Instant = string | Date;

const UTC_PARTS = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function partsOf(at: Instant): Record<"year" | "month" | "day" | "hour" | "minute" | "second", string> {
  const parts = Object.fromEntries(UTC_PARTS.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return {
    year: String(parts.year).padStart(4, "0"),
    month: String(parts.month),
    day: String(parts.day),
    hour: String(parts.hour),
    minute: String(parts.minute),
    second: String(parts.second),
  };
}

/** The day, UTC: `2026-12-04`. */
export function formatDate(at: Instant): string {
  const p = partsOf(at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The day and minute, UTC: `2026-12-04 18:05`. */
export function formatDateTime(at: Instant): string {
  const p = partsOf(at);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** The day and second, UTC: `2026-12-04 18:05:09`. */
export function formatDateTimeSeconds(at: Instant): string {
  const p = partsOf(at);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
