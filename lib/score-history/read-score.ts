// Any score file → Score. The format is told from the content, never from the name: a zip is an
// .mxl container, otherwise the XML root element decides.
import { readFileSync, statSync } from "node:fs";
import { checkLimit } from "../limits.ts";
import { ReadError } from "../read-error.ts";
import { decodeUtf8, placeOfByte } from "../utf8.ts";
import { readMei } from "./mei.ts";
import { changedMeasures } from "./changed-measures.ts";
import { MeasureMemo } from "./measure-memo.ts";
import { readMusicXml, type ReadOptions } from "./musicxml.ts";
import { unpackMxl } from "./mxl.ts";
import type { Score } from "./score.ts";

/** A score file's bytes; a file past the size limit is refused before it is read into memory. */
export function scoreFileBytes(path: string): Uint8Array {
  try {
    const { size } = statSync(path);
    checkLimit(path, "documentChars", size);
    return readFileSync(path);
  } catch (err) {
    if (err instanceof ReadError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    throw new ReadError(
      path,
      code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a directory" : String(err),
    );
  }
}

/** `options`: as for readScoreBytes. */
export function readScoreFile(path: string, options: ReadOptions = {}): Score {
  return readScoreBytes(scoreFileBytes(path), path, options);
}

/** `options.memo`: shared by the versions of one score, so measures they have in common are read
 * once. `options.bars`: only those bars wanted (MusicXML; see ReadOptions). */
export function readScoreBytes(bytes: Uint8Array, file: string, options: ReadOptions = {}): Score {
  return readDocument(openDocument(bytes, file), options);
}

/** Two versions of one score, read to be compared (`barline diff`). Where both are partwise
 * MusicXML with the same parts and bars, only the bars whose text differs are read whole
 * (changed-measures.ts); otherwise the newer is read through a memo of the older's measures. */
export function readScoreVersions(
  older: { bytes: Uint8Array; file: string },
  newer: { bytes: Uint8Array; file: string },
): [Score, Score] {
  const a = openDocument(older.bytes, older.file);
  const b = openDocument(newer.bytes, newer.file);
  const positions =
    a.root === "score-partwise" && b.root === "score-partwise" ? changedMeasures(a.text, b.text) : null;
  if (positions) return [readDocument(a, { bars: { positions } }), readDocument(b, { bars: { positions } })];
  const memo = new MeasureMemo();
  return [readDocument(a, { memo }), readDocument(b, { memo })];
}

/** A score file's document: its text and root element, and for an .mxl where it is inside. */
interface ScoreDocument {
  file: string;
  text: string;
  root: string;
  /** Inside an .mxl: a place in the document as the user finds it, the document's path first. */
  inside: ((at?: string) => string) | null;
  warning?: { at: string; message: string };
}

/** Runs `read`; a ReadError it throws names the place inside the container, if any. */
function placed<T>(file: string, inside: ScoreDocument["inside"], read: () => T): T {
  if (!inside) return read();
  try {
    return read();
  } catch (err) {
    if (!(err instanceof ReadError)) throw err;
    throw new ReadError(file, err.reason, inside(err.at));
  }
}

function openDocument(bytes: Uint8Array, file: string): ScoreDocument {
  if (bytes.length === 0) throw new ReadError(file, "the file is empty");
  checkLimit(file, "documentChars", bytes.length);
  let xml = bytes;
  let inside: ScoreDocument["inside"] = null;
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    const unpacked = unpackMxl(bytes, file);
    xml = unpacked.bytes;
    // The file stays the one the user named; the place says which document inside it.
    inside = (at) => (at ? `${unpacked.path}, ${at}` : unpacked.path);
  }
  return placed(file, inside, () => {
    const { text, warning } = decode(xml, file);
    return { file, text, root: rootElement(text, file), inside, ...(warning ? { warning } : {}) };
  });
}

function readDocument(doc: ScoreDocument, options: ReadOptions): Score {
  const { file, text, root, inside, warning } = doc;
  return placed(file, inside, () => {
    let score: Score;
    if (root === "score-partwise" || root === "score-timewise") score = readMusicXml(text, file, options);
    else if (root === "mei") score = readMei(text, file);
    else throw new ReadError(file, `the root element is <${root}>, not a MusicXML or MEI score`);
    if (warning)
      score.warnings = [{ file, at: inside ? inside(warning.at) : warning.at, message: warning.message }];
    return score;
  });
}

/** The document as text; bytes that are not UTF-8 are read as U+FFFD, and said to be. */
function decode(
  bytes: Uint8Array,
  file: string,
): { text: string; warning?: { at: string; message: string } } {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder("utf-16be").decode(bytes) };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder("utf-16le").decode(bytes) };
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/.exec(head)?.[1];
  if (declared && !/^utf-?8$/i.test(declared)) {
    try {
      return { text: new TextDecoder(declared).decode(bytes) };
    } catch {
      throw new ReadError(
        file,
        `the XML declaration names the encoding "${declared}", which cannot be decoded`,
      );
    }
  }
  const { text, badByte } = decodeUtf8(bytes);
  if (badByte === null) return { text };
  return {
    text,
    warning: {
      at: placeOfByte(bytes, badByte),
      message: "the file holds bytes that are not UTF-8; they are read as U+FFFD (�)",
    },
  };
}

/** The name of the root element, after the prolog. Entity declarations are refused here, before
 * any parser sees them: nothing in a score needs them, and expanding them is how XML bombs work. */
export function rootElement(text: string, file: string): string {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i] as string)) i++;
    if (text[i] !== "<") throw new ReadError(file, "not XML: the file does not start with an element");
    if (text.startsWith("<?", i)) i = skipPast(text, i, "?>", file);
    else if (text.startsWith("<!--", i)) i = skipPast(text, i, "-->", file);
    else if (text.startsWith("<!DOCTYPE", i)) {
      const open = text.indexOf("[", i);
      const close = text.indexOf(">", i);
      if (close < 0) throw new ReadError(file, "not XML: the DOCTYPE never ends");
      if (open >= 0 && open < close) {
        const end = text.indexOf("]", open);
        if (end < 0) throw new ReadError(file, "not XML: the DOCTYPE never ends");
        if (/<!ENTITY/i.test(text.slice(open, end)))
          throw new ReadError(file, "the DOCTYPE declares entities; Barline never expands them");
        i = skipPast(text, end, ">", file);
      } else i = close + 1;
    } else {
      const name = /^<([A-Za-z_][\w.:-]*)/.exec(text.slice(i, i + 200))?.[1];
      if (!name) throw new ReadError(file, "not XML: no root element");
      // A namespace prefix (mei:mei) does not change what the document is.
      return name.includes(":") ? name.slice(name.indexOf(":") + 1) : name;
    }
  }
}

function skipPast(text: string, from: number, end: string, file: string): number {
  const at = text.indexOf(end, from);
  if (at < 0) throw new ReadError(file, "not XML: the prolog never ends");
  return at + end.length;
}
