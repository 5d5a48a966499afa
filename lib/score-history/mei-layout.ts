// Which MEI staves make up which part. MEI has no parts: a part is a staffDef of its own, or a
// staffGrp that holds the staves of one instrument — a labelled or braced group of unlabelled
// staves, which is what verovio writes for a multi-staff MusicXML part (xml:id = the part id).
import { childrenNamed, firstChild, textOf, type XmlElement } from "./xml-tree.ts";
import type { Transposition } from "./score.ts";

export interface PartLayout {
  id: string;
  name: string;
  /** MEI staff @n of the part's staves, top to bottom. */
  staffNs: number[];
  /** The part sounds at another pitch than written (@trans.semi, @trans.diat); null: as written. */
  transposition: Transposition | null;
}

function labelOf(e: XmlElement): string {
  const label = firstChild(e, "label");
  return label ? textOf(label) : (e.attrs.label ?? "");
}

function isInstrumentGroup(grp: XmlElement): boolean {
  const staffDefs = childrenNamed(grp, "staffDef");
  if (staffDefs.length === 0 || childrenNamed(grp, "staffGrp").length > 0) return false;
  if (staffDefs.some((d) => labelOf(d) !== "")) return false;
  const braced =
    grp.attrs.symbol === "brace" || childrenNamed(grp, "grpSym").some((s) => s.attrs.symbol === "brace");
  return braced || labelOf(grp) !== "";
}

export function partLayout(scoreDef: XmlElement): PartLayout[] {
  const parts: PartLayout[] = [];
  // A staff defined twice is one staff, not a copy of its bars in another part.
  const seen = new Set<number>();
  const add = (e: XmlElement, staffDefs: XmlElement[]) => {
    const staffNs = staffDefs
      .map((d) => Number(d.attrs.n))
      .filter((n) => Number.isInteger(n) && !seen.has(n) && seen.add(n));
    if (staffNs.length === 0) return;
    parts.push({
      id: e.attrs["xml:id"] ?? `P${parts.length + 1}`,
      name: labelOf(e),
      staffNs,
      transposition: transpositionOf(staffDefs),
    });
  };
  const walk = (grp: XmlElement) => {
    for (const c of grp.children) {
      if (c.name === "staffDef") add(c, [c]);
      else if (c.name === "staffGrp") {
        if (isInstrumentGroup(c)) add(c, childrenNamed(c, "staffDef"));
        else walk(c);
      }
    }
  };
  walk(scoreDef);
  return parts;
}

/** The first staff's @trans.semi and @trans.diat (the letter steps nearest the semitones when absent). */
function transpositionOf(staffDefs: XmlElement[]): Transposition | null {
  const def = staffDefs.find((d) => Number(d.attrs["trans.semi"] ?? 0) !== 0);
  if (!def) return null;
  const chromatic = Math.trunc(Number(def.attrs["trans.semi"]));
  const diat = Number(def.attrs["trans.diat"]);
  const diatonic = Number.isInteger(diat) ? diat : Math.round((chromatic * 7) / 12);
  return Number.isFinite(chromatic) ? { diatonic, chromatic } : null;
}
