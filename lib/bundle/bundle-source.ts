// The files of a bundle, from a folder or a .zip of one, by path relative to the bundle root
// (POSIX separators). A zip is refused whole when it expands past a cap; entries with ".." or an
// absolute path are refused one by one. Hidden files (".…", "__MACOSX") are not bundle content.
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { LIMITS } from "../limits.ts";
import { ReadError } from "../read-error.ts";
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

function openZip(bytes: Uint8Array, path: string, cap: number): BundleSource {
  const problems: Problem[] = [];
  let declared = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (f) => {
        if (
          f.name.startsWith("/") ||
          /^[A-Za-z]:/.test(f.name) ||
          f.name.replace(/\\/g, "/").split("/").includes("..")
        ) {
          problems.push({
            file: f.name,
            message: "refused: a zip entry outside the bundle (absolute or with ..)",
          });
          return false;
        }
        if (f.name.endsWith("/") || hidden(f.name)) return false;
        declared += f.originalSize;
        if (declared > cap) throw new ReadError(path, `expands to more than ${cap} bytes`);
        return true;
      },
    });
  } catch (err) {
    if (err instanceof ReadError) throw err;
    throw new ReadError(path, `not a readable zip: ${(err as Error).message}`);
  }
  const expanded = Object.values(entries).reduce((n, e) => n + e.length, 0);
  if (expanded > cap) throw new ReadError(path, `expands to more than ${cap} bytes`);
  // A zip of the bundle folder holds it under one top folder: that folder is the root.
  const names = Object.keys(entries).map((n) => n.replace(/\\/g, "/"));
  const tops = new Set(names.map((n) => n.split("/")[0]));
  const atRoot = names.some((n) => n === "bundle.json" || n.startsWith("chats/") || n.startsWith("scores/"));
  const prefix = !atRoot && tops.size === 1 && names.every((n) => n.includes("/")) ? `${[...tops][0]}/` : "";
  const byPath = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(entries))
    byPath.set(name.replace(/\\/g, "/").slice(prefix.length), data);
  return {
    files: [...byPath.keys()].sort(),
    folder: null,
    read: async (f) => {
      const data = byPath.get(f);
      if (!data) throw new ReadError(f, "no such file in the bundle");
      return data;
    },
    problems,
  };
}
