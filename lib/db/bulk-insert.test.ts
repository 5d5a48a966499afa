import assert from "node:assert/strict";
import { testBothDatabases } from "../../test/support/databases.ts";
import { insertRows } from "./bulk-insert.ts";
import { json, type Prisma } from "./db-client.ts";

// Rows written by insertRows must read back through Prisma exactly as rows Prisma wrote itself.
function conversation(id: string): Prisma.ConversationCreateManyInput {
  return {
    id,
    bundleId: "b",
    format: "anthropic",
    model: null,
    label: "score-tools 2026-11-11",
    labels: json({ deployment: "score-tools 2026-11-11", quote: 'a "b" \\ c', note: "Fuge – ß ♭ 𝄞" }),
    startedAt: new Date("2026-11-02T10:00:00.123Z"),
    day: "2026-11-02",
    scoreId: null,
    sourceFile: "chats/a.jsonl",
    sourcePointer: "line 3",
    contentHash: "h",
    turns: 4,
    claims: 2,
    flagSuccessWithoutChange: 1,
    analysisRunId: null,
    ingestedAt: new Date("2026-12-01T08:00:00Z"),
  };
}

testBothDatabases("rows inserted in bulk read back as the rows Prisma creates", async (db) => {
  const { prisma, provider } = db;
  await prisma.conversation.createMany({ data: [conversation("by-prisma")] });
  await insertRows(prisma, provider, "Conversation", [conversation("in-bulk")]);
  const calls = (conversationId: string): Prisma.ToolCallCreateManyInput[] => [
    {
      conversationId,
      callId: "t1",
      name: "edit",
      arguments: json({ bar: 4, clef: "bass" }),
      turn: 1,
      messageIndex: 1,
      resultIndex: 2,
      resultText: "Applied",
      isError: false,
    },
    {
      conversationId,
      callId: "t2",
      name: "read",
      arguments: json("bars 1-3"),
      turn: null,
      messageIndex: 3,
      isError: true,
    },
    { conversationId, callId: "t3", name: "look", messageIndex: 5 },
  ];
  const messages = (conversationId: string): Prisma.MessageCreateManyInput[] => [
    { conversationId, index: 0, role: "user", turn: 1, timestamp: null, text: "", blocks: json([]) },
    {
      conversationId,
      index: 1,
      role: "assistant",
      turn: 1,
      timestamp: new Date("2026-11-02T10:00:01.5Z"),
      text: "bar 4\nnow",
      blocks: json([{ type: "text", text: "bar 4\nnow", n: 1.5, ok: true, none: null }]),
      sourcePointer: "/messages/1",
    },
  ];
  await prisma.toolCall.createMany({ data: calls("by-prisma") });
  await insertRows(prisma, provider, "ToolCall", calls("in-bulk"));
  await prisma.message.createMany({ data: messages("by-prisma") });
  await insertRows(prisma, provider, "Message", messages("in-bulk"));

  const read = async (id: string) => {
    const c = await prisma.conversation.findUniqueOrThrow({
      where: { id },
      include: {
        toolCalls: { orderBy: { callId: "asc" }, omit: { id: true, conversationId: true } },
        messages: { orderBy: { index: "asc" }, omit: { id: true, conversationId: true } },
      },
    });
    return { ...c, id: undefined };
  };
  const bulk = await read("in-bulk");
  assert.deepEqual(bulk, await read("by-prisma"));
  assert.equal(bulk.toolCalls[2]!.arguments, null);
  assert.equal(bulk.toolCalls[1]!.arguments, "bars 1-3");
  assert.equal(bulk.messages[1]!.timestamp?.toISOString(), "2026-11-02T10:00:01.500Z");
  assert.equal((bulk.labels as Record<string, string>).note, "Fuge – ß ♭ 𝄞");
});

testBothDatabases("thousands of rows in bulk are all stored, in chunks", async (db) => {
  const { prisma, provider } = db;
  await insertRows(prisma, provider, "Conversation", [conversation("many")]);
  const rows = Array.from({ length: 4_500 }, (_, index): Prisma.MessageCreateManyInput => ({
    conversationId: "many",
    index,
    role: index % 2 ? "assistant" : "user",
    text: `message ${index}`,
    blocks: json([{ type: "text", text: `message ${index}` }]),
  }));
  await insertRows(prisma, provider, "Message", rows);
  assert.equal(await prisma.message.count({ where: { conversationId: "many" } }), 4_500);
  const last = await prisma.message.findFirstOrThrow({ where: { conversationId: "many", index: 4_499 } });
  assert.equal(last.text, "message 4499");
});

testBothDatabases(
  "long rows go in statements bounded by bytes, one longer than the bound alone",
  async (db) => {
    const { prisma, provider } = db;
    await insertRows(prisma, provider, "Conversation", [conversation("long")]);
    // Every statement's JSON text as the database receives it, through the real client.
    const sent: number[] = [];
    const watched = new Proxy(prisma, {
      get: (target, key) =>
        key === "$executeRawUnsafe"
          ? (sql: string, text: string) => {
              sent.push(Buffer.byteLength(text));
              return target.$executeRawUnsafe(sql, text);
            }
          : (Reflect.get(target, key) as unknown),
    });
    const bound = 2 ** 20;
    // 100 KiB of text that is 300 KiB of UTF-8: held twice in a row (text and blocks).
    const text = (n: number, kib: number) => `${n}:` + "♭".repeat(kib * 1024);
    const rows = Array.from({ length: 40 }, (_, index): Prisma.MessageCreateManyInput => {
      const t = text(index, index === 7 ? 400 : 100);
      return {
        conversationId: "long",
        index,
        role: "user",
        text: t,
        blocks: json([{ type: "text", text: t }]),
      };
    });
    await insertRows(watched, provider, "Message", rows, bound);
    assert.ok(sent.length > 1);
    // Only the one row longer than the bound (2 × 1.2 MB) makes a statement past it, alone.
    assert.equal(sent.filter((b) => b > bound).length, 1);
    assert.ok(Math.max(...sent) < 3 * bound);
    assert.equal(await prisma.message.count({ where: { conversationId: "long" } }), 40);
    const seventh = await prisma.message.findFirstOrThrow({ where: { conversationId: "long", index: 7 } });
    assert.equal(seventh.text, text(7, 400));
  },
);
