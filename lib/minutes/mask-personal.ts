// Personal data masked in an export: e-mail addresses, phone numbers, and the names the team lists.
// Addresses and numbers are found by scanning, not by regular expressions: a backtracking pattern
// for an address re-reads a run of letters once for every letter in it (a very long part label
// stalled the server). Each scan reads every character a bounded number of times, and
// counts its reads in `meter` (for the test that holds it to that).

import { z } from "zod";
import { column, table } from "../contracts/query-grammar.ts";

export interface Meter {
  reads: number;
}

const MAX_NAMES = 50;
const MAX_NAME_LENGTH = 100;

/** The mask an export's address asks for: `mask=1` masks e-mail addresses and phone numbers, and
 * `names` (comma-separated, at most 50 of at most 100 characters) the names listed. */
export const maskQuery = table({
  mask: column(
    "is",
    z
      .enum(["0", "1"], { error: "must be 1 to mask, or 0" })
      .optional()
      .transform((v) => v === "1"),
  ),
  names: column(
    "is",
    z
      .string()
      .optional()
      .transform((raw) =>
        (raw ?? "")
          .split(",")
          .map((n) => n.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(
            z
              .string()
              .max(MAX_NAME_LENGTH, { error: `must list names of at most ${MAX_NAME_LENGTH} characters` }),
          )
          .max(MAX_NAMES, { error: `must list at most ${MAX_NAMES} names` }),
      ),
  ),
});

export function maskPersonal(
  text: string,
  names: readonly string[] = [],
  meter: Meter = { reads: 0 },
): string {
  let out = maskPhones(maskEmails(text, meter), meter);
  const listed = names.map((n) => n.trim()).filter(Boolean);
  // Literal names, escaped, at most 50 of 100 characters (maskQuery): linear in the text.
  if (listed.length > 0)
    out = out.replace(new RegExp(`\\b(${listed.map(escapeRegExp).join("|")})\\b`, "gi"), "[name]");
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
// [A-Za-z0-9._%+-] before the "@", [A-Za-z0-9.-] after it
const isLocal = (c: number) =>
  isLetter(c) || isDigit(c) || c === 46 || c === 95 || c === 37 || c === 43 || c === 45;
const isDomain = (c: number) => isLetter(c) || isDigit(c) || c === 46 || c === 45;
// \w and "/": what may not touch a phone number
const isWordOrSlash = (c: number) => isLetter(c) || isDigit(c) || c === 95 || c === 47;
// [\d\s().-]: what a phone number is written with after its first digit
const isPhoneChar = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  return isDigit(c) || c === 40 || c === 41 || c === 46 || c === 45 || /\s/.test(text.charAt(i));
};

/**
 * Addresses as /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/ finds them: a run of local-part
 * characters, "@", and the domain up to its last "." followed by two letters or more.
 */
function maskEmails(text: string, meter: Meter): string {
  let out = "";
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    meter.reads++;
    if (!isLocal(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let at = i + 1;
    for (; isLocal(text.charCodeAt(at)); at++) meter.reads++;
    const end = text.charCodeAt(at) === 64 ? domainEnd(text, at + 1, meter) : -1;
    if (end > 0) {
      out += `${text.slice(copied, i)}[email]`;
      copied = end;
    }
    // No address starts later in this run: it would need the same "@".
    i = end > 0 ? end : at;
  }
  return out + text.slice(copied);
}

/** Where the address whose domain starts at `start` ends, or -1 when the domain has no ".xx". */
function domainEnd(text: string, start: number, meter: Meter): number {
  let end = start;
  for (; isDomain(text.charCodeAt(end)); end++) meter.reads++;
  // Back from the end to the last "." (not the domain's first character) with two letters or more.
  let letters = 0;
  for (let k = end - 1; k > start; k--) {
    meter.reads++;
    const c = text.charCodeAt(k);
    if (c === 46 && letters >= 2) return k + 1 + letters;
    letters = isLetter(c) ? letters + 1 : 0;
  }
  return -1;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Numbers as /(?<![\w/])\+?\(?\d[\d\s().-]{5,}\d(?![\w/])/ finds them, kept when they are an ISO date
 * or hold fewer than seven digits: "+" and "(" optional, a digit, then the longest run of digits,
 * spaces, dots, dashes and brackets that ends with a digit not followed by a letter, digit or "/".
 */
function maskPhones(text: string, meter: Meter): string {
  let out = "";
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    meter.reads++;
    let first = i;
    if (text.charCodeAt(first) === 43) first++;
    if (text.charCodeAt(first) === 40) first++;
    if (!isDigit(text.charCodeAt(first)) || (i > 0 && isWordOrSlash(text.charCodeAt(i - 1)))) {
      i++;
      continue;
    }
    let runEnd = first + 1;
    for (; runEnd < text.length && isPhoneChar(text, runEnd); runEnd++) meter.reads++;
    // The last digit in the run that nothing word-like follows, at least six characters on.
    let last = -1;
    for (let k = runEnd - 1; k >= first + 6 && last < 0; k--) {
      meter.reads++;
      const next = text.charCodeAt(k + 1);
      if (isDigit(text.charCodeAt(k)) && !(k + 1 < runEnd ? isDigit(next) : isWordOrSlash(next))) last = k;
    }
    if (last < 0) {
      // No number ends in this run, so none that starts later in it does either.
      i = runEnd;
      continue;
    }
    const found = text.slice(i, last + 1);
    meter.reads += found.length;
    if (!ISO_DATE.test(found) && (found.match(/\d/g)?.length ?? 0) >= 7) {
      out += `${text.slice(copied, i)}[phone]`;
      copied = last + 1;
    }
    i = last + 1;
  }
  return out + text.slice(copied);
}
