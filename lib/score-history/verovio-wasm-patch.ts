// Two functions of verovio 6.3's WebAssembly changed before it is compiled, because they were most
// of what a drawing costs. Every document verovio loads builds default tunings (the Surge tuning
// library, for MIDI): each parses the twelve steps of equal temperament with `locale_atof`, an
// istringstream given `std::locale("C")`, which libc++ builds anew on every call, facet by facet,
// down to the names of the months; and each default keyboard mapping writes its text through a stream
// given another. Together they were most of loading a small excerpt (docs/performance-notes.md). The first
// is given the body `return strtod(s, NULL)`, the second the global locale (`std::locale()`) in place
// of the C one: verovio's runtime has no other locale, so both read and write the same numbers, and
// the engravings of the corpus are the same to the byte (verovio-wasm-patch.test.ts).
//
// Only a build whose four functions (the two, and the two they are made to call) are byte for byte
// the ones measured is patched; any other is compiled as shipped. The module is walked section by
// section rather than parsed whole: reading 8,000 function bodies into a syntax tree in every bar
// thread would cost more than the patch saves.
import { createHash } from "node:crypto";

/** The build the patch was made for: each function by index and its body's sha256. */
const LOCALE_ATOF = {
  index: 2794,
  sha256: "c9f4fe2a6916336f871a84a381fbbff36f371ca0e59df29608f1fa0638535f39",
};
const STRTOD = { index: 299, sha256: "fa9be44eefdb7a2cee6dfbce6c43faf9212e45721de1ead3626d825f275d2fcd" };
/** `Tunings::KeyboardMapping::KeyboardMapping()`, which calls the next one once. */
const KEYBOARD_MAPPING = {
  index: 1925,
  sha256: "98e4bc966f4c980cf94c08a39ea9d1306bd7b491972833972f7e0caffec79f7f",
};
/** `std::locale("C")` (its argument folded in): builds every named facet. */
const C_LOCALE = { index: 2778 };
/** `std::locale::locale()`: the global locale, shared. */
const GLOBAL_LOCALE = {
  index: 539,
  sha256: "7ac1b5058cd06120ef8fee8dec3323e15e798ab2b2772fa93871021d3cca845d",
};
const MEASURED = [LOCALE_ATOF, STRTOD, KEYBOARD_MAPPING, GLOBAL_LOCALE];

const CALL = 0x10;

function uleb(n: number): number[] {
  const out: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n) byte |= 0x80;
    out.push(byte);
  } while (n);
  return out;
}

/** A cursor over the module's bytes that reads unsigned LEB128 numbers. */
function reader(bytes: Uint8Array) {
  const r = {
    at: 0,
    u32(): number {
      let result = 0;
      let shift = 0;
      let byte: number;
      do {
        byte = bytes[r.at++]!;
        result |= (byte & 0x7f) << shift;
        shift += 7;
      } while (byte & 0x80);
      return result >>> 0;
    },
    skipName(): void {
      const length = r.u32();
      r.at += length;
    },
  };
  return r;
}

/** How many functions the module imports: they come first in its function numbering. */
function importedFunctions(bytes: Uint8Array, start: number): number {
  const r = reader(bytes);
  r.at = start;
  let functions = 0;
  for (let n = r.u32(); n > 0; n--) {
    r.skipName(); // module
    r.skipName(); // field
    const kind = bytes[r.at++];
    if (kind === 0) {
      r.u32();
      functions++;
    } else if (kind === 1 || kind === 2) {
      if (kind === 1) r.at++; // table element type
      const limits = bytes[r.at++]!;
      r.u32();
      if (limits & 1) r.u32();
    } else if (kind === 3)
      r.at += 2; // global: type, mutability
    else if (kind === 4) {
      r.at++;
      r.u32(); // tag
    } else return -1;
  }
  return functions;
}

function indexOf(haystack: Uint8Array, needle: number[]): number {
  for (let i = 0; i + needle.length <= haystack.length; i++)
    if (needle.every((b, k) => haystack[i + k] === b)) return i;
  return -1;
}

const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

/** The module with `locale_atof` calling `strtod` and the default keyboard mapping written in the
 * global locale, or the bytes unchanged (`patched: false`) when they are not the build this was made
 * for. */
export function patchVerovioWasm(bytes: Uint8Array): { bytes: Uint8Array; patched: boolean } {
  const unchanged = { bytes, patched: false };
  if (bytes.length < 8 || bytes[0] !== 0 || bytes[1] !== 0x61 || bytes[2] !== 0x73 || bytes[3] !== 0x6d)
    return unchanged;
  const r = reader(bytes);
  r.at = 8;
  let imports = 0;
  while (r.at < bytes.length) {
    const id = bytes[r.at++];
    const sizeAt = r.at;
    const size = r.u32();
    const contentAt = r.at;
    if (id === 2) imports = importedFunctions(bytes, contentAt);
    if (id === 10 && imports >= 0) {
      const bodies = new Map<number, { from: number; to: number; code: Uint8Array }>();
      const count = r.u32();
      for (let i = 0; i < count; i++) {
        const from = r.at;
        const length = r.u32();
        const to = r.at + length;
        if (MEASURED.some((m) => m.index === i + imports))
          bodies.set(i + imports, { from, to, code: bytes.subarray(r.at, to) });
        r.at = to;
      }
      if (
        MEASURED.some(
          (m) => bodies.get(m.index) === undefined || sha256(bodies.get(m.index)!.code) !== m.sha256,
        )
      )
        return unchanged;
      // No locals; local.get 0 (the string), i32.const 0 (no end pointer), call strtod, end.
      const atof = [0x00, 0x20, 0x00, 0x41, 0x00, CALL, ...uleb(STRTOD.index), 0x0b];
      // The one call, rewritten in place: both indices are two bytes long (checked by the hash).
      const mapping = Uint8Array.from(bodies.get(KEYBOARD_MAPPING.index)!.code);
      const call = indexOf(mapping, [CALL, ...uleb(C_LOCALE.index)]);
      mapping.set([CALL, ...uleb(GLOBAL_LOCALE.index)], call);
      const replaced = [
        { ...bodies.get(KEYBOARD_MAPPING.index)!, body: [...uleb(mapping.length), ...mapping] },
        { ...bodies.get(LOCALE_ATOF.index)!, body: [...uleb(atof.length), ...atof] },
      ].sort((a, b) => a.from - b.from);
      const shrunk = replaced.reduce((n, e) => n + (e.to - e.from) - e.body.length, 0);
      const parts: Uint8Array[] = [bytes.subarray(0, sizeAt), Uint8Array.from(uleb(size - shrunk))];
      let at = contentAt;
      for (const e of replaced) {
        parts.push(bytes.subarray(at, e.from), Uint8Array.from(e.body));
        at = e.to;
      }
      parts.push(bytes.subarray(at));
      const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
      let written = 0;
      for (const p of parts) {
        out.set(p, written);
        written += p.length;
      }
      return { bytes: out, patched: true };
    }
    r.at = contentAt + size;
  }
  return unchanged;
}
