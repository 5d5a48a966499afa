// One benchmark's contribution to BENCHMARKS.md.
export interface BenchSection {
  /** Heading of the section, e.g. "Reading scores". */
  title: string;
  /** One line on what the table shows, for a reader in a hurry: the section opens with it. */
  summary: string;
  /** Markdown body: the table of figures first, then how it was measured and the target. */
  body: string;
}

export type Bench = () => Promise<BenchSection>;

/** Milliseconds since `start` (from performance.now()), to one decimal. */
export function msSince(start: number): number {
  return Math.round((performance.now() - start) * 10) / 10;
}
