// Every value a clause names, of every property, in text order.
import { findClefs } from "./clefs.ts";
import { keptByText } from "../memo.ts";
import { findKeys } from "./keys.ts";
import { findMarks } from "./marks.ts";
import type { ValueMention } from "./mention.ts";
import { findPitches } from "./pitches.ts";
import { findRests } from "./rests.ts";
import { findTimes } from "./times.ts";

export interface FindOptions {
  /** Accept "treble"/"bass" without the word "clef" (the clause or its context is about clefs). */
  bareClefNames?: boolean;
}

/** Every value the clause names, in text order. Pitch runs inside a key or time mention are dropped. */
export function findValueMentions(clause: string, options: FindOptions = {}): ValueMention[] {
  return options.bareClefNames ? withBareClefNames(clause) : withoutBareClefNames(clause);
}

const withBareClefNames = keptByText((clause) => valueMentions(clause, { bareClefNames: true }));
const withoutBareClefNames = keptByText((clause) => valueMentions(clause, {}));

function valueMentions(clause: string, options: FindOptions): ValueMention[] {
  const signs = [
    ...findClefs(clause, options.bareClefNames ?? false),
    ...findKeys(clause),
    ...findTimes(clause),
  ];
  const marks = findMarks(clause).filter((m) => !signs.some((s) => m.index >= s.index && m.index < s.end));
  const pitches = findPitches(clause).filter(
    (p) => ![...signs, ...marks].some((s) => p.index < s.end && s.index < p.end),
  );
  const all = [...signs, ...marks, ...pitches, ...findRests(clause)];
  // "The tempo marking is Allegro": the word naming the property adds nothing beside its value.
  const found = all
    .filter((m) => m.value !== null || !all.some((o) => o.property === m.property && o.value !== null))
    .sort((a, b) => a.index - b.index);
  // "piano (p)", "forte (f)": a mark spelled out and abbreviated in brackets is one mention.
  return found.filter((m, i) => {
    const prev = found[i - 1];
    return !(
      prev &&
      prev.property === m.property &&
      prev.value === m.value &&
      /^\s*\(\s*$/.test(clause.slice(prev.end, m.index))
    );
  });
}
