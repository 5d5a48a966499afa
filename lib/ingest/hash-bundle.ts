// A bundle's content hash: every file's path and bytes, in order. The same bundle, as a folder or
// as a .zip of it, has the same hash.
import { createHash } from "node:crypto";
import { openBundle } from "../bundle/bundle-source.ts";

export interface BundleHash {
  hash: string;
  /** sha256 of each file by path, for the source-file rows. */
  files: Map<string, string>;
}

export async function hashBundle(path: string): Promise<BundleHash> {
  const source = await openBundle(path);
  const all = createHash("sha256");
  const files = new Map<string, string>();
  for (const file of source.files) {
    const sha = createHash("sha256")
      .update(await source.read(file))
      .digest("hex");
    files.set(file, sha);
    all.update(file).update("\u0000").update(sha).update("\u0000");
  }
  return { hash: all.digest("hex"), files };
}
