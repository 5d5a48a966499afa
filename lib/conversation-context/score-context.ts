// What the claim extractor needs to know of a score to resolve "the last bar" or "the cello".
import type { ScoreContext } from "../claims/subject/score-context.ts";
import type { Score } from "../score-history/score.ts";

function barNumber(s: string | undefined): number | null {
  return s !== undefined && /^\d+$/.test(s) ? Number(s) : null;
}

const contexts = new WeakMap<Score, ScoreContext>();

/** One context per score, so what the extractor builds per context (part-name patterns) is built once. */
export function scoreContext(score: Score): ScoreContext {
  let context = contexts.get(score);
  if (!context) {
    context = contextOf(score);
    contexts.set(score, context);
  }
  return context;
}

function contextOf(score: Score): ScoreContext {
  const numbers = score.bars.map((b) => barNumber(b.number)).filter((n): n is number => n !== null);
  const full = score.bars.filter((b) => !b.implicit);
  const pickup = score.bars[0]?.implicit ? barNumber(score.bars[0].number) : null;
  return {
    ...(pickup === null ? {} : { pickup }),
    firstBar: barNumber(full[0]?.number) ?? numbers[0] ?? 1,
    lastBar: numbers.at(-1) ?? score.bars.length,
    barCount: score.bars.length,
    parts: score.parts.map((p) => ({
      id: p.id,
      name: p.name,
      staves: p.staves,
      ...(p.transposition?.chromatic ? { transposes: true as const } : {}),
    })),
    ...(score.title ? { title: score.title } : {}),
  };
}
