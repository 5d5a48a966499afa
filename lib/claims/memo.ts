// Answers of the rules' readers of a text kept for the next rule that asks: every rule reads the
// sentence it is given for its bars, values, parts and staves again, and each sentence of a message
// splits the message again. The readers are pure; an answer kept is shared by every caller after,
// so it is frozen (a caller that changed it would change what the next one is told).
import type { ScoreContext } from "./subject/score-context.ts";

/** Texts kept per reader (per score); past this, all are dropped and keeping starts again. A
 * conversation's sentences fit, and few answers live long enough to be costly to collect. */
const TEXTS = 256;
/** Scores kept per reader, the same way: the versions of the score being analysed. */
const SCORES = 4;

function frozen<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) for (const v of value) frozen(v);
  else for (const k in value) frozen(value[k]);
  return Object.freeze(value);
}

/** `read` with each text's answer kept. */
export function keptByText<T>(read: (text: string) => T): (text: string) => T {
  let kept = new Map<string, T>();
  return (text) => {
    let answer = kept.get(text);
    if (answer === undefined) {
      if (kept.size >= TEXTS) kept = new Map();
      answer = frozen(read(text));
      kept.set(text, answer);
    }
    return answer;
  };
}

// A context's fields as one string: the versions of a score mostly give contexts alike, which read
// every text alike.
const contents = new WeakMap<ScoreContext, string>();

function contentOf(score: ScoreContext): string {
  let content = contents.get(score);
  if (content === undefined) contents.set(score, (content = JSON.stringify(score)));
  return content;
}

/** `read` with each text's answer kept for the score context it was given (the answer may depend on
 * the score's bars and parts): for any context with the same fields. */
export function keptByScore<T>(
  read: (text: string, score?: ScoreContext) => T,
): (text: string, score?: ScoreContext) => T {
  const withoutScore = keptByText((text) => read(text));
  let byContent = new Map<string, (text: string) => T>();
  // Most calls in a row come with the same context.
  let last: { score: ScoreContext; kept: (text: string) => T } | null = null;
  return (text, score) => {
    if (score === undefined) return withoutScore(text);
    if (last?.score !== score) {
      const content = contentOf(score);
      let kept = byContent.get(content);
      if (!kept) {
        if (byContent.size >= SCORES) byContent = new Map();
        byContent.set(content, (kept = keptByText((t) => read(t, score))));
      }
      last = { score, kept };
    }
    return last.kept(text);
  };
}
