import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { zipSync } from "fflate";
import { ReadError } from "../read-error.ts";
import type { Conversation, ImageBlock, ToolResultBlock } from "../transcripts/conversation.ts";
import type { Bundle } from "./bundle.ts";
import { parseHistory, readBundle, readBundleFiles, readBundleSources } from "./read-bundle.ts";
import { needsShared, sharedPath } from "../../test/support/shared.ts";

const incident = `${sharedPath("examples/incident")}/`;
const noIncident = needsShared(incident);
const broken = fileURLToPath(new URL("../../test/fixtures/bundles/broken/", import.meta.url));

const results = (c: Conversation) =>
  c.messages.flatMap((m) => m.blocks).filter((b): b is ToolResultBlock => b.type === "tool-result");
const turns = (c: Conversation) => Math.max(0, ...c.messages.map((m) => m.turn ?? 0));
const conv = (b: Bundle, id: string) =>
  b.conversations.find((c) => c.id === id) ?? assert.fail(`no conversation ${id}`);
const links = (b: Bundle, scoreId: string) =>
  b.scores
    .find((s) => s.scoreId === scoreId)!
    .versions.map((v) => [v.version, v.link && `${v.link.toolCallId} by ${v.link.rule}`]);

function checkIncident(b: Bundle): void {
  assert.deepEqual(b.problems, []);
  const e1 = conv(b, "example-e1");
  const e2 = conv(b, "example-e2");
  assert.equal(turns(e1), 4);
  assert.equal(turns(e2), 4);
  assert.equal(e1.format, "anthropic");
  assert.equal(e2.format, "openai-chat");
  assert.deepEqual(
    results(e1).map((r) => [r.callId, r.isError]),
    [
      ["toolu_e1001", false], // "Applied. Saved as version 2." is not an error
      ["toolu_e1002", false],
      ["toolu_e1003", false],
    ],
  );
  assert.deepEqual(
    results(e2).map((r) => [r.callId, r.isError]),
    [
      ["call_e2001", null],
      ["call_e2002", true], // "Nothing changed: …" by the text rule
      ["call_e2003", null],
    ],
  );
  const image = results(e1)[2]!.content.find((c): c is ImageBlock => c.type === "image");
  assert.ok(image, "the render result holds the page image");
  assert.equal(image.mediaType, "image/png");
  assert.equal(b.images?.get(image.sha256)?.bytes.length, image.size);
  assert.ok(image.size > 1000);
  assert.deepEqual(links(b, "minuet"), [
    [1, null],
    [2, "toolu_e1001 by toolCallId"],
  ]);
  assert.deepEqual(links(b, "minuet-2"), [
    [1, null],
    [2, "call_e2001 by toolCallId"],
    [3, "call_e2003 by toolCallId"],
  ]);
  for (const s of b.scores) for (const v of s.versions) assert.equal(v.score.bars.length, 16, v.file);
}

test(
  "the incident example: turns, calls, results, error flags, the image and version links",
  { skip: noIncident },
  async () => {
    const seen: string[] = [];
    const b = await readBundle(incident, {
      onProgress: (done, total, file) => seen.push(`${done}/${total} ${file}`),
    });
    checkIncident(b);
    assert.equal(b.source, incident);
    assert.deepEqual(seen, [
      "1/7 chats/example-e1.json",
      "2/7 chats/example-e2.json",
      "3/7 scores/minuet-2/v1.musicxml",
      "4/7 scores/minuet-2/v2.musicxml",
      "5/7 scores/minuet-2/v3.musicxml",
      "6/7 scores/minuet/v1.musicxml",
      "7/7 scores/minuet/v2.musicxml",
    ]);
  },
);

function zipOf(folder: string, top: string, extra: Record<string, Uint8Array> = {}): string {
  const files: Record<string, Uint8Array> = { ...extra };
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else files[`${top}${relative(folder, p).split("\\").join("/")}`] = readFileSync(p);
    }
  };
  walk(folder);
  const path = join(mkdtempSync(join(tmpdir(), "barline-zip-")), "bundle.zip");
  writeFileSync(path, zipSync(files));
  return path;
}

