import assert from "node:assert/strict";
import { test } from "node:test";
import { formatDate, formatDateTime, formatDateTimeSeconds } from "./date-time.ts";

// Just before and just after midnight UTC: a formatter in the process's own zone (run this file with
// TZ=America/Los_Angeles too) would put the first on the day before and the second on the same day.
const BEFORE_MIDNIGHT = "2026-03-01T23:59:58.900Z";
const AFTER_MIDNIGHT = "2026-03-02T00:00:01Z";

test("the day is UTC's, not the process's time zone", () => {
  assert.equal(formatDate(BEFORE_MIDNIGHT), "2026-03-01");
  assert.equal(formatDate(AFTER_MIDNIGHT), "2026-03-02");
  assert.equal(formatDate(new Date(Date.UTC(2026, 11, 31, 23, 30))), "2026-12-31");
});

test("minutes and seconds are UTC's, on a 24-hour clock, never rounded up", () => {
  assert.equal(formatDateTime(BEFORE_MIDNIGHT), "2026-03-01 23:59");
  assert.equal(formatDateTime(AFTER_MIDNIGHT), "2026-03-02 00:00");
  assert.equal(formatDateTimeSeconds(BEFORE_MIDNIGHT), "2026-03-01 23:59:58");
  assert.equal(formatDateTimeSeconds("2026-07-04T13:05:09Z"), "2026-07-04 13:05:09");
});

test("an ISO time with an offset is shown in UTC", () => {
  assert.equal(formatDateTime("2026-03-01T20:30:00-05:00"), "2026-03-02 01:30");
});

test("the same as the string slices it replaces, for every time the API gives", () => {
  for (const iso of [BEFORE_MIDNIGHT, "2026-02-28T12:00:00.000Z", "1999-12-31T23:59:59.999Z"]) {
    assert.equal(formatDate(iso), iso.slice(0, 10));
    assert.equal(formatDateTime(iso), iso.replace("T", " ").slice(0, 16));
    assert.equal(formatDateTimeSeconds(iso), iso.replace("T", " ").slice(0, 19));
  }
});

test("a string that is no time throws rather than printing 'Invalid Date'", () => {
  assert.throws(() => formatDate("not a date"), RangeError);
});
