// Property fuzzing of everything that reads input from outside (issue 12), seeded from the real
// fixtures: the chat importers, the score readers, the bundle reader and the claim extractor. Each
// target's property: it returns, or it refuses with a ReadError (a clean rejection); any other
// exception is a crash. Used by hostile-input.test.ts (a short run) and scripts/fuzz.ts (a long one).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import fc from "fast-check";
import { readBundle } from "../../lib/bundle/read-bundle.ts";
import { extractClaims } from "../../lib/claims/rules/extract-claims.ts";
import type { ScoreContext } from "../../lib/claims/subject/score-context.ts";
import { ReadError } from "../../lib/read-error.ts";
import { readScoreBytes } from "../../lib/score-history/read-score.ts";
import { importBytes } from "../../lib/transcripts/import.ts";
import { deflated, zipOf } from "./deflated-zip.ts";

export type Outcome = "read" | "rejected";

export interface Target {
  name: string;
  /** One input to try. */
  input: fc.Arbitrary<unknown>;
  /** Runs it: "read", or "rejected" for a ReadError; throws anything else (a crash). */
  run(input: unknown): Promise<Outcome>;
}

const FIXTURES = "test/fixtures";

function filesUnder(dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p, pattern));
    else if (pattern.test(name)) out.push(p);
  }
  return out.sort();
}

/** Values no writer meant to put there: out of range, of the wrong type, named like Object's own. */
const ODD_VALUES: unknown[] = [
  { toString: 1 },
  { a: 1 },
  [],
  [[[[]]]],
  1e308,
  -1e308,
  4294967295,
  -1,
  0,
  1.5,
  "",
  null,
  true,
  "constructor",
  "__proto__",
  "toString",
  "1000000000",
  "NaN",
  "9999-99-99T99:99:99Z",
  "bar 4" + ".".repeat(200),
];

const ODD_TEXT = [
  "1000000000",
  "-1000000000",
  "4294967295",
  "1e308",
  "NaN",
  "-0",
  "0",
  "constructor",
  "__proto__",
  "",
  "&amp;",
  "\u0000",
  "<x>",
];

/** A JSON value with the value at a path (chosen by numbers) replaced. */
function replaceAt(value: unknown, path: readonly number[], by: unknown): unknown {
  if (path.length === 0) return by;
  const [step, ...rest] = path as [number, ...number[]];
  if (Array.isArray(value) && value.length > 0) {
    const copy: unknown[] = [...(value as unknown[])];
    const i = step % value.length;
    copy[i] = replaceAt(value[i], rest, by);
    return copy;
  }
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value);
    if (keys.length === 0) return by;
    const key = keys[step % keys.length]!;
    const copy: Record<string, unknown> = {};
    for (const k of keys)
      Object.defineProperty(copy, k, {
        value:
          k === key
            ? replaceAt((value as Record<string, unknown>)[k], rest, by)
            : (value as Record<string, unknown>)[k],
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return copy;
  }
  return by;
}

/** Byte-level damage: a slice cut out, repeated, or bytes overwritten. */
const byteEdit = fc.record({
  kind: fc.constantFrom("cut", "repeat", "overwrite", "truncate"),
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  length: fc.nat(400),
  times: fc.integer({ min: 2, max: 50 }),
  byte: fc.nat(255),
});

type ByteEdit = { kind: string; at: number; length: number; times: number; byte: number };

