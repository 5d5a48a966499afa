// Bounds no real score or chat log comes near, so that a file written to exhaust memory or time is
// refused with a ReadError naming the file, the place and the limit instead of being followed.
// Each is far past what a real file holds (organ scores have 4 staves, Mahler's Eighth ~ 90 parts,
// the longest chats a few thousand messages); README "Limits" lists them.
import { ReadError } from "./read-error.ts";

export const LIMITS = {
  /** Staves in one part (a staff number, `<staves>`, a clef's number). */
  stavesPerPart: 64,
  /** Parts in one score (a bar re-read engraves all of them, so its cost grows with this). */
  parts: 256,
  /** Bars in one score. */
  bars: 100_000,
  /** Bars × staves of a whole score: what a reading holds in memory, and what a file of empty
   * measures on many staves makes of few bytes (BENCHMARKS.md, "Limits"). */
  staffBars: 200_000,
  /** Sharps or flats in a key signature (14: every step double-sharped). */
  keyAccidentals: 14,
  /** Semitones in one `<alter>` (3: a triple sharp). */
  alteration: 3,
  /** Elements inside elements (XML), or arrays and objects inside each other (JSON). */
  nestingDepth: 256,
  /** Characters in one message, or in one line of a JSON Lines log. */
  messageChars: 64 * 2 ** 20,
  /** Characters in one whole-file JSON document or one score file. */
  documentChars: 64 * 2 ** 20,
  /** Messages in one conversation. */
  messagesPerConversation: 200_000,
  /** Versions in one score history (each read and diffed against the one before, so memory and
   * time grow with this). */
  versionsPerScore: 20_000,
  /** Bytes a zipped bundle may expand to, all entries together. */
  zipExpansion: 512 * 2 ** 20,
} as const;

export type LimitName = keyof typeof LIMITS;

const WHAT: Record<LimitName, string> = {
  stavesPerPart: "staves in a part",
  parts: "parts in a score",
  bars: "bars in a score",
  staffBars: "bars × staves in a score",
  keyAccidentals: "sharps or flats in a key signature",
  alteration: "semitones of alteration",
  nestingDepth: "levels of nesting",
  messageChars: "characters in one message or line",
  documentChars: "characters in one document",
  messagesPerConversation: "messages in one conversation",
  versionsPerScore: "versions of one score",
  zipExpansion: "bytes expanded from the zip",
};

/** The error for `value` past limit `name`. */
export function overLimit(file: string, name: LimitName, value: number, at?: string): ReadError {
  return new ReadError(
    file,
    `${value.toLocaleString("en")} ${WHAT[name]} is over Barline's limit of ${LIMITS[name].toLocaleString("en")}`,
    at,
  );
}

/** Throws when |value| is past limit `name`. */
export function checkLimit(file: string, name: LimitName, value: number, at?: string): void {
  if (Math.abs(value) > LIMITS[name]) throw overLimit(file, name, Math.abs(value), at);
}

/** How deep arrays and objects nest in JSON text, counted before parsing so that nothing that walks
 * the parsed value recursively can overflow the stack; strings are skipped. Stops past `limit`. */
export function jsonDepth(text: string, limit: number = LIMITS.nestingDepth): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** JSON.parse, refusing text nested past the limit or longer than `chars`. */
export function parseJsonBounded(
  text: string,
  file: string,
  at?: string,
  chars: LimitName = "documentChars",
): unknown {
  if (text.length > LIMITS[chars]) throw overLimit(file, chars, text.length, at);
  const depth = jsonDepth(text);
  if (depth > LIMITS.nestingDepth) throw overLimit(file, "nestingDepth", depth, at);
  return JSON.parse(text);
}
