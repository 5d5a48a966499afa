// Two false-claim rates (before/after a date, or two deployments), each with its 95% Wilson interval,
// and whether they differ by more than chance: the overview's pooled two-proportion z-test
// (two-sided, at 5%), and Newcombe's 95% interval of the difference for the small counts of one
// evaluation request, where the z-test's normal approximation does not hold. Pure arithmetic.

/** The normal quantile for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

export interface Rate {
  /** Contradicted claims. */
  hits: number;
  /** Checkable claims. */
  of: number;
  rate: number | null;
  /** 95% Wilson score interval; null when nothing was checkable. */
  low: number | null;
  high: number | null;
}

export interface Comparison {
  before: Rate;
  after: Rate;
  /** after − before; null when either side has nothing checkable. */
  difference: number | null;
  z: number | null;
  /** Two-sided p-value of the z-test. */
  p: number | null;
  /** p < 0.05: the difference is more than chance. */
  significant: boolean;
}

export function wilson(hits: number, of: number): Rate {
  if (of <= 0) return { hits, of, rate: null, low: null, high: null };
  const p = hits / of;
  const z2 = Z95 * Z95;
  const d = 1 + z2 / of;
  const centre = (p + z2 / (2 * of)) / d;
  const half = (Z95 / d) * Math.sqrt((p * (1 - p)) / of + z2 / (4 * of * of));
  return { hits, of, rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export function compareRates(
  before: { hits: number; of: number },
  after: { hits: number; of: number },
): Comparison {
  const b = wilson(before.hits, before.of);
  const a = wilson(after.hits, after.of);
  if (b.rate === null || a.rate === null)
    return { before: b, after: a, difference: null, z: null, p: null, significant: false };
  const pooled = (before.hits + after.hits) / (before.of + after.of);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / before.of + 1 / after.of));
  const difference = a.rate - b.rate;
  // Both rates 0 or both 1: no spread, nothing to test.
  if (se === 0) return { before: b, after: a, difference, z: null, p: null, significant: false };
  const z = difference / se;
  const p = 2 * (1 - normalCdf(Math.abs(z)));
  return { before: b, after: a, difference, z, p, significant: p < 0.05 };
}

export interface DifferenceInterval {
  /** b − a; null when either side has nothing checkable. */
  difference: number | null;
  /** Newcombe's hybrid score interval (his method 10), built from the two Wilson intervals. */
  low: number | null;
  high: number | null;
  /** The interval leaves out 0: the difference is more than chance. */
  significant: boolean;
}

/** The 95% interval of b's rate minus a's (Newcombe 1998, "Interval estimation for the difference
 * between independent proportions", method 10): well-behaved for a handful of claims and for rates
 * of 0 or 1, where a Wald interval collapses. */
export function newcombe(
  a: { hits: number; of: number },
  b: { hits: number; of: number },
): DifferenceInterval {
  const wa = wilson(a.hits, a.of);
  const wb = wilson(b.hits, b.of);
  if (wa.rate === null || wb.rate === null)
    return { difference: null, low: null, high: null, significant: false };
  const d = wb.rate - wa.rate;
  const low = d - Math.sqrt((wb.rate - wb.low!) ** 2 + (wa.high! - wa.rate) ** 2);
  const high = d + Math.sqrt((wb.high! - wb.rate) ** 2 + (wa.rate - wa.low!) ** 2);
  return { difference: d, low, high, significant: low > 0 || high < 0 };
}

/** Φ(x), the standard normal distribution function. */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2);
}

function erfc(x: number): number {
  // Numerical Recipes' erfc (Chebyshev fit), relative error below 1.2e-7 everywhere.
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}
