// Score files are stored compressed: MusicXML and MEI shrink five to thirty times under deflate,
// and they were most of a database's size. Images are stored as they came (already compressed).
import { deflateSync, inflateSync } from "node:zlib";

export type BlobEncoding = "identity" | "deflate";

/** The bytes as stored, and how: deflated when that saves at least a tenth. Always a copy: the
 * input may be a view into a larger buffer (a whole zip, a whole log). */
export function encodeBlob(
  mediaType: string,
  bytes: Uint8Array,
): { encoding: BlobEncoding; bytes: Uint8Array<ArrayBuffer> } {
  if (/^(image|audio|video)\//.test(mediaType))
    return { encoding: "identity", bytes: Uint8Array.from(bytes) };
  const deflated = deflateSync(bytes);
  return deflated.byteLength < bytes.byteLength * 0.9
    ? { encoding: "deflate", bytes: Uint8Array.from(deflated) }
    : { encoding: "identity", bytes: Uint8Array.from(bytes) };
}

/** The bytes as they came, from a stored row. */
export function decodeBlob(stored: { encoding: string; bytes: Uint8Array }): Uint8Array {
  switch (stored.encoding) {
    case "identity":
      return stored.bytes;
    case "deflate":
      return new Uint8Array(inflateSync(stored.bytes));
    default:
      throw new Error(
        `a stored file is encoded as "${stored.encoding}", which this version of Barline cannot read`,
      );
  }
}
