// A zip built from entries deflated once, so a fuzz case that damages one file of a bundle deflates
// that file alone instead of the whole bundle (fflate's zipSync spent 9 ms a case on it). Plain
// zip: a local header and data per entry, the central directory, the end record; no ZIP64.
import { crc32, deflateRawSync } from "node:zlib";

export interface DeflatedEntry {
  name: Uint8Array;
  crc: number;
  size: number;
  data: Uint8Array;
}

export function deflated(name: string, bytes: Uint8Array): DeflatedEntry {
  return {
    name: new TextEncoder().encode(name),
    crc: crc32(bytes),
    size: bytes.length,
    data: deflateRawSync(bytes),
  };
}

export function zipOf(entries: readonly DeflatedEntry[]): Uint8Array {
  const locals = entries.reduce((n, e) => n + 30 + e.name.length + e.data.length, 0);
  const directory = entries.reduce((n, e) => n + 46 + e.name.length, 0);
  const out = new Uint8Array(locals + directory + 22);
  const view = new DataView(out.buffer);
  let at = 0;
  const u16 = (v: number) => (view.setUint16(at, v, true), (at += 2));
  const u32 = (v: number) => (view.setUint32(at, v >>> 0, true), (at += 4));
  const bytes = (b: Uint8Array) => (out.set(b, at), (at += b.length));
  // From "version needed" to the name's length: the same in both headers.
  const common = (e: DeflatedEntry) => {
    u16(20); // version needed: 2.0, deflate
    u16(0); // flags
    u16(8); // method: deflate
    u32(0); // time and date
    u32(e.crc);
    u32(e.data.length);
    u32(e.size);
    u16(e.name.length);
    u16(0); // extra field
  };
  const offsets: number[] = [];
  for (const e of entries) {
    offsets.push(at);
    u32(0x04034b50);
    common(e);
    bytes(e.name);
    bytes(e.data);
  }
  for (const [i, e] of entries.entries()) {
    u32(0x02014b50);
    u16(20); // version made by
    common(e);
    u16(0); // comment
    u16(0); // disk
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(offsets[i]!);
    bytes(e.name);
  }
  u32(0x06054b50);
  u16(0);
  u16(0);
  u16(entries.length);
  u16(entries.length);
  u32(directory);
  u32(locals);
  u16(0);
  return out;
}
