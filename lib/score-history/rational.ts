// Exact offsets and durations in quarter notes. Kept reduced so that the same music encoded with
// other `<divisions>` gives equal values.
import type { Rational } from "./score.ts";

export const ZERO: Rational = { num: 0, den: 1 };

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a || 1;
}

export function rational(num: number, den = 1): Rational {
  if (den === 0) throw new RangeError("rational with denominator 0");
  if (den < 0) [num, den] = [-num, -den];
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}

/** A decimal written in a file ("3", "1.5") as an exact fraction; null when it is not a number. */
export function parseDecimal(text: string): Rational | null {
  const m = /^\s*([+-]?)(\d*)(?:\.(\d*))?\s*$/.exec(text);
  if (!m || (!m[2] && !m[3])) return null;
  const frac = m[3] ?? "";
  const den = 10 ** frac.length;
  const num = Number((m[2] || "0") + frac);
  return rational(m[1] === "-" ? -num : num, den);
}

export function add(a: Rational, b: Rational): Rational {
  if (a.den === b.den) return rational(a.num + b.num, a.den);
  return rational(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Rational, b: Rational): Rational {
  return add(a, { num: -b.num, den: b.den });
}

export function mul(a: Rational, b: Rational): Rational {
  return rational(a.num * b.num, a.den * b.den);
}

export function div(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den, a.den * b.num);
}

/** Negative, zero or positive as a is less than, equal to or greater than b. */
export function compare(a: Rational, b: Rational): number {
  return a.num * b.den - b.num * a.den;
}

export function equals(a: Rational, b: Rational): boolean {
  return a.num === b.num && a.den === b.den;
}

export function max(a: Rational, b: Rational): Rational {
  return compare(a, b) >= 0 ? a : b;
}

/** "3", "3/2", "-1/4". */
export function format(r: Rational): string {
  return r.den === 1 ? String(r.num) : `${r.num}/${r.den}`;
}
