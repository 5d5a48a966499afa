// Numbers written as words, as counts, bar numbers and time signatures say them.
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};

/** "16", "sixteen", "twenty-four", "a hundred" → the number; words it does not know count 0. */
export function numberOf(word: string): number {
  const w = word.toLowerCase().replace(/^a\s+/, "");
  if (/^\d+$/.test(w)) return Number(w);
  return w.split(/[\s-]/).reduce((sum, part) => sum + (NUMBER_WORDS[part] ?? 0), 0);
}
