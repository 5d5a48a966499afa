// Reading a zip archive one entry at a time (an .mxl score, a zipped bundle): the central directory
// lists the entries, and an entry is inflated only when asked for, in small slices, its output
// counted as it is produced. Sizes written in the archive are never trusted against a zip bomb, and
// an entry that expands to another size than the archive declares is refused, not cut short.
import { Inflate } from "fflate";
import { ReadError } from "./read-error.ts";

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** As the central directory declares it. */
  size: number;
  localOffset: number;
}

const SLICE = 16 * 1024;

function u16(b: Uint8Array, at: number): number {
  return (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
}

function u32(b: Uint8Array, at: number): number {
  return (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;
}

const utf8 = new TextDecoder("utf-8");

/** The central directory: the authoritative list of entries, at the end of the archive. `what`
 * names the archive in messages ("the .mxl archive", "the zip"). */
export function zipEntries(bytes: Uint8Array, file: string, what: string): ZipEntry[] {
  let eocd = -1;
  // The end record is 22 bytes plus a comment of at most 65535.
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (u32(bytes, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ReadError(file, `${what} is truncated or corrupt: no end of central directory`);
  const count = u16(bytes, eocd + 10);
  let at = u32(bytes, eocd + 16);
  const list: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50)
      throw new ReadError(file, `${what} is truncated or corrupt: bad central directory`, `entry ${i + 1}`);
    const nameLength = u16(bytes, at + 28);
    list.push({
      method: u16(bytes, at + 10),
      compressedSize: u32(bytes, at + 20),
      size: u32(bytes, at + 24),
      localOffset: u32(bytes, at + 42),
      name: utf8.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return list;
}

/** One entry's bytes. `cap`: bytes it may expand to, checked as they come (a ReadError past it).
 * `exactSize`: the entry must expand to exactly the size the directory declares. */
export function inflateEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  file: string,
  what: string,
  cap: number,
  exactSize = false,
): Uint8Array {
  const size = cap % 2 ** 20 === 0 ? `${cap / 2 ** 20} MiB` : `${cap} bytes`;
  const lies = exactSize && entry.size < cap;
  const limit = lies ? entry.size : cap;
  const tooBig = () =>
    lies
      ? new ReadError(
          file,
          `${what} declares ${entry.size} bytes for this entry but it holds more`,
          entry.name,
        )
      : new ReadError(file, `an entry of ${what} expands past ${size}`, entry.name);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || u32(bytes, at) !== 0x04034b50)
    throw new ReadError(file, `${what} is truncated or corrupt: bad local header`, entry.name);
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new ReadError(file, `${what} is truncated`, entry.name);
  const data = bytes.subarray(start, end);
  let out: Uint8Array;
  if (entry.method === 0) {
    if (data.length > limit) throw tooBig();
    out = data;
  } else if (entry.method === 8) out = inflate(data, limit, lies, tooBig, file, what, entry.name);
  else throw new ReadError(file, `${what} uses compression method ${entry.method}`, entry.name);
  if (exactSize && out.length !== entry.size)
    throw new ReadError(
      file,
      `${what} declares ${entry.size} bytes for this entry but it holds ${out.length}`,
      entry.name,
    );
  return out;
}

function inflate(
  data: Uint8Array,
  cap: number,
  /** The cap is the size the archive declares: the output is written straight into one buffer of
   * it, never held twice. */
  capIsSize: boolean,
  tooBig: () => ReadError,
  file: string,
  what: string,
  name: string,
): Uint8Array {
  const chunks: Uint8Array[] = [];
  const whole = capIsSize ? new Uint8Array(cap) : null;
  let total = 0;
  let done = false;
  const inflater = new Inflate((chunk, final) => {
    if (total + chunk.length > cap) throw tooBig();
    if (whole) whole.set(chunk, total);
    else chunks.push(chunk);
    total += chunk.length;
    if (final) done = true;
  });
  try {
    for (let i = 0; i < data.length; i += SLICE)
      inflater.push(data.subarray(i, i + SLICE), i + SLICE >= data.length);
    if (data.length === 0) inflater.push(data, true);
  } catch (err) {
    if (err instanceof ReadError) throw err;
    throw new ReadError(
      file,
      `${what} is corrupt: ${err instanceof Error ? err.message : String(err)}`,
      name,
    );
  }
  if (!done) throw new ReadError(file, `${what} is truncated: a compressed entry ends early`, name);
  if (whole) return whole.subarray(0, total);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}