function damage(bytes: Uint8Array, e: ByteEdit): Uint8Array {
  const at = Math.floor(e.at * bytes.length);
  const end = Math.min(bytes.length, at + e.length);
  const piece = bytes.subarray(at, end);
  switch (e.kind) {
    case "cut":
      return concat([bytes.subarray(0, at), bytes.subarray(end)]);
    case "repeat":
      return concat([
        bytes.subarray(0, at),
        ...Array.from({ length: e.times }, () => piece),
        bytes.subarray(end),
      ]);
    case "overwrite": {
      const out = bytes.slice();
      out.fill(e.byte, at, end);
      return out;
    }
    default:
      return bytes.subarray(0, at);
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

async function outcome(work: () => unknown): Promise<Outcome> {
  try {
    await work();
    return "read";
  } catch (err) {
    if (err instanceof ReadError) return "rejected";
    throw err;
  }
}

async function importAllOf(bytes: Uint8Array, file: string): Promise<Outcome> {
  // The importers never throw: what they cannot read is a problem, their clean rejection.
  let problems = 0;
  for await (const item of importBytes(bytes, file)) if ("problem" in item) problems++;
  return problems > 0 ? "rejected" : "read";
}

export function chatTarget(): Target {
  const seeds = filesUnder(`${FIXTURES}/transcripts`, /\.(json|jsonl)$/).map((f) => ({
    file: f,
    text: readFileSync(f, "utf8"),
  }));
  const input = fc.oneof(
    fc.record({
      seed: fc.nat(seeds.length - 1),
      line: fc.nat(),
      path: fc.array(fc.nat(60), { minLength: 0, maxLength: 10 }),
      by: fc.constantFrom(...ODD_VALUES),
    }),
    fc.record({ seed: fc.nat(seeds.length - 1), edit: byteEdit }),
  );
  return {
    name: "chat importers",
    input,
    run: async (raw) => {
      const c = raw as { seed: number; line?: number; path?: number[]; by?: unknown; edit?: ByteEdit };
      const seed = seeds[c.seed]!;
      if (c.edit) return importAllOf(damage(new TextEncoder().encode(seed.text), c.edit), seed.file);
      const lines = seed.file.endsWith(".jsonl")
        ? seed.text.split("\n").filter((l) => l.trim())
        : [seed.text];
      const i = c.line! % lines.length;
      let value: unknown;
      try {
        value = JSON.parse(lines[i]!);
      } catch {
        return importAllOf(new TextEncoder().encode(seed.text), seed.file);
      }
      lines[i] = JSON.stringify(replaceAt(value, c.path!, c.by));
      return importAllOf(new TextEncoder().encode(lines.join("\n")), seed.file);
    },
  };
}

export function scoreTarget(): Target {
  const seeds = [
    ...filesUnder(`${FIXTURES}/score`, /\.musicxml$/),
    ...filesUnder(`${FIXTURES}/mei`, /\.mei$/),
  ].map((f) => ({ file: f, text: readFileSync(f, "utf8") }));
  const input = fc.oneof(
    // A text between tags, or an attribute value, replaced.
    fc.record({ seed: fc.nat(seeds.length - 1), nth: fc.nat(), by: fc.constantFrom(...ODD_TEXT) }),
    fc.record({ seed: fc.nat(seeds.length - 1), edit: byteEdit }),
  );
  return {
    name: "score readers",
    input,
    run: async (raw) => {
      const c = raw as { seed: number; nth?: number; by?: string; edit?: ByteEdit };
      const seed = seeds[c.seed]!;
      if (c.edit)
        return outcome(() => readScoreBytes(damage(new TextEncoder().encode(seed.text), c.edit!), seed.file));
      const values = [...seed.text.matchAll(/>([^<>]+)<|="([^"]*)"/g)];
      const m = values[c.nth! % values.length]!;
      const start = m.index + (m[1] !== undefined ? 1 : 2);
      const length = (m[1] ?? m[2] ?? "").length;
      const text = seed.text.slice(0, start) + c.by + seed.text.slice(start + length);
      return outcome(() => readScoreBytes(new TextEncoder().encode(text), seed.file));
    },
  };
}

/** `scratch`: the folder its zips are written to (a tmpfs is best: readBundle takes a path). */
export function bundleTarget(scratch = tmpdir()): Target {
  const root = `${FIXTURES}/analysis/etude-bundle`;
  const files = filesUnder(root, /./).map((f) => {
    const name = relative(root, f);
    const bytes = new Uint8Array(readFileSync(f));
    return { name, bytes, entry: deflated(name, bytes) };
  });
  let dir: string | undefined;
  let n = 0;
  const input = fc.record({ file: fc.nat(files.length - 1), edit: byteEdit, zipEdit: fc.option(byteEdit) });
  return {
    name: "bundle reader",
    input,
    run: async (raw) => {
      const c = raw as { file: number; edit: ByteEdit; zipEdit: ByteEdit | null };
      if (dir === undefined) {
        const made = mkdtempSync(join(scratch, "barline-fuzz-"));
        process.once("exit", () => rmSync(made, { recursive: true, force: true }));
        dir = made;
      }
      // Only the damaged file is deflated again.
      let zip = zipOf(
        files.map((f, i) => (i === c.file ? deflated(f.name, damage(f.bytes, c.edit)) : f.entry)),
      );
      if (c.zipEdit) zip = damage(zip, c.zipEdit);
      const path = join(dir, `b${n++ % 4}.zip`);
      writeFileSync(path, zip);
      return outcome(() => readBundle(path));
    },
  };
}

export function claimTarget(): Target {
  const data = JSON.parse(readFileSync(`${FIXTURES}/claims/sentences.json`, "utf8")) as {
    scores: Record<string, ScoreContext>;
    entries: { text: string; source: "assistant" | "read"; score: string }[];
  };
  const input = fc.record({
    entry: fc.nat(data.entries.length - 1),
    times: fc.integer({ min: 1, max: 200 }),
    insert: fc.constantFrom("", "....", " bar ", "—", "|", "**", "\n", "1000000000", "bars 4-"),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
  });
  return {
    name: "claim extractor",
    input,
    run: (raw) => {
      const c = raw as { entry: number; times: number; insert: string; at: number };
      const e = data.entries[c.entry]!;
      const cut = Math.floor(c.at * e.text.length);
      const text = (e.text.slice(0, cut) + c.insert.repeat(c.times) + e.text.slice(cut)).repeat(
        1 + (c.times % 5),
      );
      extractClaims(text, e.source, data.scores[e.score]);
      return Promise.resolve("read");
    },
  };
}

/** `scratch`: where the bundle reader's zips are written. */
export const targets = (scratch?: string): Target[] => [
  chatTarget(),
  scoreTarget(),
  bundleTarget(scratch),
  claimTarget(),
];
