// The compressed MusicXML container (.mxl): a zip whose META-INF/container.xml names the score.
// Only the entries needed are inflated, in small slices, and the output is counted while it is
// produced: sizes written in the archive's headers are never trusted against a zip bomb.
import { ReadError } from "../read-error.ts";
import { inflateEntry, zipEntries, type ZipEntry } from "../zip.ts";
import { descendants, parseXml } from "./xml-tree.ts";

/** Uncompressed bytes one entry may expand to. */
export const MXL_ENTRY_CAP = 64 * 2 ** 20;
const WHAT = "the .mxl archive";

const utf8 = new TextDecoder("utf-8");

function extract(bytes: Uint8Array, entry: ZipEntry, file: string): Uint8Array {
  return inflateEntry(bytes, entry, file, WHAT, MXL_ENTRY_CAP);
}

/** The score document inside an .mxl archive: its bytes and its path inside the archive. */
export function unpackMxl(bytes: Uint8Array, file: string): { path: string; bytes: Uint8Array } {
  const list = zipEntries(bytes, file, WHAT);
  const byName = new Map(list.map((e) => [e.name, e]));
  const container = byName.get("META-INF/container.xml");
  const path = container ? rootfilePath(utf8.decode(extract(bytes, container, file)), file) : undefined;
  // Without a usable container, the first MusicXML document in the archive is the score.
  const entry =
    (path && byName.get(path)) ||
    list.find((e) => !e.name.startsWith("META-INF/") && /\.(musicxml|xml)$/i.test(e.name));
  if (!entry) throw new ReadError(file, "the .mxl archive holds no MusicXML document");
  return { path: entry.name, bytes: extract(bytes, entry, file) };
}

/** The score's path as container.xml names it: the first rootfile's full-path (MusicXML's container
 * lists the score first); undefined when the container is not XML or names none. */
function rootfilePath(xml: string, file: string): string | undefined {
  try {
    return descendants(parseXml(xml, file), "rootfile")[0]?.attrs["full-path"];
  } catch (e) {
    if (e instanceof ReadError) return undefined;
    throw e;
  }
}
