// A negative a clause's values do not account for: "the dynamic never made it into v3", "the treble
// clef never reached bar 5". Read without it, the clause would say the mark or the sign is there. A
// negative accounts for itself when a value of the clause follows it in the same stretch of words
// ("no pp at bar 13", "bar 5 is treble, not bass", "never leaves the treble clef") or answers a field
// ("pedal: none"); a reply's opening "No," or "Not quite:" answers the question and negates nothing of
// the clause; "…and nowhere else", "G5 and nothing higher" and "no clef changes" are scope words the
// rules read, and "no sharps or flats" names a key signature.
import { matchesOf } from "../matches.ts";
import type { ValueMention } from "../values/mention.ts";

const NEGATIVE = /\b(?:not|never|nowhere|none|no|neither|nor|without|nothing)\b|n't\b/gi;
const SCOPE =
  /\bnothing\s+(?:higher|lower|above|below)\b|\b(?:nowhere|none|no\s+\w+)\s+(?:else|elsewhere|anywhere\s+else)\b|\bno\s+(?:(?:clef|key|time|metre|meter|tempo)(?:\s+signature)?\s+)?changes?\b|\bno\s+(?:sharps\s+or\s+flats|flats\s+or\s+sharps)\b/gi;
const REPLY_PARTICLE = /^\s*(?:no|nope|not\s+(?:quite|really|exactly))\s*[,.!:;—–-]/i;
// A comma or a bracket starts another stretch of words.
const STRETCH_BREAK = /[,;()]/;
const FIELD_ANSWER = /^\s*[:=–—-]?\s*$/;

/** The first negative of the clause that stands before none of its values, or null. */
export function unreadNegative(
  clause: string,
  values: readonly ValueMention[],
  names: readonly [number, number][] = [],
): string | null {
  const start = REPLY_PARTICLE.exec(clause)?.[0].length ?? 0;
  // (A name holds no negative: "Song without Words: 12 bars".)
  const scope: (readonly [number, number])[] = [
    ...matchesOf(SCOPE, clause).map((m) => [m.index, m.index + m[0].length] as const),
    ...names,
  ];
  for (const m of matchesOf(NEGATIVE, clause)) {
    if (m.index < start || scope.some(([from, to]) => m.index >= from && m.index < to)) continue;
    const before = values.some(
      (v) => v.index >= m.index && !STRETCH_BREAK.test(clause.slice(m.index, v.index)),
    );
    const answers =
      /^(?:none|nothing)$/i.test(m[0]) &&
      values.some((v) => v.end <= m.index && FIELD_ANSWER.test(clause.slice(v.end, m.index)));
    if (!before && !answers) return m[0];
  }
  return null;
}

/** Whether a claim's value says something is absent or not so: the negative is its own. */
export function saysAbsence(kind: string, value: string | null): boolean {
  return (
    kind === "no-change" ||
    value === "absent" ||
    value === "removed" ||
    (value !== null && /^(?:not|no)\s/.test(value))
  );
}
