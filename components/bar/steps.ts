// Where the step keys lead from a bar at a version: the bars beside it (within the version's bars)
// and the versions before and after it (in the score's history).
import type { Steps } from "./step-keys.tsx";

export function barSteps(
  at: { bar: string; version: number },
  history: { version: number; bars: number }[],
  href: (bar: string, version: number) => string,
): Steps {
  const steps: Steps = {};
  const i = history.findIndex((v) => v.version === at.version);
  const here = history[i];
  // A bar printed as something other than a number ("X1") has no neighbours by number.
  const n = /^\d+$/.test(at.bar) ? Number(at.bar) : null;
  if (n !== null && n > 1) steps.prevBar = href(String(n - 1), at.version);
  if (n !== null && here && n < here.bars) steps.nextBar = href(String(n + 1), at.version);
  const before = history[i - 1];
  const after = history[i + 1];
  if (i > 0 && before) steps.prevVersion = href(at.bar, before.version);
  if (i >= 0 && after) steps.nextVersion = href(at.bar, after.version);
  return steps;
}
