// The content-addressed image store: the bytes of every image a conversation holds, by sha256, so
// blocks stay small and an image shown twice is kept once.
import { createHash } from "node:crypto";
import type { ImageBlock } from "./conversation.ts";
import type { Loc } from "./source-loc.ts";

export interface StoredImage {
  mediaType: string;
  bytes: Uint8Array;
}

export class ImageStore {
  private readonly images = new Map<string, StoredImage>();

  /** Stores the bytes and returns their key. */
  put(bytes: Uint8Array, mediaType: string): string {
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    if (!this.images.has(sha256)) this.images.set(sha256, { mediaType, bytes });
    return sha256;
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
  return { type: "image", mediaType, size: bytes.length, sha256: store.put(bytes, mediaType), at: loc.at };
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
