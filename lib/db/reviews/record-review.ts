// A decision on a flag or claim and its audit entry, one transaction, written only while the finding
// is there. On PostgreSQL that is one statement (a data-modifying WITH): there each statement is a
// round trip, and the five a decision took before (the lookup, begin, two inserts, commit) cost
// several times the process's CPU and PostgreSQL's (docs/performance-notes.md). SQLite
// runs in process: the finding is looked up, then the two inserts are one batch (a transaction
// begun on a read and then written would fail on a concurrent writer rather than wait). There a
// finding removed between the two by a re-ingest leaves a review of a finding no longer there, as
// every earlier review of it is left. The reviewer's name is the signed-in user's, not read back.
import { monotonicFactory } from "ulid";
import type { Verdict } from "../../claims/claim.ts";
import type { ReviewView } from "../../contract/api-types.ts";
import type { Db } from "../client.ts";
import { json } from "../db-client.ts";
import { AppError } from "../../errors/app-error.ts";
import type { ReviewTarget } from "./reviews-in-force.ts";

/** Who decides: the signed-in user. */
export interface Reviewer {
  id: string;
  name: string;
}

export interface Decision {
  targetType: ReviewTarget;
  targetId: string;
  decision: string;
  /** The verdict the reviewer stands behind; null: the finding's own (a claim's verdict, a flag none). */
  verdict: Verdict | null;
  note: string;
  reviewer: Reviewer;
  meetingId: string | undefined;
}

// Ordered by time, and within a millisecond by the order they were made in this process: the later
// of two decisions made in the same millisecond is the one in force (reviews-in-force.ts).
const reviewId = monotonicFactory();

/** What the audit log keeps of a decision: for a claim, also its verdict before. */
function auditDetail(d: Decision, verdict: string | null, was: string | null) {
  return {
    decision: d.decision,
    ...(verdict === null ? {} : { verdict }),
    ...(was === null ? {} : { was }),
    note: d.note,
  };
}

export async function recordReview(db: Db, d: Decision): Promise<ReviewView> {
  const written =
    db.provider === "postgresql" ? await inOneStatement(db, d) : await lookedUpThenWritten(db, d);
  if (!written) throw new AppError("not-found", `no ${d.targetType} "${d.targetId}"`);
  return {
    id: written.id,
    decision: d.decision,
    verdict: written.verdict as Verdict | null,
    note: d.note,
    by: d.reviewer.name,
    at: written.createdAt.toISOString(),
  };
}

type Written = { id: string; verdict: string | null; createdAt: Date } | null;

// Table and column names come from this fixed map, never from input.
const FINDING = {
  flag: { table: '"Flag"', verdict: "CAST(NULL AS TEXT)" },
  claim: { table: '"Claim"', verdict: '"verdict"' },
} as const;

async function inOneStatement(db: Db, d: Decision): Promise<Written> {
  const finding = FINDING[d.targetType];
  // jsonb_strip_nulls leaves what auditDetail leaves: no verdict nor was for a flag.
  const rows = await db.prisma.$queryRawUnsafe<{ id: string; verdict: string | null; createdAt: Date }[]>(
    `WITH target AS (SELECT "id", ${finding.verdict} AS "verdict" FROM ${finding.table} WHERE "id" = $1),
     review AS (
       INSERT INTO "Review" ("id", "targetType", "targetId", "decision", "verdict", "note", "userId", "meetingId")
       SELECT $2, $3, "id", $4, COALESCE($5, "verdict"), $6, $7, $8 FROM target
       RETURNING "id", "verdict", "createdAt"),
     audit AS (
       INSERT INTO "AuditLog" ("userId", "action", "target", "detail")
       SELECT $7, $9, $1, jsonb_strip_nulls(jsonb_build_object(
         'decision', CAST($4 AS TEXT), 'verdict', review."verdict", 'was', target."verdict", 'note', CAST($6 AS TEXT)))
       FROM review, target)
     SELECT "id", "verdict", "createdAt" FROM review`,
    d.targetId,
    reviewId(),
    d.targetType,
    d.decision,
    d.verdict,
    d.note,
    d.reviewer.id,
    d.meetingId ?? null,
    `review-${d.targetType}`,
  );
  return rows[0] ?? null;
}

async function lookedUpThenWritten(db: Db, d: Decision): Promise<Written> {
  // A flag has no verdict of its own.
  const found =
    d.targetType === "flag"
      ? await db.prisma.flag
          .findUnique({ where: { id: d.targetId }, select: { id: true } })
          .then((flag) => flag && { verdict: null })
      : await db.prisma.claim.findUnique({ where: { id: d.targetId }, select: { verdict: true } });
  if (!found) return null;
  const verdict = d.verdict ?? found.verdict;
  const [review] = await db.prisma.$transaction([
    db.prisma.review.create({
      data: {
        id: reviewId(),
        targetType: d.targetType,
        targetId: d.targetId,
        decision: d.decision,
        verdict,
        note: d.note,
        userId: d.reviewer.id,
        meetingId: d.meetingId ?? null,
      },
      select: { id: true, verdict: true, createdAt: true },
    }),
    db.prisma.auditLog.create({
      data: {
        userId: d.reviewer.id,
        action: `review-${d.targetType}`,
        target: d.targetId,
        detail: json(auditDetail(d, verdict, found.verdict)),
      },
      select: { id: true },
    }),
  ]);
  return review;
}