test(
  "the incident example zipped under a top folder reads the same; entries outside the bundle are refused",
  { skip: noIncident },
  async () => {
    const path = zipOf(incident, "incident/", {
      "../evil.txt": new TextEncoder().encode("x"),
      "/etc/evil": new Uint8Array(1),
    });
    const b = await readBundle(path);
    assert.deepEqual(b.problems.map((p) => p.file).sort(), ["../evil.txt", "/etc/evil"]);
    checkIncident({ ...b, problems: [] });
  },
);

test(
  "a zip that expands past the cap is refused whole; a path that is neither folder nor zip is a ReadError",
  { skip: noIncident },
  async () => {
    const path = zipOf(incident, "");
    await assert.rejects(
      readBundle(path, { maxExpandedBytes: 10_000 }),
      (e: unknown) => e instanceof ReadError && /expands to more than 10000 bytes/.test(e.reason),
    );
    await assert.rejects(
      readBundle(join(broken, "bundle.json")),
      (e: unknown) => e instanceof ReadError && /neither a folder nor a \.zip/.test(e.reason),
    );
    await assert.rejects(readBundle(join(broken, "nothing-here")), ReadError);
  },
);

test("a bundle with bad input: every fault a problem with its place, the rest read and linked", async () => {
  const b = await readBundle(broken);
  assert.equal(b.name, "broken");
  assert.deepEqual(b.policy, { confirmBefore: ["edit_score"] });
  assert.deepEqual(b.labels, {}, "labels with a bad value are not used");
  const problems = b.problems.map((p) => `${p.file} ${p.at ?? "-"}: ${p.message}`).sort();
  assert.equal(problems.length, 7, problems.join("\n"));
  const expect = [
    /^bundle\.json \/labels\/bad: labels not used/,
    /^chats\/truncated\.json line 1: not JSON/,
    /^scores\/no-history -: a score folder without history\.json/,
    /^scores\/s1\/bad\.musicxml line 2, column 0: not well-formed XML/,
    /^scores\/s1\/history\.json \/versions\/4\/file: version 5 names missing\.musicxml, which the bundle does not have/,
    /^scores\/s1\/history\.json \/versions\/6\/version: version not read/,
    /^scores\/s1\/history\.json \/versions\/7\/file: version 8 names a file outside its score folder/,
  ];
  expect.forEach((re, i) => assert.match(problems[i]!, re));
  // The one score fills the conversation's missing scoreId; the MCP log joined the chat (no separate conversation).
  assert.deepEqual(
    b.conversations.map((c) => [c.id, c.scoreId]),
    [["g1", "s1"]],
  );
  const g1 = conv(b, "g1");
  assert.deepEqual(
    results(g1).map((r) => [r.callId, r.isError, r.structuredContent ?? null]),
    [
      ["toolu_g1", false, null],
      ["toolu_g2", false, null],
      ["toolu_g4", false, { version: 4 }],
    ],
  );
  assert.deepEqual(links(b, "s1"), [
    [1, null],
    [2, "toolu_g1 by result-version"],
    [3, "toolu_g2 by save-time"],
    [4, "toolu_g4 by result-version"],
  ]);
  assert.deepEqual(
    b.scores[0]!.versions.map((v) => v.score.parts[0]!.bars[0]![0]!.key.fifths),
    [0, 1, 2, 3],
  );
});

test(
  "a folder's versions stay on disk until parsed, a zip's are bytes; parsed, both are the versions read whole",
  { skip: noIncident },
  async () => {
    const onDisk = await readBundleSources(incident);
    const zipped = await readBundleSources(zipOf(incident, ""));
    const whole = await readBundleFiles(incident);
    const versions = onDisk.histories.flatMap((h) => h.versions);
    assert.ok(versions.length > 0 && versions.every((v) => "path" in v && !("bytes" in v)));
    assert.ok(zipped.histories.flatMap((h) => h.versions).every((v) => "bytes" in v));
    const parsed = (hs: Parameters<typeof parseHistory>[0][]) => hs.map((h) => parseHistory(h, []));
    assert.deepEqual(parsed(onDisk.histories), parsed(whole.histories));
    assert.deepEqual(parsed(zipped.histories), parsed(whole.histories));
  },
);

test("re-reading the same bundle gives the same result", async () => {
  const strip = (b: Bundle) => ({ ...b, images: undefined });
  assert.deepEqual(strip(await readBundle(broken)), strip(await readBundle(broken)));
});
