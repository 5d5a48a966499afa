// The media type Barline serves a stored image, sound or video as: decided from the bytes' magic
// numbers, never from what a chat file declared (a log could declare text/html and have its bytes
// run as a page on Barline's origin). Only types a browser shows as media, never as a document;
// anything else is served as a download (application/octet-stream).

export const DOWNLOAD_TYPE = "application/octet-stream";

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) =>
  b.length >= at + sig.length && sig.every((x, i) => b[at + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const PNG = [0x89, ...ascii("PNG"), 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
/** Within the first bytes of an EBML header: a WebM file names its doctype. */
const WEBM_DOCTYPE = [0x42, 0x82, 0x84, ...ascii("webm")];

function isWebm(b: Uint8Array): boolean {
  if (!startsWith(b, EBML)) return false;
  const head = b.subarray(0, 64);
  return head.some((_, i) => startsWith(head, WEBM_DOCTYPE, i));
}

/** An ISO base media file (MP4, M4A): `ftyp` at byte 4 and its major brand after it. */
function mp4Brand(b: Uint8Array): string | null {
  if (!startsWith(b, ascii("ftyp"), 4) || b.length < 12) return null;
  return String.fromCharCode(...b.subarray(8, 12));
}

/** The allow-listed media type these bytes are, or application/octet-stream. */
export function servedMediaType(b: Uint8Array): string {
  if (startsWith(b, PNG)) return "image/png";
  if (startsWith(b, JPEG)) return "image/jpeg";
  if (startsWith(b, ascii("GIF87a")) || startsWith(b, ascii("GIF89a"))) return "image/gif";
  if (startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WAVE"), 8)) return "audio/wav";
  if (startsWith(b, ascii("ID3")) || (b.length >= 2 && b[0] === 0xff && ((b[1] as number) & 0xe0) === 0xe0))
    return "audio/mpeg";
  if (startsWith(b, ascii("OggS"))) return "audio/ogg";
  if (startsWith(b, ascii("fLaC"))) return "audio/flac";
  const brand = mp4Brand(b);
  if (brand !== null) return brand.startsWith("M4A") ? "audio/mp4" : "video/mp4";
  if (isWebm(b)) return "video/webm";
  return DOWNLOAD_TYPE;
}
