// Every change a person makes is in the audit log, once: each mutating use case, run on a database
// with something to change, writes exactly one entry, of its action, by whoever made it, in the same
// transaction as the change. And no file writes the database unless it is one of those use cases, a
// helper they write through, or one of Barline's own writes named below with why: a new writer fails
// this test until it is placed.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { ingestExamples } from "../../../test/support/ingested.ts";
import { reviewClaim } from "../claims/review-claim.ts";
import type { Db } from "../client.ts";
import { reviewFlag } from "../flags/review-flag.ts";
import { addByIds, addBySearch, applySavedSearches, saveSearch } from "../incidents/add-by-search.ts";
import { changeIncident } from "../incidents/change-incident.ts";
import { createIncident } from "../incidents/create-incident.ts";
import { addToMeeting } from "../meetings/add-to-meeting.ts";
import { createMeeting } from "../meetings/create-meeting.ts";
import { recordMinute } from "../meetings/record-minute.ts";
import { undoReview } from "../reviews/undo-review.ts";
import { setLocked } from "../users/lock-user.ts";
import { removeUser } from "../users/remove-user.ts";
import { setRole } from "../users/set-role.ts";
import type { AuditAction } from "./record-audit.ts";

const ADA = { id: "ada", name: "Ada Admin" };
const RITA = { id: "rita", name: "Rita Reviewer" };

/** What one run of a use case must have logged: its action, who, and what it acted on. */
type Logged = { action: AuditAction; userId: string | null; target: string };

