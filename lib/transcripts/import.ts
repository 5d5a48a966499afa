// The entry: one chat-log file → conversations and problems, streamed. The format is detected from
// the content. A zip archive is an Inspect AI `.eval` log. A file whose first line is a JSON value
// on its own is JSON Lines, read line by line without holding the file (saved server-sent events,
// `event:` / `data:` lines, too); any other file is one JSON document. Every conversation is yielded
// whole or not at all: a line or document that cannot be read becomes a problem naming the file
// and the line or JSON pointer, and reading goes on (assembler.ts turns documents into conversations).
import { createReadStream } from "node:fs";
import { open, readFile, stat } from "node:fs/promises";
import { basename } from "node:path";
import { LIMITS, overLimit, parseJsonBounded } from "../limits.ts";
import { ReadError } from "../read-error.ts";
import { inflateEntry, zipEntries } from "../zip.ts";
import { Assembler, problemOf, type ImportItem } from "./assembler.ts";
import type { Conversation, Problem } from "./conversation.ts";
import { READS } from "./describe.ts";
import { ImageStore } from "./images.ts";
import { isObject, jsonErrorLine, Loc, notJson } from "./source-loc.ts";

export { problemOf, type ImportItem } from "./assembler.ts";

export interface ImportOptions {
  /** Where image bytes go; a new store when not given. */
  images?: ImageStore;
  /** The file as conversations and problems cite it (e.g. relative to a bundle root); default: the path. */
  file?: string;
  /** Derived ids are `<stem>#<position>`; default: the file's name without its extension. */
  stem?: string;
}

/** Streams a file on disk. */
export async function* importFile(path: string, options: ImportOptions = {}): AsyncGenerator<ImportItem> {
  if (await startsAsZip(path)) {
    yield* importZip(await readFile(path), options.file ?? path, options);
    return;
  }
  const file = options.file ?? path;
  const readWhole = async () => {
    const { size } = await stat(path);
    if (size > LIMITS.documentChars) throw overLimit(file, "documentChars", size);
    const bytes = await readFile(path);
    try {
      return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), notUtf8: false };
    } catch {
      return { text: new TextDecoder("utf-8").decode(bytes), notUtf8: true };
    }
  };
  const input = createReadStream(path);
  try {
    yield* importSource(boundedLines(utf8Chunks(input)), readWhole, file, options);
  } finally {
    input.destroy();
  }
}

/** A line longer than any message could be: its length, in place of text never held whole. */
type LongLine = { tooLong: number };
type NotUtf8 = { notUtf8: true };
/** Before the text it is met in: bytes that are not UTF-8, read as U+FFFD. */
const NOT_UTF8 = "\u0000not-utf8";
const NOT_UTF8_MESSAGE = "holds bytes that are not UTF-8; they are read as U+FFFD (�)";

/** The bytes as text, with NOT_UTF8 put before the first chunk that holds bytes that are not UTF-8. */
async function* utf8Chunks(input: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const text = new TextDecoder("utf-8");
  let strict: TextDecoder | null = new TextDecoder("utf-8", { fatal: true });
  for await (const chunk of input) {
    try {
      strict?.decode(chunk, { stream: true });
    } catch {
      strict = null;
      yield NOT_UTF8;
    }
    yield text.decode(chunk, { stream: true });
  }
  try {
    strict?.decode();
  } catch {
    yield NOT_UTF8;
  }
  yield text.decode();
}

/** The stream's lines (CR LF or LF), each at most LIMITS.messageChars; a longer line is skipped as it
 * streams past, so a huge line never fills memory. */
async function* boundedLines(input: AsyncIterable<string>): AsyncGenerator<string | LongLine | NotUtf8> {
  let pending = "";
  let skipping = 0;
  for await (const chunk of input) {
    if (chunk === NOT_UTF8) {
      yield { notUtf8: true };
      continue;
    }
    let from = 0;
    for (let nl = chunk.indexOf("\n"); nl >= 0; nl = chunk.indexOf("\n", from)) {
      const piece = chunk.slice(from, nl);
      from = nl + 1;
      if (skipping > 0) yield { tooLong: skipping + piece.length };
      else yield (pending + piece).replace(/\r$/, "");
      pending = "";
      skipping = 0;
    }
    const rest = chunk.slice(from);
    if (skipping > 0) skipping += rest.length;
    else if (pending.length + rest.length > LIMITS.messageChars) {
      skipping = pending.length + rest.length;
      pending = "";
    } else pending += rest;
  }
  if (skipping > 0) yield { tooLong: skipping };
  else if (pending !== "") yield pending.replace(/\r$/, "");
}

