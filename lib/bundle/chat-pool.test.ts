import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { writeBundle } from "../../scripts/bench/bundle-on-disk.ts";
import { CHATS_PER_WORKER } from "./chat-pool.ts";
import { unpackConversation } from "./packed-conversation.ts";
import { readBundleSources } from "./read-bundle.ts";

// A one-pixel PNG, as a chat would hold a screenshot of the score.
const PIXEL =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

test("chat files read on worker threads give what one thread gives, in the bundle's order", async () => {
  const dir = mkdtempSync(join(tmpdir(), "barline-chat-pool-"));
  try {
    writeBundle(dir, 2 * CHATS_PER_WORKER);
    // Among the good chats: one that is not JSON, one that repeats a conversation id, one with an image.
    writeFileSync(join(dir, "chats/c100-broken.json"), '{"conversationId": "broken", "messages": [');
    writeFileSync(join(dir, "chats/c5-again.json"), readFileSync(join(dir, "chats/c5.json")));
    const chat = JSON.parse(readFileSync(join(dir, "chats/c6.json"), "utf8")) as {
      conversationId: string;
      messages: { content: unknown[] }[];
    };
    chat.conversationId = "c6-screenshot";
    chat.messages[0]!.content.push({
      type: "image",
      source: { type: "base64", media_type: "image/png", data: PIXEL },
    });
    writeFileSync(join(dir, "chats/c6-screenshot.json"), JSON.stringify(chat));

    let steps = 0;
    const one = await readBundleSources(dir, { digests: true });
    const two = await readBundleSources(dir, { digests: true, workers: 2, onProgress: () => steps++ });

    assert.equal(one.conversations.length, 2 * CHATS_PER_WORKER + 1);
    // Packed alike but for the bytes (v8's serialization of equal messages may differ by thread).
    const unpacked = (b: typeof one) =>
      b.conversations.map((c) => ({ ...unpackConversation(c), digest: c.messagesDigest }));
    assert.deepEqual(unpacked(two), unpacked(one));
    assert.deepEqual(two.histories, one.histories);
    assert.deepEqual(two.problems, one.problems);
    assert.ok(two.problems.some((p) => p.file === "chats/c100-broken.json"));
    // c5-again.json comes first in the bundle's order, so c5.json's conversation is the one left out.
    assert.ok(
      two.problems.some(
        (p) => p.file === "chats/c5.json" && /already used in chats\/c5-again/.test(p.message),
      ),
    );
    assert.deepEqual([...two.images!.entries()], [...one.images!.entries()]);
    assert.equal(two.images!.size, 1);
    // Every saved version is linked to the call that saved it: the call sites came back whole.
    const unlinked = two.histories.filter((h) => h.versions.slice(1).some((v) => v.link === null));
    assert.deepEqual(unlinked, []);
    assert.equal(steps, 2 * CHATS_PER_WORKER + 3);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
