import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { inflateSync } from "node:zlib";
import { FLAG_TYPES } from "../../lib/findings/flag.ts";
import { loadReport } from "../../lib/analysis/load-report.ts";
import { ImageStore } from "../../lib/transcripts/images.ts";
import { importFile } from "../../lib/transcripts/import.ts";
import { FIX_DATE } from "./conversations.ts";
import { EVALUATION } from "./evaluation.ts";
import { writeDemoBundle } from "./write-bundle.ts";

const dir = await mkdtemp(join(tmpdir(), "barline-demo-"));
const bundle = join(dir, "demo-bundle");
await writeDemoBundle(bundle);
test.after(() => rm(dir, { recursive: true, force: true }));

async function files(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .sort();
}

/** Decodes a PNG far enough to know it is whole: signature, IHDR, every chunk's length, IDAT
 * inflating to exactly the rows the header announces, IEND last. Returns width and height. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const b = Buffer.from(bytes);
  assert.deepEqual([...b.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "PNG signature");
  let at = 8;
  let header: { width: number; height: number; channels: number } | null = null;
  const idat: Buffer[] = [];
  let type = "";
  while (at < b.length) {
    const length = b.readUInt32BE(at);
    type = b.toString("latin1", at + 4, at + 8);
    const data = b.subarray(at + 8, at + 8 + length);
    assert.equal(data.length, length, `chunk ${type} is cut short`);
    if (type === "IHDR") {
      assert.equal(data[8], 8, "8 bits a sample");
      const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[data[9]!];
      assert.ok(channels, `colour type ${data[9]} (not palette)`);
      header = { width: data.readUInt32BE(0), height: data.readUInt32BE(4), channels };
    }
    if (type === "IDAT") idat.push(data);
    at += 12 + length;
  }
  assert.equal(type, "IEND", "the last chunk is IEND");
  assert.ok(header, "an IHDR chunk");
  const rows = inflateSync(Buffer.concat(idat));
  assert.equal(rows.length, header.height * (1 + header.width * header.channels), "IDAT holds every row");
  return { width: header.width, height: header.height };
}

test("the demo bundle raises every flag type of findings.md over at least 10 conversations in at least 3 chat formats", async () => {
  const report = await loadReport(bundle, { workers: 1, extractor: "rules" });
  assert.deepEqual(report.problems, []);
  assert.ok(report.conversations.length >= 10, `${report.conversations.length} conversations`);
  const formats = new Set(report.conversations.map((c) => c.format));
  assert.ok(formats.size >= 3, [...formats].join(", "));
  const raised = new Set(report.conversations.flatMap((c) => c.flags.map((f) => f.type)));
  assert.deepEqual(
    FLAG_TYPES.filter((t) => !raised.has(t)),
    [],
    "flag types never raised",
  );
  assert.ok(
    report.conversations.some((c) => c.flags.length === 0 && c.claims.length > 0),
    "clean conversations too",
  );
  assert.equal(new Set(report.conversations.map((c) => c.model)).size, 2, "two models");
  assert.equal(
    new Set(report.conversations.map((c) => c.labels.deployment)).size,
    2,
    "two deployment labels",
  );
});

test("before the fix date the assistant is contradicted more often than after it", async () => {
  const report = await loadReport(bundle, { workers: 1, extractor: "rules" });
  const rate = (before: boolean) => {
    const claims = report.conversations
      .filter((c) => c.startedAt !== null && c.startedAt < FIX_DATE === before)
      .flatMap((c) => c.claims.filter((k) => k.verdict !== "unverifiable"));
    assert.ok(claims.length > 0);
    return claims.filter((k) => k.verdict === "contradicted").length / claims.length;
  };
  assert.ok(rate(true) > rate(false), `before ${rate(true)}, after ${rate(false)}`);
});

test("the page images in the chats are whole PNG engravings", async () => {
  const images = new ImageStore();
  let shown = 0;
  for (const file of await files(join(bundle, "chats")))
    for await (const item of importFile(join(bundle, "chats", file), { images })) {
      assert.ok(!("problem" in item), JSON.stringify(item));
      for (const m of item.conversation.messages)
        for (const b of m.blocks) {
          const content = b.type === "tool-result" ? b.content : [b];
          shown += content.filter((x) => x.type === "image").length;
        }
    }
  assert.ok(shown >= 3, `${shown} images shown`);
  assert.ok(images.size >= 2, "pages of different versions");
  for (const [, { mediaType, bytes }] of images.entries()) {
    assert.equal(mediaType, "image/png");
    const { width, height } = pngSize(bytes);
    assert.ok(width >= 1000 && height >= 150, `${width}×${height}: a page, not a placeholder`);
  }
});

test("the demo bundle is the same bytes every time it is written", async () => {
  const again = join(dir, "again");
  await writeDemoBundle(again);
  const names = await files(bundle);
  assert.deepEqual(await files(again), names);
  for (const name of names)
    assert.ok(
      (await readFile(join(bundle, name))).equals(await readFile(join(again, name))),
      `${name} differs`,
    );
});

test("the demo's evaluation: six requests on two deployments, each claim's verdict as the saved versions say", async () => {
  const report = await loadReport(bundle, { workers: 1, extractor: "rules" });
  const evaluation = report.conversations.filter((c) => c.labels.evaluation === EVALUATION);
  assert.equal(evaluation.length, 12);
  assert.equal(new Set(evaluation.map((c) => c.labels.request)).size, 6);
  assert.ok(new Set(evaluation.map((c) => c.format)).size >= 4, "several chat formats");
  const verdicts = (when: string) =>
    Object.fromEntries(
      evaluation
        .filter((c) => c.id.endsWith(`-${when}`))
        .map((c): [string, string[]] => [
          c.labels.request ?? "(none)",
          c.claims.filter((k) => k.source === "assistant").map((k) => k.verdict),
        ]),
    );
  // Before the fix: the failed clef edit, the empty saves, the key a read hid and the misplaced pedal
  // are reported as done; the bar count is right.
  assert.deepEqual(verdicts("before"), {
    "clef-fix": ["contradicted"],
    "clef-already-bass": ["contradicted"],
    "key-after-change": ["contradicted"],
    "pitch-no-op": ["contradicted"],
    pedal: ["contradicted"],
    "bar-count": ["supported"],
  });
  // ("Bar 4's left hand already plays G2 and D3, so I changed nothing.": the notes, and a no-change.)
  assert.deepEqual(verdicts("after"), {
    "clef-fix": ["supported"],
    "clef-already-bass": ["supported", "supported"],
    "key-after-change": ["supported"],
    "pitch-no-op": ["supported", "supported"],
    pedal: ["supported"],
    "bar-count": ["supported"],
  });
});