/** The same for bytes already in memory (an entry of a zipped bundle). */
export async function* importBytes(
  bytes: Uint8Array,
  file: string,
  options: Omit<ImportOptions, "file"> = {},
): AsyncGenerator<ImportItem> {
  if (isZip(bytes)) {
    yield* importZip(bytes, file, options);
    return;
  }
  if (bytes.length > LIMITS.documentChars) {
    yield { problem: problemOf(overLimit(file, "documentChars", bytes.length)) };
    return;
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    yield { problem: { file, message: `the file ${NOT_UTF8_MESSAGE}` } };
    text = new TextDecoder("utf-8").decode(bytes);
  }
  const lines = text.split(/\r?\n/).map((l) => (l.length > LIMITS.messageChars ? { tooLong: l.length } : l));
  // The problem is noted above already.
  yield* importSource(lines, async () => ({ text, notUtf8: false }), file, options);
}

const isZip = (b: Uint8Array) =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

async function startsAsZip(path: string): Promise<boolean> {
  const handle = await open(path, "r");
  try {
    const head = new Uint8Array(4);
    await handle.read(head, 0, 4, 0);
    return isZip(head);
  } finally {
    await handle.close();
  }
}

/** A zip archive: an Inspect AI `.eval` log (header.json and samples/*.json), one conversation per
 * sample; any other archive is no chat log. */
async function* importZip(
  bytes: Uint8Array,
  file: string,
  options: Omit<ImportOptions, "file">,
): AsyncGenerator<ImportItem> {
  const assembler = newAssembler(file, options);
  // Only the entries read are inflated, each held to the size the archive declares for it.
  const entries: Record<string, Uint8Array> = {};
  try {
    for (const e of zipEntries(bytes, file, "the zip archive"))
      if (e.name === "header.json" || /^samples\/[^/]+\.json$/.test(e.name))
        entries[e.name] = inflateEntry(bytes, e, file, "the zip archive", LIMITS.documentChars, true);
  } catch (err) {
    const reason = err instanceof ReadError ? err.reason : (err as Error).message;
    yield { problem: { file, message: `a zip archive that cannot be opened: ${reason}` } };
    return;
  }
  const decode = (b: Uint8Array) => new TextDecoder("utf-8").decode(b);
  const header = entries["header.json"];
  let evalInfo: unknown;
  try {
    evalInfo = header ? (JSON.parse(decode(header)) as { eval?: unknown }).eval : undefined;
  } catch (err) {
    yield { problem: { file, at: "header.json", message: notJson(decode(header!), err, true) } };
    return;
  }
  if (!isObject(evalInfo)) {
    yield {
      problem: {
        file,
        message: `not a chat log: a zip archive that is no Inspect AI log (no header.json with an eval). ${READS}`,
      },
    };
    return;
  }
  const samples: { value: unknown; loc: Loc }[] = [];
  for (const name of Object.keys(entries)
    .filter((n) => n.startsWith("samples/"))
    .sort()) {
    const text = decode(entries[name]!);
    try {
      samples.push({ value: parseJsonBounded(text, file, name), loc: new Loc(file, undefined).child(name) });
    } catch (err) {
      if (err instanceof ReadError) yield { problem: problemOf(err) };
      else yield { problem: { file, at: name, message: notJson(text, err, true) } };
    }
  }
  yield* assembler.inspect(evalInfo, samples, new Loc(file, undefined));
}

/** Everything a file holds, collected. */
export async function importAll(
  path: string,
  options: ImportOptions = {},
): Promise<{ conversations: Conversation[]; problems: Problem[]; images: ImageStore }> {
  const images = options.images ?? new ImageStore();
  const conversations: Conversation[] = [];
  const problems: Problem[] = [];
  for await (const item of importFile(path, { ...options, images })) {
    if ("conversation" in item) conversations.push(item.conversation);
    else problems.push(item.problem);
  }
  return { conversations, problems, images };
}

