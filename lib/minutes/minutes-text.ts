// A text from a chat, a score or a person as the minutes give it: personal data masked when asked,
// and cut after 10,000 characters (a part label in a score can be 150,000 letters long). Masked
// before it is cut, so a cut never leaves half an address unmasked.
import { maskPersonal } from "./mask-personal.ts";

export const MINUTES_TEXT_MAX = 10_000;

export interface MinutesMask {
  on: boolean;
  names?: readonly string[];
}

export function minutesText(mask: MinutesMask): (s: string) => string {
  return (s) => {
    const text = mask.on ? maskPersonal(s, mask.names) : s;
    return text.length <= MINUTES_TEXT_MAX
      ? text
      : `${text.slice(0, MINUTES_TEXT_MAX)}… (${text.length - MINUTES_TEXT_MAX} more characters)`;
  };
}

/** The mask as an export's address carries it (`mask=1&names=…`), for its page and its API alike. */
export function maskParams(mask: MinutesMask): URLSearchParams {
  const params = new URLSearchParams();
  if (!mask.on) return params;
  params.set("mask", "1");
  if (mask.names && mask.names.length > 0) params.set("names", mask.names.join(","));
  return params;
}
