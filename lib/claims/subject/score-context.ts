// What the extractor knows of the score, to place "the last bar" and name parts.
export interface ScoreContext {
  /** Printed number of the first full bar. A pickup numbered 0 does not count: with a pickup this is
   * still 1, so "the first bar" and "the fourth bar" count full bars as musicians do. */
  firstBar: number;
  /** Printed number of the pickup (an implicit first measure, "0"), when the score has one. */
  pickup?: number;
  /** Printed number of the last bar. */
  lastBar: number;
  barCount: number;
  /** `transposes`: the part is written at another pitch than it sounds ("Horn in F"). */
  parts: { id: string; name: string; staves: number; transposes?: true }[];
  /** The score's title ("Wiegelied"): its words name the piece. */
  title?: string;
  /** Printed number of the first bar of the last system, when the score marks systems. */
  lastLineFrom?: number;
}
