// The compressed MusicXML container (.mxl): a zip whose META-INF/container.xml names the score.
// Only the entries needed are inflated, in small slices, and the output is counted while it is
// produced: sizes written in the archive's headers are never trusted against a zip bomb.
import { Inflate } from "fflate";
import { ReadError } from "../read-error.ts";

/** Uncompressed bytes one entry may expand to. */
export const MXL_ENTRY_CAP = 64 * 2 ** 20;
const SLICE = 16 * 1024;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

function u16(b: Uint8Array, at: number): number {
  return (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
}

function u32(b: Uint8Array, at: number): number {
  return (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;
}

const utf8 = new TextDecoder("utf-8");

/** The central directory: the authoritative list of entries, at the end of the archive. */
function entries(bytes: Uint8Array, file: string): Entry[] {
  let eocd = -1;
  // The end record is 22 bytes plus a comment of at most 65535.
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (u32(bytes, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0)
    throw new ReadError(file, "the .mxl archive is truncated or corrupt: no end of central directory");
  const count = u16(bytes, eocd + 10);
  let at = u32(bytes, eocd + 16);
  const list: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50)
      throw new ReadError(
        file,
        "the .mxl archive is truncated or corrupt: bad central directory",
        `entry ${i + 1}`,
      );
    const nameLength = u16(bytes, at + 28);
    list.push({
      method: u16(bytes, at + 10),
      compressedSize: u32(bytes, at + 20),
      localOffset: u32(bytes, at + 42),
      name: utf8.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return list;
}

function extract(bytes: Uint8Array, entry: Entry, file: string): Uint8Array {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || u32(bytes, at) !== 0x04034b50)
    throw new ReadError(file, "the .mxl archive is truncated or corrupt: bad local header", entry.name);
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new ReadError(file, "the .mxl archive is truncated", entry.name);
  const data = bytes.subarray(start, end);
  if (entry.method === 0) {
    if (data.length > MXL_ENTRY_CAP) throw tooBig(file, entry);
    return data;
  }
  if (entry.method !== 8)
    throw new ReadError(file, `the .mxl archive uses compression method ${entry.method}`, entry.name);
  const chunks: Uint8Array[] = [];
  let total = 0;
  let done = false;
  const inflate = new Inflate((chunk, final) => {
    total += chunk.length;
    if (total > MXL_ENTRY_CAP) throw tooBig(file, entry);
    chunks.push(chunk);
    if (final) done = true;
  });
  try {
    for (let i = 0; i < data.length; i += SLICE)
      inflate.push(data.subarray(i, i + SLICE), i + SLICE >= data.length);
    if (data.length === 0) inflate.push(data, true);
  } catch (err) {
    if (err instanceof ReadError) throw err;
    throw new ReadError(
      file,
      `the .mxl archive is corrupt: ${err instanceof Error ? err.message : String(err)}`,
      entry.name,
    );
  }
  if (!done)
    throw new ReadError(file, "the .mxl archive is truncated: a compressed entry ends early", entry.name);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}

function tooBig(file: string, entry: Entry): ReadError {
  return new ReadError(
    file,
    `an entry of the .mxl archive expands past ${MXL_ENTRY_CAP / 2 ** 20} MiB`,
    entry.name,
  );
}

/** The score document inside an .mxl archive: its bytes and its path inside the archive. */
export function unpackMxl(bytes: Uint8Array, file: string): { path: string; bytes: Uint8Array } {
  const list = entries(bytes, file);
  const byName = new Map(list.map((e) => [e.name, e]));
  const container = byName.get("META-INF/container.xml");
  let path: string | undefined;
  if (container) {
    const xml = utf8.decode(extract(bytes, container, file));
    path = /<rootfile\b[^>]*\bfull-path\s*=\s*["']([^"']+)["']/.exec(xml)?.[1];
  }
  // Without a usable container, the first MusicXML document in the archive is the score.
  const entry =
    (path && byName.get(path)) ||
    list.find((e) => !e.name.startsWith("META-INF/") && /\.(musicxml|xml)$/i.test(e.name));
  if (!entry) throw new ReadError(file, "the .mxl archive holds no MusicXML document");
  return { path: entry.name, bytes: extract(bytes, entry, file) };
}
