// Series colours: distinct, each at least 3:1 against white (WCAG non-text contrast).
const PALETTE = [
  "#1d4f91",
  "#a4261c",
  "#1f6f3f",
  "#7a4fa0",
  "#8a5a00",
  "#0f6e78",
  "#b0306f",
  "#4b5563",
  "#9a3412",
  "#365314",
];

export const colour = (i: number) => PALETTE[i % PALETTE.length]!;
