// What every extractor takes and gives: keyed texts in, claims per key out, with warnings.
import type { BarRange, ExtractedClaim } from "./claim.ts";

export interface ExtractItem {
  /** The caller's key for the text (a message or a tool result). */
  key: string;
  text: string;
  /** "assistant": an assistant message; "read": the text of a read tool result. */
  source: "assistant" | "read";
  /** For an assistant message: what the person asked in its turn, which short answers take their
   * subject from. */
  question?: string;
  /** For a read's text: the bars the read was asked for (none: the whole piece). */
  covers?: BarRange | null;
  /** For a read's text: the staff the read was asked for, which its lines naming none speak of; for an
   * assistant message: the one staff its turn's reads were asked for, the turn's when the person's
   * message names none. */
  staff?: number | null;
  /** For a read's text: the part the read was asked for, as its call named it ("Clarinet in B♭",
   * "P1"): its lines that name no part speak of that part, its keys in that part's written pitch. */
  part?: string;
  /** For an assistant message: the person's message of the turn before. A new message starts with
   * only what its own question gives it (findings.md), yet a claim that names no staff may still mean
   * the one staff that message named: it is checked both ways. */
  before?: string;
}

/** Claims per item key. `warnings` says where an extractor fell back to the rules, and why. */
export class ClaimMap extends Map<string, ExtractedClaim[]> {
  readonly warnings: string[] = [];
}
