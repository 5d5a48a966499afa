// Two versions of one score differ in a few bars. Where both are partwise MusicXML with the same
// parts, each with as many measures, a measure whose text is the same in both reads the same in
// both, so only the bar positions where some part's measure text differs need reading whole: the
// diff finds nothing elsewhere. The signs carried on from the others are still read (ReadOptions).
import { measureSpans } from "./measure-memo.ts";

/** Each part's opening tag and the spans of its measures, or null where a measure lies outside
 * any part or the text hides markup (measureSpans). */
function partsOf(text: string): { tag: string; measures: string[] }[] | null {
  const spans = measureSpans(text);
  if (!spans) return null;
  const parts: { at: number; tag: string; measures: string[] }[] = [];
  // "<part-list>", "<part-name>" and the like are other elements.
  for (const m of text.matchAll(/<part[\s>][^>]*>/g)) parts.push({ at: m.index, tag: m[0], measures: [] });
  let p = -1;
  for (const [start, end] of spans) {
    while (p + 1 < parts.length && parts[p + 1]!.at < start) p++;
    if (p < 0) return null;
    parts[p]!.measures.push(text.slice(start, end));
  }
  return parts;
}

/** The bar positions (from 1) where the two versions' measures differ in some part; null when the
 * versions cannot be compared measure by measure: other parts or bar counts, markup that hides
 * measures, or a changed measure that sets <divisions> (which changes what the measures after it
 * mean, their text unchanged). */
export function changedMeasures(older: string, newer: string): Set<number> | null {
  const a = partsOf(older);
  const b = partsOf(newer);
  if (!a || !b || a.length !== b.length) return null;
  const changed = new Set<number>();
  for (let p = 0; p < a.length; p++) {
    const [x, y] = [a[p]!, b[p]!];
    if (x.tag !== y.tag || x.measures.length !== y.measures.length) return null;
    for (let i = 0; i < x.measures.length; i++) {
      if (x.measures[i] === y.measures[i]) continue;
      if (x.measures[i]!.includes("<divisions") || y.measures[i]!.includes("<divisions")) return null;
      changed.add(i + 1);
    }
  }
  return changed;
}
