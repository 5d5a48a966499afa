// One colour per flag type and per model (or deployment label), the same wherever it is drawn: badges,
// the conversations table, the charts. Each is at least 3:1 against white (WCAG non-text contrast).
import { FLAG_TYPES } from "@/lib/findings/flag.ts";

// Tableau's ten categories, darkened where needed for the contrast: ten hues told apart at a glance.
const PALETTE = [
  "#1f77b4",
  "#c25700",
  "#2a7d2a",
  "#c62828",
  "#7b4fa0",
  "#8c564b",
  "#c2185b",
  "#5f6368",
  "#6b6b00",
  "#00838f",
];

/** The colour of a series by its place (for series with no name of their own). */
export const colour = (i: number) => PALETTE[i % PALETTE.length]!;

/** Each flag type's own colour: its place in findings.md's list, so no two types share one. */
export const flagColour = (type: string) => {
  const i = (FLAG_TYPES as readonly string[]).indexOf(type);
  return i < 0 ? PALETTE[PALETTE.length - 1]! : colour(i);
};

/**
 * A model's or a label's colour: its place among all the database holds (sorted), so it is the same on
 * every page and under every filter, and two of them differ while there are no more than colours.
 */
export function nameColour(name: string, all: readonly string[]): string {
  const i = all.indexOf(name);
  return colour(i < 0 ? all.length : i);
}