async function* importSource(
  lines: AsyncIterable<string | LongLine | NotUtf8> | Iterable<string | LongLine | NotUtf8>,
  /** The file as text, and whether it holds bytes that are not UTF-8. */
  readWhole: () => Promise<{ text: string; notUtf8: boolean }>,
  file: string,
  options: Omit<ImportOptions, "file">,
): AsyncGenerator<ImportItem> {
  const assembler = newAssembler(file, options);
  let lineNo = 0;
  let jsonLines = false;
  let sseSeen = false;
  let notedUtf8 = false;
  for await (const raw of lines) {
    if (typeof raw !== "string" && "notUtf8" in raw) {
      notedUtf8 = true;
      yield { problem: { file, message: `the file ${NOT_UTF8_MESSAGE}` } };
      continue;
    }
    lineNo++;
    if (typeof raw !== "string") {
      jsonLines = true;
      const tooLong = overLimit(file, "messageChars", raw.tooLong);
      yield* assembler.unreadable(new Loc(file, lineNo), String(lineNo - 1), tooLong.reason);
      continue;
    }
    const line = lineNo === 1 ? raw.replace(/^\uFEFF/, "") : raw;
    if (!line.trim()) continue;
    const loc = new Loc(file, lineNo);
    // Server-sent events as saved from the wire: `event:` lines name what the `data:` line holds.
    const sse = /^(data|event|id|retry|):/.exec(line);
    let text = line;
    if (sse && (jsonLines || lineNo === 1 || sseSeen)) {
      sseSeen = true;
      jsonLines = true;
      text = line.slice(sse[0].length).trim();
      if (sse[1] !== "data" || text === "[DONE]" || text === "") continue;
    }
    let value: unknown;
    try {
      value = parseJsonBounded(text, file, `line ${lineNo}`, "messageChars");
    } catch (err) {
      if (err instanceof ReadError) {
        jsonLines = true;
        yield* assembler.unreadable(loc, String(lineNo - 1), err.reason);
        continue;
      }
      if (!jsonLines) break; // not a value on its own: the file is one JSON document
      yield* assembler.unreadable(loc, String(lineNo - 1), notJson(text, err, false));
      continue;
    }
    jsonLines = true;
    yield* assembler.document(value, loc, String(lineNo - 1));
  }
  if (!jsonLines && lineNo > 0) {
    let whole: string;
    try {
      const read = await readWhole();
      whole = read.text;
      if (read.notUtf8 && !notedUtf8) yield { problem: { file, message: `the file ${NOT_UTF8_MESSAGE}` } };
    } catch (err) {
      if (!(err instanceof ReadError)) throw err;
      yield { problem: problemOf(err) };
      return;
    }
    yield* wholeDocument(whole, file, assembler);
  }
  yield* assembler.finish();
}

function newAssembler(file: string, options: Omit<ImportOptions, "file">): Assembler {
  const name = basename(file);
  return new Assembler(
    file,
    options.stem ?? (name.includes(".") ? name.slice(0, name.lastIndexOf(".")) : name),
    options.images ?? new ImageStore(),
  );
}

async function* wholeDocument(text: string, file: string, assembler: Assembler): AsyncGenerator<ImportItem> {
  const body = text.replace(/^\uFEFF/, "");
  if (!body.trim()) return;
  let value: unknown;
  try {
    value = parseJsonBounded(body, file);
  } catch (err) {
    if (err instanceof ReadError) {
      yield { problem: problemOf(err) };
      return;
    }
    // A JSON Lines file whose first line is broken: read the rest line by line.
    const rest = body.split(/\r?\n/);
    if (rest.slice(1).some((l) => isJsonObject(l))) {
      for (const [i, l] of rest.entries()) {
        if (!l.trim()) continue;
        const loc = new Loc(file, i + 1);
        if (isJsonObject(l)) yield* assembler.document(parseJsonBounded(l, file, loc.where), loc, String(i));
        else yield* assembler.unreadable(loc, String(i), notJsonLine(l));
      }
      return;
    }
    yield {
      problem: {
        file,
        at: `line ${jsonErrorLine(body, err)}`,
        message: notJson(body, err, false) + looksLike(body),
      },
    };
    return;
  }
  yield* assembler.document(value, new Loc(file, undefined), "0");
}

/** What a file that is not JSON at all seems to be, when that is plain from its first line. */
function looksLike(text: string): string {
  const first = text.trimStart().split(/\r?\n/, 1)[0] ?? "";
  if (/^(interactions|- request):/.test(first))
    return ". It looks like a VCR cassette (YAML): Barline reads recordings saved as JSON";
  if (/^[\w.-]+:(\s|$)/.test(first)) return ". It looks like YAML: Barline reads JSON and JSON Lines";
  if (/^</.test(first)) return ". It looks like HTML or XML: Barline reads JSON and JSON Lines";
  return "";
}

function notJsonLine(line: string): string {
  try {
    JSON.parse(line);
    return "not a JSON object";
  } catch (err) {
    return notJson(line, err, false);
  }
}

function isJsonObject(line: string): boolean {
  try {
    return isObject(parseJsonBounded(line, "", undefined, "messageChars"));
  } catch {
    return false;
  }
}
