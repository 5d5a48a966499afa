// What a clause says of one value, and the claims it makes: one per part said together.
import type { BarRange, ClaimKind, ExtractedClaim, Property, Subject } from "../claim.ts";
import type { PartMention } from "../subject/parts.ts";

/** What a clause says of one value: the parts said together (or the one part, or none), the staff. */
export interface Said {
  kind: ClaimKind;
  parts: (PartMention | null)[];
  /** The keyboard part a staff alone names in a score of several parts. */
  keyboard: string | null;
  staff: number | null;
  property: Property;
  text: string;
  /** A section the score does not name ("the bridge"): the claim cannot be placed in bars. */
  section?: string;
  /** Only "now" made it an edit: it holds too when the score now has it. */
  nowState?: boolean;
  nowOrEdit?: boolean;
  besideEdit?: boolean;
  /** A state said with "now". */
  saysNow?: boolean;
}

/** A claim of the value in these bars for each part said together. (A function, not a closure made
 * per value: tsx names every closure it creates, which costs more than the claim.) */
export function addClaims(
  claims: ExtractedClaim[],
  said: Said,
  bars: BarRange | null,
  value: string | null,
): void {
  for (const p of said.parts) {
    const subject: Subject = {
      part: p?.part ?? said.keyboard,
      staff: said.staff,
      bars,
      property: said.property,
    };
    const claim: ExtractedClaim = { kind: said.kind, subject, value, text: said.text };
    if (p?.name) claim.partName = p.name;
    if (said.section) claim.section = said.section;
    if (said.nowState) claim.nowState = true;
    if (said.nowOrEdit) claim.nowOrEdit = true;
    if (said.besideEdit) claim.besideEdit = true;
    if (said.saysNow) claim.saysNow = true;
    claims.push(claim);
  }
}
