// The sounding alter of MEI notes that carry neither @accid.ges nor @accid: what the key signature
// in force and the accidentals written earlier in the bar make of them — what a MusicXML <alter>
// says. verovio writes @accid.ges wherever the key or the bar alters a note, so for its MEI this
// only confirms naturals; hand-written MEI often leaves it out.
import { compare } from "./rational.ts";
import type { Key, NoteEvent, StaffBar } from "./score.ts";

// Sharps are added along F C G D A E B, flats along B E A D G C F; past seven they double.
const SHARP_ORDER = "FCGDAEB";
const FLAT_ORDER = "BEADGCF";

export function keyAlter(step: string, key: Key): number {
  const count = (order: string, n: number) => Math.max(0, Math.floor((n - order.indexOf(step) + 6) / 7));
  // "+ 0" turns the -0 of an unaltered step in a flat key into 0.
  return (key.fifths >= 0 ? count(SHARP_ORDER, key.fifths) : -count(FLAT_ORDER, -key.fifths)) + 0;
}

/** Sets the alter of every `implied` event of the bar; `written` events' accidentals hold for the rest of the bar. */
export function resolveImpliedAlters(bar: StaffBar, implied: Set<NoteEvent>, written: Set<NoteEvent>): void {
  const carried = new Map<string, number>();
  const keyChanges = bar.changes.filter((c) => c.kind === "key");
  for (const e of bar.events) {
    if (!e.pitch) continue;
    const place = `${e.pitch.step}${e.pitch.octave}`;
    if (written.has(e)) carried.set(place, e.pitch.alter);
    if (!implied.has(e)) continue;
    let key = bar.key;
    for (const c of keyChanges) if (compare(c.offset, e.offset) <= 0) key = c.key;
    e.pitch.alter = carried.get(place) ?? keyAlter(e.pitch.step, key);
  }
}
