// One benchmark's contribution to BENCHMARKS.md.
export interface BenchSection {
  /** Heading of the section, e.g. "Reading scores". */
  title: string;
  /** Markdown body: a table of figures and a sentence on what was measured and the target. */
  body: string;
}

export type Bench = () => Promise<BenchSection>;

/** Milliseconds since `start` (from performance.now()), to one decimal. */
export function msSince(start: number): number {
  return Math.round((performance.now() - start) * 10) / 10;
}
