// A value as another extractor (Claude) wrote it, normalised as the rules write it.
import type { Property } from "../claim.ts";
import { clefValue, findClefs, isClefName } from "./clefs.ts";
import { findKeys } from "./keys.ts";
import { findMarks } from "./marks.ts";
import type { ValueMention } from "./mention.ts";
import { TRANSPOSED } from "./notes-change.ts";
import { findPitches } from "./pitches.ts";
import { findTimes } from "./times.ts";

/**
 * A value as another extractor (Claude) wrote it, normalised as the rules would write it; null when it
 * is not a value of that property. Already-normalised values come back unchanged.
 */
export function normalizeValue(property: Property, raw: string | null): string | null | undefined {
  if (raw === null) return null;
  const text = raw.trim();
  const firstOf = (mentions: ValueMention[]) => mentions.find((m) => m.property === property)?.value;
  switch (property) {
    case "clef":
      return (
        clefValue(text.replace(/\s*clef$/i, "")) ??
        firstOf(findClefs(text, true)) ??
        (isClefName(text) ? text : undefined)
      );
    case "key":
      return /\|/.test(text) ? text : firstOf(findKeys(text));
    case "time":
      return firstOf(findTimes(text));
    case "notes":
      return text === "changed" || TRANSPOSED.test(text) ? text : firstOf(findPitches(text));
    case "pedal":
      return ["added", "removed", "present", "absent"].includes(text) ? text : undefined;
    case "dynamics":
      return ["added", "removed", "present", "absent"].includes(text) ? text : firstOf(findMarks(text));
    case "tempo":
      return ["added", "removed", "present", "absent"].includes(text)
        ? text
        : (firstOf(findMarks(text)) ?? undefined);
    case "bar-count":
      return /^\d+$/.test(text) ? text : undefined;
    case "other":
      return text;
  }
}
