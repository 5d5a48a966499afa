// The content-addressed image store: the bytes of every image a conversation holds, by sha256, so
// blocks stay small and an image shown twice is kept once.
import { createHash } from "node:crypto";
import type { ImageBlock, MediaBlock, OtherBlock } from "./conversation.ts";
import { servedMediaType } from "./served-type.ts";
import type { Loc } from "./source-loc.ts";

export interface StoredImage {
  /** What the bytes are (served-type.ts), not what a log declared: blocks keep that. */
  mediaType: string;
  bytes: Uint8Array;
}

export class ImageStore {
  private readonly images = new Map<string, StoredImage>();

  /** Stores the bytes and returns their key. Their media type is a function of the bytes, so the
   * first log to hold an image cannot decide how it is served for the others. */
  put(bytes: Uint8Array): string {
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    if (!this.images.has(sha256)) this.images.set(sha256, { mediaType: servedMediaType(bytes), bytes });
    return sha256;
  }

  /** An image another store holds already, under the key it computed (a reading thread's). */
  keep(sha256: string, image: StoredImage): void {
    if (!this.images.has(sha256)) this.images.set(sha256, image);
  }

  get(sha256: string): StoredImage | undefined {
    return this.images.get(sha256);
  }

  get size(): number {
    return this.images.size;
  }

  entries(): IterableIterator<[string, StoredImage]> {
    return this.images.entries();
  }
}

const BASE64 = /^[A-Za-z0-9+/\-_\s]*={0,2}\s*$/;

/** Decodes base64 image data into the store and returns the block that cites it. */
export function base64Image(store: ImageStore, data: string, mediaType: string, loc: Loc): ImageBlock {
  if (!BASE64.test(data)) loc.fail("image data is not base64");
  const bytes = Buffer.from(data, "base64");
  return { type: "image", mediaType, size: bytes.length, sha256: store.put(bytes), at: loc.at };
}

/** An image whose bytes the log does not hold (a URL or a file id): size 0, no sha256, the reference kept. */
export function referencedImage(reference: string, mediaType: string | null, loc: Loc): ImageBlock {
  return {
    type: "image",
    mediaType: mediaType ?? "application/octet-stream",
    size: 0,
    sha256: "",
    source: reference,
    at: loc.at,
  };
}

/** An image given as a URL: a `data:` URL is decoded into the store, any other is kept as a reference. */
export function urlImage(store: ImageStore, url: string, loc: Loc): ImageBlock {
  const m = /^data:([^;,]+)?((?:;[^;,]+)*?);base64,(.*)$/s.exec(url);
  if (m) return base64Image(store, m[3] ?? "", m[1] ?? "application/octet-stream", loc);
  return referencedImage(url, null, loc);
}

/** Audio or video given as base64: the bytes go to the same store, the block is never an image. */
export function base64Media(
  store: ImageStore,
  kind: "audio" | "video",
  data: string,
  mediaType: string,
  loc: Loc,
): MediaBlock {
  if (!BASE64.test(data)) loc.fail(`${kind} data is not base64`);
  const bytes = Buffer.from(data, "base64");
  return { type: kind, mediaType, size: bytes.length, sha256: store.put(bytes), at: loc.at };
}

/** Audio or video whose bytes the log does not hold. */
export function referencedMedia(
  kind: "audio" | "video",
  reference: string,
  mediaType: string | null,
  loc: Loc,
): MediaBlock {
  return {
    type: kind,
    mediaType: mediaType ?? "application/octet-stream",
    size: 0,
    sha256: "",
    source: reference,
    at: loc.at,
  };
}

/** A block of a kind Barline does not model, kept whole: its `type` (when it has one) and raw JSON. */
export function otherBlock(raw: unknown, loc: Loc): OtherBlock {
  const kind =
    typeof raw === "object" && raw !== null && typeof (raw as { type?: unknown }).type === "string"
      ? (raw as { type: string }).type
      : "unknown";
  return { type: "other", kind, raw: raw ?? null, at: loc.at };
}
