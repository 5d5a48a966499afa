// A meeting whole: its attendees and each finding in order with its evidence, the decision taken in
// this meeting (if any), the decision in force, and the minute — what the step-through shows and the
// minutes export.
import type { Subject, Verdict } from "../../claims/claim.ts";
import type { ReviewView } from "../../contracts/review-view.ts";
import type { Db } from "../client.ts";
import { AppError } from "../../errors/app-error.ts";
import { reviewsInForce } from "../reviews/reviews-in-force.ts";
import { findingName } from "../../minutes/finding-name.ts";
import type { MeetingTarget } from "../../contracts/meeting.ts";
import type { MeetingDetail, MeetingFinding } from "../../contracts/meeting.ts";

const view = (r: {
  id: string;
  decision: string;
  verdict: string | null;
  note: string;
  createdAt: Date;
  user: { name: string };
}): ReviewView => ({
  id: r.id,
  decision: r.decision,
  verdict: (r.verdict as Verdict | null) ?? null,
  note: r.note,
  by: r.user.name,
  at: r.createdAt.toISOString(),
});

export async function getMeeting(db: Db, id: string): Promise<MeetingDetail> {
  const { prisma } = db;
  const m = await prisma.meeting.findUnique({
    where: { id },
    include: { items: { orderBy: { position: "asc" } } },
  });
  if (!m) throw new AppError("not-found", `no meeting "${id}"`);
  const ids = (t: MeetingTarget) => m.items.filter((i) => i.targetType === t).map((i) => i.targetId);
  const [flags, claims, conversations, here] = await Promise.all([
    prisma.flag.findMany({ where: { id: { in: ids("flag") } } }),
    prisma.claim.findMany({ where: { id: { in: ids("claim") } } }),
    prisma.conversation.findMany({
      where: { id: { in: ids("conversation") } },
      include: { flagRows: { where: { active: true }, orderBy: { position: "asc" } } },
    }),
    prisma.review.findMany({
      where: { meetingId: id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      include: { user: { select: { name: true } } },
    }),
  ]);
  const convFlagIds = conversations.flatMap((c) => c.flagRows.map((f) => f.id));
  const { flag: flagsInForce, claim: claimsInForce } = await reviewsInForce(prisma, {
    flag: [...ids("flag"), ...convFlagIds],
    claim: ids("claim"),
  });
  const decidedHere = new Map<string, ReviewView>();
  for (const r of here)
    if (!decidedHere.has(`${r.targetType}:${r.targetId}`))
      decidedHere.set(`${r.targetType}:${r.targetId}`, view(r));

  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const flagOf = byId(flags);
  const claimOf = byId(claims);
  const convOf = byId(conversations);
  const items: MeetingFinding[] = m.items.map((i) => {
    const found = finding(i);
    return { ...found, name: findingName({ ...found, targetType: i.targetType as MeetingTarget }) };
  });
  function finding(i: {
    targetType: string;
    targetId: string;
    position: number;
    minute: string;
  }): Omit<MeetingFinding, "name"> {
    const base = {
      targetType: i.targetType as MeetingTarget,
      targetId: i.targetId,
      position: i.position,
      minute: i.minute,
      decidedHere: decidedHere.get(`${i.targetType}:${i.targetId}`) ?? null,
      flags: [],
    };
    if (i.targetType === "flag") {
      const f = flagOf.get(i.targetId)!;
      return {
        ...base,
        conversationId: f.conversationId,
        turn: f.turn,
        subject: (f.subject as Subject | null) ?? null,
        what: f.type,
        text: f.message,
        verdict: null,
        evidence: f.evidence as string[],
        inForce: flagsInForce.get(f.id) ?? null,
      };
    }
    if (i.targetType === "claim") {
      const c = claimOf.get(i.targetId)!;
      return {
        ...base,
        conversationId: c.conversationId,
        turn: c.turn,
        subject: c.subject as unknown as Subject,
        what: c.kind,
        text: c.text,
        verdict: c.verdict as Verdict,
        evidence: c.evidence as string[],
        inForce: claimsInForce.get(c.id) ?? null,
      };
    }
    const c = convOf.get(i.targetId)!;
    return {
      ...base,
      conversationId: c.id,
      turn: null,
      subject: null,
      what: c.model ?? "unknown model",
      text: `${c.turns} turns, ${c.claims} claims (${c.contradicted} contradicted), ${c.flags} flags`,
      verdict: null,
      evidence: [],
      flags: c.flagRows.map((f) => ({
        id: f.id,
        type: f.type,
        turn: f.turn,
        message: f.message,
        review: flagsInForce.get(f.id) ?? null,
      })),
      inForce: null,
    };
  }
  return {
    id: m.id,
    title: m.title,
    heldOn: m.heldOn.toISOString(),
    attendees: m.attendees as string[],
    items,
  };
}
