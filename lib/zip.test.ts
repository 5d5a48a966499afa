// Zips read entry by entry (issue 12): an entry whose declared size lies is a problem of that file,
// not cut short silently, and the other files of a zipped bundle are still read.
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { zipSync } from "fflate";
import { readBundle } from "./bundle/read-bundle.ts";
import { LIMITS } from "./limits.ts";
import { ReadError } from "./read-error.ts";
import { inflateEntry, zipEntries } from "./zip.ts";

const etude = "test/fixtures/analysis/etude-bundle";

function etudeZip(): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const dir of ["chats", "scores/cello"])
    for (const name of readdirSync(join(etude, dir)))
      files[`${dir}/${name}`] = readFileSync(join(etude, dir, name));
  return zipSync(files);
}

/** The zip with the central directory's uncompressed size of `name` set to `size`. */
function lyingAbout(zip: Uint8Array, name: string, size: number): Uint8Array {
  const out = zip.slice();
  const entry = zipEntries(out, "bundle.zip", "the zip").find((e) => e.name === name)!;
  const view = new DataView(out.buffer);
  // Central directory headers follow the last local entry; find this entry's by its offset field.
  for (let at = 0; at + 46 <= out.length; at++)
    if (view.getUint32(at, true) === 0x02014b50 && view.getUint32(at + 42, true) === entry.localOffset) {
      view.setUint32(at + 24, size, true);
      return out;
    }
  throw new Error(`no central directory header for ${name}`);
}

test("an entry that holds more than its declared size is refused, not cut short", () => {
  const zip = lyingAbout(etudeZip(), "chats/etude-a1.json", 10);
  const entry = zipEntries(zip, "bundle.zip", "the zip").find((e) => e.name === "chats/etude-a1.json")!;
  assert.throws(
    () => inflateEntry(zip, entry, "chats/etude-a1.json", "the zip", 2 ** 20, true),
    (e: unknown) =>
      e instanceof ReadError && /declares 10 bytes for this entry but it holds more/.test(e.reason),
  );
});

test("a zipped bundle with a lying entry: that file is a problem, the other chats and the score are read", async () => {
  const dir = mkdtempSync(join(tmpdir(), "barline-zip-"));
  try {
    const path = join(dir, "bundle.zip");
    writeFileSync(path, lyingAbout(etudeZip(), "chats/etude-a1.json", 10));
    const b = await readBundle(path);
    assert.deepEqual(
      b.problems.map((p) => [p.file, p.message]),
      [["chats/etude-a1.json", "the zip declares 10 bytes for this entry but it holds more"]],
    );
    assert.equal(b.conversations.length, readdirSync(join(etude, "chats")).length - 1);
    assert.equal(b.scores[0]?.versions.length, 2);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test("a chat entry expanding past the document limit is a problem of that file; the rest is read", async () => {
  const dir = mkdtempSync(join(tmpdir(), "barline-zip-"));
  try {
    const files: Record<string, Uint8Array> = {};
    for (const d of ["chats", "scores/cello"])
      for (const name of readdirSync(join(etude, d)))
        files[`${d}/${name}`] = readFileSync(join(etude, d, name));
    files["chats/huge.json"] = new Uint8Array(LIMITS.documentChars + 1).fill(0x20);
    const path = join(dir, "bundle.zip");
    writeFileSync(path, zipSync(files, { level: 1 }));
    const b = await readBundle(path);
    assert.deepEqual(
      b.problems.map((p) => [p.file, p.message]),
      [["chats/huge.json", "an entry of the zip expands past 64 MiB"]],
    );
    assert.equal(b.conversations.length, readdirSync(join(etude, "chats")).length);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test("a zipped bundle with two entries of one name: neither is read, a problem names it", async () => {
  const dir = mkdtempSync(join(tmpdir(), "barline-zip-"));
  try {
    const files: Record<string, Uint8Array> = {};
    for (const d of ["chats", "scores/cello"])
      for (const name of readdirSync(join(etude, d)))
        files[`${d}/${name}`] = readFileSync(join(etude, d, name));
    // A second chat under a name of the same length, renamed in both headers to the first's name.
    files["chats/etude-a1.jsoZ"] = new TextEncoder().encode(
      '{"messages":[{"role":"user","content":"the later copy"}]}',
    );
    const zip = Buffer.from(zipSync(files));
    const twin = Buffer.from("chats/etude-a1.jsoZ");
    for (let at = zip.indexOf(twin); at >= 0; at = zip.indexOf(twin, at + 1))
      zip.write("chats/etude-a1.json", at);
    assert.equal(
      zipEntries(zip, "bundle.zip", "the zip").filter((e) => e.name === "chats/etude-a1.json").length,
      2,
    );
    const path = join(dir, "bundle.zip");
    writeFileSync(path, zip);
    const b = await readBundle(path);
    assert.deepEqual(
      b.problems.map((p) => [p.file, p.message]),
      [["chats/etude-a1.json", "refused: the zip holds 2 entries of this name"]],
    );
    assert.equal(b.conversations.length, readdirSync(join(etude, "chats")).length - 1);
  } finally {
    rmSync(dir, { recursive: true });
  }
});
