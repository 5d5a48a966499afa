import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CanonicalWriter } from "./canonical.ts";
import type {
  Block,
  Conversation,
  ImageBlock,
  Message,
  Role,
  SourcePointer,
  TextBlock,
} from "./conversation.ts";
import { ImageStore } from "./images.ts";
import { importAll } from "./import.ts";
import { numberMessages } from "./turns.ts";

/** mulberry32: a small seeded generator, so a failing case can be replayed from its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(seed: number, images: ImageStore): Conversation {
  const r = random(seed);
  const int = (n: number) => Math.floor(r() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const words = [
    "bar",
    "clef",
    "♯",
    "bass",
    "Nothing changed",
    "Error:",
    "ü",
    "𝄞",
    '"quoted"',
    "line\nbreak",
    "tab\t",
    "",
    "version 7",
  ];
  const str = (n = 6) => Array.from({ length: 1 + int(n) }, () => pick(words)).join(" ");
  const json = (depth: number): unknown => {
    const k = int(depth > 2 ? 4 : 7);
    if (k === 0) return null;
    if (k === 1) return r() < 0.5;
    if (k === 2) return int(1000) - 500 + (r() < 0.3 ? 0.25 : 0);
    if (k === 3) return str(3);
    if (k === 4) return Array.from({ length: int(4) }, () => json(depth + 1));
    return Object.fromEntries(Array.from({ length: int(4) }, () => [str(2), json(depth + 1)]));
  };
  const file = pick(["chats/a.json", "chats/ü/b.jsonl", "x.json"]);
  const at = (): SourcePointer =>
    r() < 0.5
      ? { file, pointer: `/messages/${int(50)}` }
      : { file, line: 1 + int(900), pointer: r() < 0.5 ? "" : `/content/${int(5)}` };
  const image = (): ImageBlock => {
    const bytes = new Uint8Array(Array.from({ length: 1 + int(64) }, () => int(256)));
    const mediaType = pick(["image/png", "image/jpeg"]);
    if (r() < 0.2)
      return {
        type: "image",
        mediaType,
        size: 0,
        sha256: "",
        source: `https://example.org/${int(99)}.png`,
        at: at(),
      };
    return { type: "image", mediaType, size: bytes.length, sha256: images.put(bytes), at: at() };
  };
  const text = (): TextBlock => ({ type: "text", text: str(r() < 0.05 ? 400 : 8), at: at() });
  const messages: Omit<Message, "index" | "turn">[] = [];
  const open: string[] = [];
  const n = int(30);
  for (let i = 0; i < n; i++) {
    const role: Role = pick(["system", "user", "assistant", "assistant", "tool"]);
    const blocks: Block[] = [];
    if (role === "tool") {
      const callId = open.shift() ?? `call_${i}`;
      const structured = r() < 0.3 ? { structuredContent: json(0) } : {};
      blocks.push({
        type: "tool-result",
        callId,
        isError: pick([true, false, null]),
        errorKind: pick([null, "tool", "protocol", "tool_error"]),
        content: Array.from({ length: int(3) }, () => (r() < 0.3 ? image() : text())),
        ...structured,
        at: at(),
      });
    } else {
      for (let b = 0; b < 1 + int(3); b++) {
        if (role === "assistant" && r() < 0.4) {
          const id = `call_${seed}_${i}_${b}`;
          open.push(id);
          blocks.push({
            type: "tool-call",
            id,
            idSource: pick(["format", "derived"]),
            name: pick(["edit_score", "read_score", "render_page"]),
            arguments: json(0),
            at: at(),
          });
        } else blocks.push(role === "user" && r() < 0.2 ? image() : text());
      }
    }
    messages.push({
      role,
      timestamp: r() < 0.5 ? null : new Date(1.79e12 + int(1e9)).toISOString(),
      blocks,
      at: at(),
    });
  }
  return {
    id: `gen-${seed}-${str(1)}`,
    scoreId: r() < 0.3 ? null : `score-${int(5)}`,
    model: r() < 0.3 ? null : pick(["gpt-4.1", "claude-haiku-5-5"]),
    format: pick(["anthropic", "openai-chat", "openai-responses", "mcp", "otel", "canonical"]),
    labels: Object.fromEntries(Array.from({ length: int(3) }, () => [str(1), str(2)])),
    startedAt: r() < 0.5 ? null : "2026-10-09T10:00:00Z",
    messages: numberMessages(messages),
    at: { file, pointer: "" },
  };
}

function writeCanonical(conversations: Conversation[], images: ImageStore): string {
  const writer = new CanonicalWriter(images);
  const path = join(mkdtempSync(join(tmpdir(), "barline-canonical-")), "out.jsonl");
  writeFileSync(path, conversations.flatMap((c) => writer.lines(c)).join("\n") + "\n");
  return path;
}

test("canonical JSON Lines round-trip exactly: 300 generated conversations, images by sha256", async () => {
  const images = new ImageStore();
  const original = Array.from({ length: 300 }, (_, seed) => generate(seed + 1, images));
  const path = writeCanonical(original, images);
  const back = new ImageStore();
  const first = await importAll(path, { images: back });
  assert.deepEqual(first.problems, []);
  assert.deepEqual(first.conversations, original);
  for (const [sha, img] of images.entries()) {
    const copy = back.get(sha);
    assert.equal(copy?.mediaType, img.mediaType);
    assert.ok(copy && Buffer.from(copy.bytes).equals(Buffer.from(img.bytes)), `image ${sha}`);
  }
  // Writing what was read and reading it again changes nothing.
  const again = await importAll(writeCanonical(first.conversations, back));
  assert.deepEqual(again.conversations, original);
});

test("every fixture survives import → canonical → import unchanged", async () => {
  const dir = fileURLToPath(new URL("../../test/fixtures/transcripts/", import.meta.url));
  const files = readdirSync(dir, { withFileTypes: true }).filter(
    (f) => f.isFile() && !f.name.startsWith("bad-"),
  );
  for (const name of files.map((f) => f.name)) {
    const images = new ImageStore();
    const { conversations } = await importAll(join(dir, name), { images, file: name });
    assert.ok(conversations.length > 0, name);
    await roundTrips(conversations, images, name);
  }
});

test("every real file's conversations survive import → canonical → import unchanged", async () => {
  const dir = fileURLToPath(new URL("../../test/fixtures/real/", import.meta.url));
  const files = readdirSync(dir, { withFileTypes: true, recursive: true }).filter(
    (f) => f.isFile() && f.name !== "LICENSE" && !f.name.endsWith(".md"),
  );
  for (const path of files.map((f) => join(f.parentPath, f.name))) {
    const images = new ImageStore();
    const { conversations } = await importAll(path, { images, file: path.slice(dir.length) });
    await roundTrips(conversations, images, path);
  }
});

async function roundTrips(conversations: Conversation[], images: ImageStore, name: string): Promise<void> {
  const back = await importAll(writeCanonical(conversations, images));
  assert.deepEqual(back.problems, [], name);
  assert.deepEqual(back.conversations, conversations, name);
}

test("a canonical line of the wrong shape is a problem at its pointer; an image line must match its sha256", async () => {
  const images = new ImageStore();
  const good = generate(7, images);
  const bad = structuredClone(good);
  (bad.messages[0] as unknown as { role: string }).role = "robot";
  const path = join(mkdtempSync(join(tmpdir(), "barline-canonical-")), "bad.jsonl");
  writeFileSync(
    path,
    [
      JSON.stringify(bad),
      JSON.stringify({ image: "00".repeat(32), mediaType: "image/png", data: "AAAA" }),
      JSON.stringify(good),
    ].join("\n"),
  );
  const { conversations, problems } = await importAll(path, { file: "bad.jsonl" });
  assert.deepEqual(
    conversations.map((c) => c.id),
    [good.id],
  );
  assert.deepEqual(
    problems.map((p) => p.at),
    ["line 1 /messages/0/role", "line 2 /data"],
  );
});
