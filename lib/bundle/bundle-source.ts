// The files of a bundle, from a folder or a .zip of one, by path relative to the bundle root
// (POSIX separators). A zip is refused whole when it expands past a cap; entries with ".." or an
// absolute path are refused one by one, and so are two entries of one name. Hidden files (".…",
// "__MACOSX") are not bundle content.
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { LIMITS } from "../limits.ts";
import { ReadError } from "../read-error.ts";
import { inflateEntry, zipEntries, type ZipEntry } from "../zip.ts";
import type { Problem } from "../transcripts/conversation.ts";

export const DEFAULT_MAX_EXPANDED_BYTES = LIMITS.zipExpansion;

export interface BundleSource {
  /** Every file, sorted. */
  files: string[];
  /** The folder on disk, so chats can be streamed from it; null for a zip. */
  folder: string | null;
  read(file: string): Promise<Uint8Array>;
  problems: Problem[];
}

export async function openBundle(
  path: string,
  maxExpandedBytes = DEFAULT_MAX_EXPANDED_BYTES,
): Promise<BundleSource> {
  const info = await stat(path).catch(() => {
    throw new ReadError(path, "no such file or folder");
  });
  if (info.isDirectory()) {
    const files = (await walk(path, "")).sort();
    return { files, folder: path, read: (f) => readFile(join(path, f)), problems: [] };
  }
  const bytes = await readFile(path);
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b)
    throw new ReadError(path, "not a bundle: neither a folder nor a .zip");
  return openZip(bytes, path, maxExpandedBytes);
}

function hidden(rel: string): boolean {
  return rel.split("/").some((s) => s.startsWith(".") || s === "__MACOSX");
}

async function walk(root: string, rel: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(join(root, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (hidden(child)) continue;
    if (e.isDirectory()) out.push(...(await walk(root, child)));
    else if (e.isFile()) out.push(child);
  }
  return out;
}

/** A zip's entries are listed at once and inflated one by one as they are read, so a bundle zip
 * never stands in memory expanded whole; an entry that holds another size than the zip declares is
 * refused when it is read, a problem of that file. */
function openZip(bytes: Uint8Array, path: string, cap: number): BundleSource {
  const problems: Problem[] = [];
  let list: ZipEntry[];
  try {
    list = zipEntries(bytes, path, "the zip");
  } catch (err) {
    throw new ReadError(path, `not a readable zip: ${(err as ReadError).reason}`);
  }
  let declared = 0;
  const kept: ZipEntry[] = [];
  for (const e of list) {
    if (
      e.name.startsWith("/") ||
      /^[A-Za-z]:/.test(e.name) ||
      e.name.replace(/\\/g, "/").split("/").includes("..")
    ) {
      problems.push({
        file: e.name,
        message: "refused: a zip entry outside the bundle (absolute or with ..)",
      });
      continue;
    }
    if (e.name.endsWith("/") || hidden(e.name)) continue;
    declared += e.size;
    if (declared > cap) throw new ReadError(path, `expands to more than ${cap} bytes`);
    kept.push(e);
  }
  // A zip of the bundle folder holds it under one top folder: that folder is the root.
  const names = kept.map((e) => e.name.replace(/\\/g, "/"));
  const tops = new Set(names.map((n) => n.split("/")[0]));
  const atRoot = names.some((n) => n === "bundle.json" || n.startsWith("chats/") || n.startsWith("scores/"));
  const prefix = !atRoot && tops.size === 1 && names.every((n) => n.includes("/")) ? `${[...tops][0]}/` : "";
  const byPath = new Map<string, ZipEntry>();
  const copies = new Map<string, number>();
  kept.forEach((e, i) => {
    const rel = names[i]!.slice(prefix.length);
    copies.set(rel, (copies.get(rel) ?? 0) + 1);
    byPath.set(rel, e);
  });
  // Which of two entries of one name is the bundle's is unknowable (an unzipper keeps either): neither is read.
  for (const [rel, n] of copies)
    if (n > 1) {
      byPath.delete(rel);
      problems.push({ file: rel, message: `refused: the zip holds ${n} entries of this name` });
    }
  return {
    files: [...byPath.keys()].sort(),
    folder: null,
    read: async (f) => {
      const entry = byPath.get(f);
      if (!entry) throw new ReadError(f, "no such file in the bundle");
      // Each entry at most the size the zip declares, and those sizes sum to at most the cap.
      return inflateEntry(bytes, entry, f, "the zip", Math.min(cap, LIMITS.documentChars), true);
    },
    problems,
  };
}
