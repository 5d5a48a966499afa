// A value a clause names, with its place in the clause, so the extractor can pair values with the
// bars and staves around them.
import type { Property } from "../claim.ts";

export interface ValueMention {
  property: Property;
  /** Normalised value; null where the text names the property but no value ("the pedal marking"). */
  value: string | null;
  index: number;
  end: number;
}

/** Whether the place `index` falls inside a mention found before. */
export function overlaps(found: ValueMention[], index: number): boolean {
  return found.some((f) => index >= f.index && index < f.end);
}
