// Where a value sits in a source file (file, JSON Lines line, JSON pointer), and typed access to
// values that throws a ReadError naming that place when the log has the wrong shape.
import { ReadError } from "../read-error.ts";
import type { SourcePointer } from "./conversation.ts";
import { jsonErrorMessage, jsonErrorOffset, lineAndColumn } from "./json-position.ts";

export type JsonObject = Record<string, unknown>;

export class Loc {
  constructor(
    readonly file: string,
    /** 1-based line of a JSON Lines file; undefined for a whole-file JSON document. */
    readonly line: number | undefined,
    /** RFC 6901 pointer inside the document (or inside the line's value). */
    readonly pointer: string = "",
  ) {}

  child(key: string | number): Loc {
    const token = String(key).replace(/~/g, "~0").replace(/\//g, "~1");
    return new Loc(this.file, this.line, `${this.pointer}/${token}`);
  }

  get at(): SourcePointer {
    return this.line === undefined
      ? { file: this.file, pointer: this.pointer }
      : { file: this.file, line: this.line, pointer: this.pointer };
  }

  /** The place as `problems` cite it: "line 4", "line 4 /messages/2" or "/messages/2". */
  get where(): string | undefined {
    return formatAt(this.at);
  }

  fail(reason: string): never {
    throw new ReadError(this.file, reason, this.where);
  }
}

export function formatAt(at: SourcePointer): string | undefined {
  const pointer = at.pointer ?? "";
  if (at.line !== undefined) return pointer ? `line ${at.line} ${pointer}` : `line ${at.line}`;
  return pointer || undefined;
}

export function typeName(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  return typeof v === "object" ? "an object" : `a ${typeof v}`;
}

export function isObject(v: unknown): v is JsonObject {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Array.isArray without its `any[]`: what a parsed log holds is unknown until read. */
export function isArray(v: unknown): v is unknown[] {
  return Array.isArray(v);
}

export function asObject(v: unknown, loc: Loc): JsonObject {
  if (!isObject(v)) loc.fail(v === undefined ? missing(loc, "an object") : wrong(loc, v, "an object"));
  return v;
}

export function asArray(v: unknown, loc: Loc): unknown[] {
  if (!Array.isArray(v)) loc.fail(v === undefined ? missing(loc, "a list") : wrong(loc, v, "a list"));
  return v;
}

function pointerTokens(loc: Loc): string[] {
  return loc.pointer
    .split("/")
    .slice(1)
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** A value of the wrong kind, named by its key as the file writes it. */
function wrong(loc: Loc, v: unknown, what: string): string {
  const key = pointerTokens(loc).at(-1);
  const name = key === undefined ? "the value" : /^\d+$/.test(key) ? `item ${key}` : `"${key}"`;
  return `${name} is ${typeName(v)} where ${what} should be`;
}

/** A value the file does not have, in the file's words: what holds it, and the key it lacks. */
function missing(loc: Loc, what: string): string {
  const tokens = pointerTokens(loc);
  const key = tokens.at(-1);
  if (key === undefined) return `nothing where ${what} should be`;
  if (/^\d+$/.test(key)) return `no item ${key} where ${what} should be`;
  const parent = tokens.slice(0, -1).join(".");
  return `${parent ? `"${parent}"` : "the record"} has no "${key}" (${what})`;
}

/** Each element of an array read at its own place, keeping what `read` returns other than null. */
export function readEach<T>(v: unknown, loc: Loc, read: (item: unknown, at: Loc) => T | null): T[] {
  const out: T[] = [];
  asArray(v, loc).forEach((item, i) => {
    const r = read(item, loc.child(i));
    if (r !== null) out.push(r);
  });
  return out;
}

export function asString(v: unknown, loc: Loc): string {
  if (typeof v !== "string") loc.fail(v === undefined ? missing(loc, "text") : wrong(loc, v, "text"));
  return v;
}

/** `v` when it is a string, else `fallback`: for text a log may leave out or give as something else. */
export function stringOr(v: unknown, fallback: string): string {
  return typeof v === "string" ? v : fallback;
}

/** A string field that may be absent or null. */
export function optString(obj: JsonObject, key: string, loc: Loc): string | null {
  const v = obj[key];
  return v === undefined || v === null ? null : asString(v, loc.child(key));
}

/** A boolean field that may be absent or null: undefined when the log does not say. */
export function optBoolean(obj: JsonObject, key: string, loc: Loc): boolean | undefined {
  const v = obj[key];
  if (v === undefined || v === null) return undefined;
  return typeof v === "boolean" ? v : loc.child(key).fail(`expected true or false, found ${typeName(v)}`);
}

/** Tool arguments given as a JSON string: parsed when they parse, else kept as the raw string. */
export function parseArguments(v: unknown): unknown {
  if (typeof v !== "string") return v ?? null;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}

/** The 1-based line where `text` stops being JSON: JSON.parse's position where it gives one, else
 * where the scanner finds the error (Node 20 gives none for an unexpected token). */
export function jsonErrorLine(text: string, err: unknown): number {
  return lineAndColumn(text, jsonErrorAt(text, err)).line;
}

/** "not JSON at line L, column C: <JSON.parse's reason>" without the copy of the text V8 adds. */
export function notJson(text: string, err: unknown, withLine: boolean): string {
  const { line, column } = lineAndColumn(text, jsonErrorAt(text, err));
  return `not JSON ${withLine ? `at line ${line}, ` : "at "}column ${column}: ${jsonErrorMessage(err)}`;
}

function jsonErrorAt(text: string, err: unknown): number {
  const pos = /at position (\d+)/.exec(err instanceof Error ? err.message : String(err));
  if (pos) return Number(pos[1]);
  const found = jsonErrorOffset(text);
  return found < 0 ? text.trimEnd().length : found;
}

/** An ISO 8601 time from milliseconds since the epoch; null when the number is no time (out of range). */
export function isoTime(ms: number): string | null {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