/** The use cases that change what Barline holds, by file, each run once here in order. */
function mutations(db: Db) {
  const ids = { meeting: "", incident: "", flagReview: "", claimReview: "" };
  const pick = async () => {
    const flag = await db.prisma.flag.findFirstOrThrow({ orderBy: { id: "asc" } });
    const claim = await db.prisma.claim.findFirstOrThrow({ orderBy: { id: "asc" } });
    const others = await db.prisma.conversation.findMany({
      where: { id: { not: flag.conversationId } },
      orderBy: { id: "asc" },
      select: { id: true, scoreId: true },
    });
    // A conversation the incident does not hold yet, of a score a search can name.
    const later = others.filter((o) => o.scoreId !== null && o.id !== others[0]!.id).at(-1)!;
    return { flag, claim, others, later };
  };
  return {
    "set-role.ts": async (): Promise<Logged> => {
      await setRole(db, { userId: "vic", role: "reviewer", byUserId: ADA.id });
      return { action: "role-change", userId: ADA.id, target: "vic" };
    },
    "lock-user.ts": async (): Promise<Logged> => {
      await setLocked(db, { userId: "vic", locked: true, byUserId: ADA.id });
      return { action: "user-lock", userId: ADA.id, target: "vic" };
    },
    "lock-user.ts (unlock)": async (): Promise<Logged> => {
      await setLocked(db, { userId: "vic", locked: false, byUserId: ADA.id });
      return { action: "user-unlock", userId: ADA.id, target: "vic" };
    },
    "remove-user.ts": async (): Promise<Logged> => {
      await removeUser(db, { userId: "vic", byUserId: ADA.id });
      return { action: "user-remove", userId: ADA.id, target: "vic" };
    },
    "create-meeting.ts": async (): Promise<Logged> => {
      const { flag } = await pick();
      ids.meeting = await createMeeting(db, {
        title: "Week 48",
        attendees: [],
        items: [{ targetType: "flag", targetId: flag.id }],
        userId: RITA.id,
      });
      return { action: "meeting-create", userId: RITA.id, target: ids.meeting };
    },
    "add-to-meeting.ts": async (): Promise<Logged> => {
      const { claim } = await pick();
      const items = [{ targetType: "claim" as const, targetId: claim.id }];
      assert.equal(await addToMeeting(db, { meetingId: ids.meeting, items, userId: RITA.id }), 1);
      return { action: "meeting-add", userId: RITA.id, target: ids.meeting };
    },
    "record-minute.ts": async (): Promise<Logged> => {
      const { flag } = await pick();
      await recordMinute(db, {
        meetingId: ids.meeting,
        item: { targetType: "flag", targetId: flag.id },
        minute: "Ben to look at the clef detector",
        userId: RITA.id,
      });
      return { action: "meeting-minute", userId: RITA.id, target: ids.meeting };
    },
    "record-review.ts (flag)": async (): Promise<Logged> => {
      const { flag } = await pick();
      const r = await reviewFlag(db, { flagId: flag.id, decision: "confirmed", note: "", reviewer: RITA });
      ids.flagReview = r.id;
      return { action: "review-flag", userId: RITA.id, target: flag.id };
    },
    "record-review.ts (claim)": async (): Promise<Logged> => {
      const { claim } = await pick();
      const r = await reviewClaim(db, { claimId: claim.id, decision: "agreed", note: "", reviewer: RITA });
      ids.claimReview = r.id;
      return { action: "review-claim", userId: RITA.id, target: claim.id };
    },
    "undo-review.ts (flag)": async (): Promise<Logged> => {
      const { flag } = await pick();
      assert.equal(
        (await undoReview(db, { reviewId: ids.flagReview, reviewer: RITA })).undone,
        ids.flagReview,
      );
      return { action: "undo-review-flag", userId: RITA.id, target: flag.id };
    },
    "undo-review.ts (claim)": async (): Promise<Logged> => {
      const { claim } = await pick();
      assert.equal(
        (await undoReview(db, { reviewId: ids.claimReview, reviewer: RITA })).undone,
        ids.claimReview,
      );
      return { action: "undo-review-claim", userId: RITA.id, target: claim.id };
    },
    "create-incident.ts": async (): Promise<Logged> => {
      const { flag } = await pick();
      ids.incident = await createIncident(db, {
        title: "Clefs counted for the wrong bar",
        owner: "",
        from: { targetType: "flag", targetId: flag.id },
        userId: RITA.id,
      });
      return { action: "incident-create", userId: RITA.id, target: ids.incident };
    },
    "change-incident.ts": async (): Promise<Logged> => {
      assert.deepEqual(await changeIncident(db, ids.incident, { status: "mitigated" }, RITA.id), ["status"]);
      return { action: "incident-change", userId: RITA.id, target: ids.incident };
    },
    "add-by-search.ts (by ids)": async (): Promise<Logged> => {
      const { others } = await pick();
      assert.equal(await addByIds(db, ids.incident, [others[0]!.id], RITA.id), 1);
      return { action: "incident-add", userId: RITA.id, target: ids.incident };
    },
    "add-by-search.ts (by a search)": async (): Promise<Logged> => {
      const { later } = await pick();
      assert.ok((await addBySearch(db, ids.incident, `score=${later.scoreId}`, RITA.id)).added > 0);
      return { action: "incident-add", userId: RITA.id, target: ids.incident };
    },
    "add-by-search.ts (saving a search)": async (): Promise<Logged> => {
      const { later } = await pick();
      await saveSearch(db, ids.incident, `score=${later.scoreId}`, RITA.id);
      return { action: "incident-search-save", userId: RITA.id, target: ids.incident };
    },
    "add-by-search.ts (a saved search after an ingest)": async (): Promise<Logged> => {
      // As if that conversation had just been ingested: it matches the saved search, and is not in
      // the incident yet.
      const { later } = await pick();
      await db.prisma.incidentConversation.deleteMany({
        where: { incidentId: ids.incident, conversationId: later.id },
      });
      assert.equal((await applySavedSearches(db)).added, 1);
      return { action: "incident-add", userId: null, target: ids.incident };
    },
  };
}

