import assert from "node:assert/strict";
import { testBothDatabases } from "../../../test/support/databases.ts";
import type { Conversation } from "../../transcripts/conversation.ts";
import { json } from "../db-client.ts";
import { storeConversations, type StoredAnalysis } from "./store-conversations.ts";

function analysed(id: string, chars: number): StoredAnalysis {
  const text = `${id} ` + "x".repeat(chars);
  const conversation: Conversation = {
    id,
    scoreId: null,
    model: null,
    format: "canonical",
    labels: {},
    startedAt: null,
    at: { file: `${id}.jsonl` },
    messages: [
      {
        index: 0,
        role: "user",
        turn: 1,
        timestamp: null,
        blocks: [{ type: "text", text, at: { file: "f" } }],
        at: { file: "f" },
      },
    ],
  };
  return {
    analysis: { conversation, turns: 1, claims: [], flags: [], warnings: [], otherBlocks: 0 },
    contentHash: id,
    replaces: false,
  };
}

testBothDatabases(
  "a batch of long conversations is stored in transactions bounded by their text",
  async (db) => {
    const { prisma, provider } = db;
    let transactions = 0;
    const watched = new Proxy(prisma, {
      get: (target, key) => {
        if (key !== "$transaction") return Reflect.get(target, key) as unknown;
        return (body: (tx: unknown) => Promise<unknown>, options: { timeout: number }) => {
          transactions++;
          return target.$transaction(body, options);
        };
      },
    });
    const bundle = await prisma.bundle.create({
      data: {
        id: "b",
        source: "s",
        name: "b",
        contentHash: "h",
        labels: json({}),
        conversations: 5,
        versions: 0,
      },
    });
    // Against a bound of 1M characters: [400k 400k] [300k] [1.5M, past it: alone] [100k].
    const batch = [400_000, 400_000, 300_000, 1_500_000, 100_000].map((n, i) => analysed(`c${i}`, n));
    await storeConversations(
      watched,
      batch,
      { provider, bundleId: bundle.id, analysisRunId: null, images: undefined },
      1_000_000,
    );
    assert.equal(transactions, 4);
    assert.equal(await prisma.conversation.count(), 5);
    const long = await prisma.message.findFirstOrThrow({ where: { conversationId: "c3" } });
    assert.equal(long.text.length, 1_500_003);
  },
);
