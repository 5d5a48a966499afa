import assert from "node:assert/strict";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { ingestExamples } from "../../../test/support/ingested.ts";
import { figuresOf } from "../../findings/figures.ts";
import { conversationQuery } from "../../contracts/query.ts";
import { findConversations } from "./find-conversations.ts";
import { listFilterValues } from "./list-filter-values.ts";
import { insertRows } from "../bulk-insert.ts";
import { json } from "../db-client.ts";

const query = (q: Record<string, unknown>) => conversationQuery.parse(q);

testBothDatabases("the conversation list filters, sorts and pages as the report has it", async (db) => {
  const report = await ingestExamples(db);
  const all = await findConversations(db, query({ pageSize: 200 }));
  assert.equal(all.total, report.length);
  assert.deepEqual(all.rows.map((r) => r.id).sort(), report.map((c) => c.id).sort());
  for (const row of all.rows) {
    const c = report.find((x) => x.id === row.id)!;
    const f = figuresOf([c]);
    assert.deepEqual(
      [row.format, row.model, row.scoreId, row.turns, row.claims, row.contradicted, row.flags],
      [c.format, c.model, c.scoreId, c.turns, f.claims, f.contradicted, c.flags.length],
      row.id,
    );
  }

  const type = report.flatMap((c) => c.flags.map((f) => f.type))[0]!;
  const flagged = await findConversations(db, query({ flag: type }));
  assert.deepEqual(
    flagged.rows.map((r) => r.id).sort(),
    report
      .filter((c) => c.flags.some((f) => f.type === type))
      .map((c) => c.id)
      .sort(),
  );

  const byContradicted = await findConversations(
    db,
    query({ sort: "contradicted", order: "desc", pageSize: 200 }),
  );
  const counts = byContradicted.rows.map((r) => r.contradicted);
  assert.deepEqual(
    counts,
    [...counts].sort((a, b) => b - a),
  );

  const contradicted = await findConversations(db, query({ verdict: "contradicted" }));
  assert.deepEqual(
    contradicted.rows.map((r) => r.id).sort(),
    report
      .filter((c) => c.claims.some((x) => x.verdict === "contradicted"))
      .map((c) => c.id)
      .sort(),
  );

  const page2 = await findConversations(db, query({ pageSize: 2, page: 2, sort: "turns", order: "asc" }));
  const ordered = await findConversations(db, query({ pageSize: 200, sort: "turns", order: "asc" }));
  assert.equal(page2.total, report.length);
  assert.deepEqual(
    page2.rows.map((r) => r.id),
    ordered.rows.slice(2, 4).map((r) => r.id),
  );

  const model = report.find((c) => c.model)!.model!;
  const byModel = await findConversations(db, query({ model }));
  assert.deepEqual(
    byModel.rows.map((r) => r.id).sort(),
    report
      .filter((c) => c.model === model)
      .map((c) => c.id)
      .sort(),
  );
});

testBothDatabases("text search finds words in any message, whatever their case", async (db) => {
  await ingestExamples(db);
  const messages = await db.prisma.message.findMany({ where: { role: "user" }, orderBy: { id: "asc" } });
  const m = messages.find((x) => x.text.split(/\W+/).some((w) => w.length > 6))!;
  const word = m.text.split(/\W+/).find((w) => w.length > 6)!;
  const found = await findConversations(db, query({ q: word.toUpperCase() }));
  assert.ok(
    found.rows.some((r) => r.id === m.conversationId),
    `"${word}" is in ${m.conversationId}`,
  );
  const none = await findConversations(db, query({ q: "zzqx-no-such-words" }));
  assert.equal(none.total, 0);
});

testBothDatabases(
  "a date range selects by the conversation's start, a date-only end taking in the whole day",
  async (db) => {
    const report = await ingestExamples(db);
    const dated = report.filter((c) => c.startedAt).sort((a, b) => a.startedAt!.localeCompare(b.startedAt!));
    const day = dated[0]!.startedAt!.slice(0, 10);
    const found = await findConversations(db, query({ from: day, to: day, pageSize: 200 }));
    assert.deepEqual(
      found.rows.map((r) => r.id).sort(),
      dated
        .filter((c) => c.startedAt!.slice(0, 10) === day)
        .map((c) => c.id)
        .sort(),
    );
  },
);

testBothDatabases(
  "the filters offer every model, deployment label and score stored, once each",
  async (db) => {
    const report = await ingestExamples(db);
    const values = await listFilterValues(db);
    const distinct = (xs: (string | null | undefined)[]) =>
      [...new Set(xs.filter((x): x is string => !!x))].sort();
    assert.deepEqual(values.models, distinct(report.map((c) => c.model)));
    assert.deepEqual(values.labels, distinct(report.map((c) => c.labels.deployment)));
    assert.deepEqual(values.scores, distinct(report.map((c) => c.scoreId)));
  },
);

testBothDatabases("text search takes % _ and \\ as themselves, not as LIKE's wildcards", async (db) => {
  const { prisma, provider } = db;
  const texts = {
    pct: "100% Done",
    under: "snake_case",
    near: "snakeXcase",
    slash: "C:\\scores",
    plain: "done",
  };
  await insertRows(
    prisma,
    provider,
    "Conversation",
    Object.keys(texts).map((id) => ({
      id,
      bundleId: "b",
      format: "canonical",
      labels: json({}),
      turns: 1,
      sourceFile: `${id}.json`,
      contentHash: id,
    })),
  );
  await insertRows(
    prisma,
    provider,
    "Message",
    Object.entries(texts).map(([conversationId, text]) => ({
      conversationId,
      index: 0,
      role: "user",
      text,
      blocks: json([]),
    })),
  );
  const ids = async (q: string) => (await findConversations(db, query({ q }))).rows.map((r) => r.id).sort();
  assert.deepEqual(await ids("%"), ["pct"]);
  assert.deepEqual(await ids("0% d"), ["pct"]);
  assert.deepEqual(await ids("_"), ["under"]);
  assert.deepEqual(await ids("E_C"), ["under"]);
  assert.deepEqual(await ids("\\"), ["slash"]);
  assert.deepEqual(await ids("\\%"), []);
  assert.deepEqual(await ids("DONE"), ["pct", "plain"]);
});
