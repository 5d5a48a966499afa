// A bar of a score's version, as a page or the API names it to re-read it.
export interface BarAddress {
  scoreId: string;
  version: number;
  bar: string;
  part?: string;
  staff?: number;
}
