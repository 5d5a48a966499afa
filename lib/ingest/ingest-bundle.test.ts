import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { zipSync } from "fflate";
import { testBothDatabases, withDatabase } from "../../test/support/databases.ts";
import { reportOf } from "../../test/support/report-of.ts";
import { reviewFlag } from "../db/flags/review-flag.ts";
import { readBundleSources } from "../bundle/read-bundle.ts";
import { storeHistories } from "../db/scores/store-history.ts";
import { ingestBundle } from "../jobs/ingest-bundle.ts";

const ETUDE = "test/fixtures/analysis/etude-bundle";
const BROKEN = "test/fixtures/bundles/broken";

function copyOf(bundle: string): string {
  const dir = mkdtempSync(join(tmpdir(), "barline-bundle-"));
  cpSync(bundle, dir, { recursive: true });
  return dir;
}

testBothDatabases("an ingest stores what analyze reports, and a second ingest stores nothing", async (db) => {
  const report = await reportOf(ETUDE);
  const first = await ingestBundle(db, ETUDE);
  assert.equal(first.alreadyIngestedAt, null);
  assert.deepEqual(first.conversations, { new: report.conversations.length, updated: 0, unchanged: 0 });
  assert.equal(first.versions.new, 11);
  assert.equal(
    first.claims,
    report.conversations.reduce((n, c) => n + c.claims.length, 0),
  );
  assert.equal(
    first.flags,
    report.conversations.reduce((n, c) => n + c.flags.length, 0),
  );
  assert.equal(await db.prisma.claim.count(), first.claims);

  for (const c of report.conversations) {
    const row = await db.prisma.conversation.findUniqueOrThrow({ where: { id: c.id } });
    assert.equal(row.turns, c.turns);
    assert.equal(row.flags, c.flags.length);
    const verdicts = (
      await db.prisma.claim.findMany({ where: { conversationId: c.id }, orderBy: { position: "asc" } })
    ).map((x) => [x.text, x.verdict]);
    assert.deepEqual(
      verdicts,
      c.claims.map((x) => [x.text, x.verdict]),
      c.id,
    );
  }

  const rows = await db.prisma.message.count();
  const again = await ingestBundle(db, ETUDE);
  assert.ok(again.alreadyIngestedAt, "the second ingest says the bundle was ingested before");
  assert.deepEqual(again.conversations, { new: 0, updated: 0, unchanged: report.conversations.length });
  assert.deepEqual(again.versions, { new: 0, unchanged: 11 });
  assert.equal(again.claims, first.claims);
  assert.equal(await db.prisma.message.count(), rows);
  assert.equal(await db.prisma.bundle.count(), 1);
});

