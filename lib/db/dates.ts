// Dates as the database keeps them: an unparseable or missing date is null, never "Invalid Date".

export function dateOrNull(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : new Date(t);
}

/** The day (UTC, YYYY-MM-DD) of a date, or null. */
export function dayOrNull(date: Date | null): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}
