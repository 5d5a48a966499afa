// Text read as UTF-8 that says where it is not: bytes that are not UTF-8 are read as U+FFFD, as
// every decoder does, and the first of them is found so the problem can name its place.

/** The bytes as text, and the offset of the first byte that is not UTF-8 (null when all are). */
export function decodeUtf8(bytes: Uint8Array): { text: string; badByte: number | null } {
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), badByte: null };
  } catch {
    return { text: new TextDecoder("utf-8").decode(bytes), badByte: firstNotUtf8(bytes) };
  }
}

/** Where the first sequence that is not well-formed UTF-8 (RFC 3629) starts; -1 when there is none.
 * Walked only once the decoder has said there is one, so its cost is paid by broken files alone. */
export function firstNotUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    const more = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : 0;
    if (more === 0) return i;
    // After E0, ED, F0 and F4 the second byte's range is narrower: no overlong forms, no
    // surrogates, nothing past U+10FFFF.
    const low = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
    const high = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k <= more; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? low : 0x80) || c > (k === 1 ? high : 0xbf)) return i;
    }
    i += more + 1;
  }
  return -1;
}

/** "line L, byte B" for an offset, lines counted from 1 as an editor does. */
export function placeOfByte(bytes: Uint8Array, offset: number): string {
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
  return `line ${line}, byte ${offset}`;
}