testBothDatabases("a zip of a bundle is the same bundle as its folder", async (db) => {
  const dir = mkdtempSync(join(tmpdir(), "barline-zip-"));
  try {
    const files: Record<string, Uint8Array> = {};
    for (const rel of readdirSync(ETUDE, { recursive: true, withFileTypes: true }))
      if (rel.isFile()) {
        const full = join(rel.parentPath, rel.name);
        files[full.slice(ETUDE.length + 1)] = readFileSync(full);
      }
    const zip = join(dir, "etude.zip");
    writeFileSync(zip, zipSync(files));
    await ingestBundle(db, ETUDE);
    const fromZip = await ingestBundle(db, zip);
    assert.ok(fromZip.alreadyIngestedAt);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

testBothDatabases(
  "a changed chat file is analysed again, the rest is left as stored, and reviews stay",
  async (db) => {
    const dir = copyOf(ETUDE);
    try {
      await ingestBundle(db, dir);
      const flag = await db.prisma.flag.findFirstOrThrow({
        where: { conversationId: "etude-a1" },
        orderBy: { position: "asc" },
      });
      const user = await db.prisma.user.create({
        data: { id: "u1", name: "Ada Reviewer", email: "ada@example.org", role: "reviewer" },
      });
      await reviewFlag(db, {
        flagId: flag.id,
        decision: "confirmed",
        note: "seen in the score",
        reviewer: user,
      });

      // A new closing message in one chat: that conversation changes, its findings keep their ids.
      const file = join(dir, "chats", "etude-a1.json");
      const chat = JSON.parse(readFileSync(file, "utf8")) as { messages: unknown[] };
      chat.messages.push({
        role: "user",
        content: [{ type: "text", text: "Thanks, that is all for today." }],
      });
      writeFileSync(file, JSON.stringify(chat));

      const second = await ingestBundle(db, dir);
      assert.equal(second.alreadyIngestedAt, null);
      assert.deepEqual(second.conversations, { new: 0, updated: 1, unchanged: 4 });
      assert.deepEqual(second.versions, { new: 0, unchanged: 11 });
      const same = await db.prisma.flag.findUniqueOrThrow({ where: { id: flag.id } });
      assert.equal(same.active, true);
      assert.equal(same.type, flag.type);
      const reviews = await db.prisma.review.findMany({ where: { targetId: flag.id } });
      assert.equal(reviews.length, 1);
      const turns = await db.prisma.conversation.findUniqueOrThrow({ where: { id: "etude-a1" } });
      assert.equal(
        turns.turns,
        (await reportOf(ETUDE)).conversations.find((c) => c.id === "etude-a1")!.turns + 1,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

testBothDatabases("bad files are problems named with their place, and the rest is ingested", async (db) => {
  const report = await reportOf(BROKEN);
  const s = await ingestBundle(db, BROKEN);
  assert.ok(s.problems.length > 0);
  for (const p of report.problems.filter((p) => !p.message.includes("could not be read")))
    assert.ok(
      s.problems.some((q) => q.file === p.file && q.message === p.message),
      `problem ${p.file}: ${p.message}`,
    );
  assert.equal(await db.prisma.conversation.count(), report.conversations.length);
});

testBothDatabases(
  "worker threads store what the main thread stores: versions, their diff lines, claims and flags",
  async (db) => {
    // The analysis parses and diffs the versions where it analyses them (here in worker threads),
    // and the ingest stores what it found; versions stored on their own are parsed where they are
    // stored. Both must store the same rows.
    const stored = async (d: typeof db) => ({
      versions: await d.prisma.scoreVersion.findMany({
        orderBy: [{ scoreId: "asc" }, { version: "asc" }],
        select: {
          scoreId: true,
          version: true,
          sha256: true,
          bars: true,
          noOp: true,
          conversationId: true,
          toolCallId: true,
        },
      }),
      diff: await d.prisma.diffLine.findMany({
        orderBy: [{ version: { scoreId: "asc" } }, { version: { version: "asc" } }, { position: "asc" }],
        select: { text: true, property: true, fromBar: true, toBar: true, part: true, staff: true },
      }),
      claims: await d.prisma.claim.findMany({ orderBy: { id: "asc" }, select: { id: true, verdict: true } }),
      flags: await d.prisma.flag.findMany({ orderBy: { id: "asc" }, select: { id: true, type: true } }),
    });
    await ingestBundle(db, ETUDE, { workers: 2, queue: false });
    const threads = await stored(db);
    await withDatabase(db.provider, async (other) => {
      const alone = await storeHistories(other, (await readBundleSources(ETUDE)).histories, []);
      assert.equal(alone.new, 11);
      await ingestBundle(other, ETUDE, { workers: 1, queue: false });
      assert.deepEqual(threads, await stored(other));
    });
    assert.ok(
      threads.diff.length > 0 && threads.versions.some((v) => v.noOp),
      "the etude has diffs and a no-op",
    );
  },
);

testBothDatabases(
  "a changed version file: the conversations about its score are analysed again, the version stored anew",
  async (db) => {
    const dir = copyOf(ETUDE);
    try {
      await ingestBundle(db, dir);
      // The etude's last version gets another pitch: its three conversations depend on it.
      const file = join(dir, "scores", "etude", "v9.musicxml");
      writeFileSync(file, readFileSync(file, "utf8").replace("<step>E</step>", "<step>F</step>"));
      const second = await ingestBundle(db, dir);
      assert.deepEqual(second.conversations, { new: 0, updated: 3, unchanged: 2 });
      assert.deepEqual(second.versions, { new: 1, unchanged: 10 });
      const v9 = await db.prisma.scoreVersion.findUniqueOrThrow({
        where: { scoreId_version: { scoreId: "etude", version: 9 } },
        include: { diffLines: true },
      });
      assert.ok(
        v9.diffLines.some((l) => /F/.test(l.text)),
        "the new version's diff names the new pitch",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
