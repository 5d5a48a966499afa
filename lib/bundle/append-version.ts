// A new version written into a bundle folder's score history (bundle.md): the version's file beside
// the others and its entry at the end of history.json, each written to a hidden file first and put
// in place whole (the version by a link that fails when the name is taken, history.json by a
// rename), the file before the entry, so a reader never meets an entry without its file. A lock
// file in the score's folder keeps two savers, in one process or several, from writing one number.
import { link, open, readFile, rename, unlink } from "node:fs/promises";
import { join } from "node:path";
import { parseJsonBounded } from "../limits.ts";
import { ReadError } from "../read-error.ts";
import { historySchema, versionSchema } from "./read-bundle.ts";

/** An entry of history.json, its file named from the score's folder. */
export interface ListedVersion {
  version: number;
  file: string;
  savedAt: string | null;
}

export interface VersionToAppend extends ListedVersion {
  bytes: Uint8Array;
}

/** The versions history.json lists, and whether the version was written: not when the latest it
 * lists is not `base` (someone saved since). */
export interface Appended {
  saved: boolean;
  listed: ListedVersion[];
}

const LOCK = ".save.lock";

/** Appends `v` to the history in `scoreDir` (a folder on disk holding history.json) when its latest
 * version is `base`. Throws, saving nothing, when the folder is locked or the version's file name
 * is taken. */
export async function appendVersion(scoreDir: string, base: number, v: VersionToAppend): Promise<Appended> {
  const lock = await open(join(scoreDir, LOCK), "wx").catch((err: NodeJS.ErrnoException) => {
    if (err.code === "EEXIST")
      throw new Error(`another save into ${scoreDir} is under way (if none is, delete ${LOCK} there)`);
    throw err;
  });
  try {
    const historyFile = join(scoreDir, "history.json");
    const text = (await readFile(historyFile, "utf8")).replace(/^\uFEFF/, "");
    const raw = parseJsonBounded(text, historyFile);
    const parsed = historySchema.safeParse(raw);
    if (!parsed.success) throw new ReadError(historyFile, "not a score history");
    const listed = parsed.data.versions.flatMap((raw) => {
      const entry = versionSchema.safeParse(raw);
      return entry.success
        ? [{ version: entry.data.version, file: entry.data.file, savedAt: entry.data.savedAt ?? null }]
        : [];
    });
    const latest = Math.max(-1, ...listed.map((e) => e.version));
    if (latest !== base) return { saved: false, listed };
    const target = join(scoreDir, v.file);
    const staged = await staging(scoreDir, v.file, v.bytes);
    try {
      await link(staged, target).catch((err: NodeJS.ErrnoException) => {
        if (err.code === "EEXIST")
          throw new Error(`${target} is there already, though history.json does not list it`);
        throw err;
      });
    } finally {
      await unlink(staged);
    }
    const entry = { version: v.version, file: v.file, savedAt: v.savedAt };
    // Whatever else the history holds is written back as it was read.
    const doc = { ...(raw as object), versions: [...parsed.data.versions, entry] };
    // The demo bundle's layout (scripts/demo/write-bundle.ts): one space of indent, a final newline.
    try {
      const history = await staging(scoreDir, "history.json", `${JSON.stringify(doc, null, 1)}\n`);
      await rename(history, historyFile);
    } catch (err) {
      // Not listed, the file would only take the number's name from the next save.
      await unlink(target);
      throw err;
    }
    return { saved: true, listed: [...listed, entry] };
  } finally {
    await lock.close();
    await unlink(join(scoreDir, LOCK));
  }
}

/** `data` written and synced to a hidden file beside `name` (bundle readers skip hidden files). */
async function staging(dir: string, name: string, data: Uint8Array | string): Promise<string> {
  const path = join(dir, `.${name.replace(/\//g, "_")}.${process.pid}.tmp`);
  const handle = await open(path, "w");
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return path;
}