testBothDatabases(
  "every mutating use case writes exactly one audit entry, of its action and actor",
  async (db) => {
    await ingestExamples(db);
    for (const [id, name, role] of [
      [ADA.id, ADA.name, "admin"],
      [RITA.id, RITA.name, "reviewer"],
      ["vic", "Vic Viewer", "viewer"],
    ] as const)
      await db.prisma.user.create({ data: { id, name, email: `${id}@example.org`, role } });
    for (const [name, run] of Object.entries(mutations(db))) {
      const before = await db.prisma.auditLog.findFirst({ orderBy: { id: "desc" }, select: { id: true } });
      const expected = await run();
      const written = await db.prisma.auditLog.findMany({
        where: { id: { gt: before?.id ?? 0 } },
        select: { action: true, userId: true, target: true },
      });
      assert.deepEqual(written, [expected], name);
    }
  },
);

// Writers reached from elsewhere: their own tests hold them to one entry each.
const AUDITED_ELSEWHERE = {
  "create-ingest-job.ts": "an upload: lib/jobs/ingest-job.test.ts",
  "add-user.ts": "an account an admin adds, through Better Auth: app/api/accounts.test.ts",
  "first-admin.ts": "the first admin, through Better Auth: app/api/accounts.test.ts",
};

// Helpers that write only inside the transaction of a use case above.
const HELPERS = {
  "record-audit.ts": "the audit log itself",
  "add-meeting-items.ts": "create-meeting.ts and add-to-meeting.ts",
  "add-incident-conversations.ts": "create-incident.ts and add-by-search.ts",
};

// What Barline writes by itself: no person changed anything, so there is no one to log.
const BARLINES_OWN = {
  "start-ingest.ts": "an ingest's analysis run begun (an upload's entry is its job's)",
  "ingest-writer.ts": "the versions and conversations an ingest stores as it goes",
  "ingest-finish.ts": "an ingest's bundle recorded, and its run finished",
  "store-conversations.ts": "the conversations an ingest reads, and their findings",
  "store-history.ts": "the score versions an ingest reads",
  "store-blobs.ts": "the bytes of what an ingest reads",
  "bulk-insert.ts": "the rows an ingest stores, in bulk",
  "reanalyze-conversations.ts": "the findings of a newer engine (`barline reanalyze`)",
  "run-ingest-job.ts": "a queued upload's progress and outcome",
  "create-analysis-job.ts": "an ingest's analysis queued, a chunk of conversations a job",
  "run-analysis-job.ts": "a queued analysis's progress and outcome",
  "work-until-ended.ts": "the queue's own bookkeeping",
  "ensure-local-admin.ts": "the one user of local mode (BARLINE_AUTH=off), made when it starts",
  "sign-in-throttle.ts": "failed sign-ins counted, to slow guessing",
};

const WRITE =
  /\.[a-z]\w*\.(?:create|createMany|createManyAndReturn|update|updateMany|delete|deleteMany|upsert)\(|INSERT INTO|DELETE FROM|UPDATE "/;
const LIB = path.resolve(import.meta.dirname, "..", "..");

function writers(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "generated" ? [] : writers(file);
    if (!e.name.endsWith(".ts") || e.name.endsWith(".test.ts")) return [];
    const text = readFileSync(file, "utf8");
    // A file that reaches the database: in lib/db, or importing its client.
    const reachesDb = file.includes(`${path.sep}db${path.sep}`) || /\/db\/(client|db-client)\.ts"/.test(text);
    return reachesDb && WRITE.test(text) ? [e.name] : [];
  });
}

test("every file that writes the database is an audited use case, a helper of one, or Barline's own", async () => {
  const audited = Object.keys(mutations({} as Db)).map((k) => k.split(" ")[0]!);
  const placed = new Set([
    ...audited,
    ...Object.keys(AUDITED_ELSEWHERE),
    ...Object.keys(HELPERS),
    ...Object.keys(BARLINES_OWN),
  ]);
  const found = writers(LIB);
  assert.deepEqual(
    found.filter((f) => !placed.has(f)),
    [],
    "a file writes the database without being placed here",
  );
  // And no helper or writer of Barline's own named here is gone (renamed, or no longer writing).
  const named = [...Object.keys(AUDITED_ELSEWHERE), ...Object.keys(HELPERS), ...Object.keys(BARLINES_OWN)];
  assert.deepEqual(
    named.filter((f) => !found.includes(f)),
    [],
  );
});
