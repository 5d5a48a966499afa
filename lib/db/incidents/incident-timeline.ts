// The incident's timeline across its conversations: each save (the version, the tool call that made
// it, its diff or "no change"), each claim of the assistant with its verdict, each flag, and each
// review decision on those claims and flags, in time order. Each event names the bar it concerns at
// the version to re-read it at, when it concerns one.
import type { Subject as ClaimSubject, Verdict } from "../../claims/claim.ts";
import { describeSubject } from "../../findings/subjects.ts";
import type { FlagType } from "../../findings/flag.ts";
import type { Db } from "../client.ts";
import { AppError } from "../../errors/app-error.ts";
import type { BarRef, Timeline, TimelineEvent } from "../../contracts/incident-types.ts";

/** Past this many events the timeline keeps the earliest and says how many there were. */
export const MAX_EVENTS = 2_000;

type Subject = { part: string | null; staff: number | null; bars: { from: number } | null } | null;

export async function incidentTimeline(db: Db, incidentId: string): Promise<Timeline> {
  const { prisma } = db;
  const incident = await prisma.incident.findUnique({
    where: { id: incidentId },
    include: {
      conversations: { include: { conversation: { select: { id: true, startedAt: true, scoreId: true } } } },
    },
  });
  if (!incident) throw new AppError("not-found", `no incident "${incidentId}"`);
  const conversations = incident.conversations.map((r) => r.conversation);
  const ids = conversations.map((c) => c.id);
  const [messages, calls, versions, claims, flags] = await Promise.all([
    prisma.message.findMany({
      where: { conversationId: { in: ids } },
      select: { conversationId: true, index: true, turn: true, timestamp: true },
    }),
    prisma.toolCall.findMany({
      where: { conversationId: { in: ids } },
      select: { conversationId: true, callId: true, name: true, messageIndex: true, turn: true },
    }),
    prisma.scoreVersion.findMany({
      where: { conversationId: { in: ids } },
      include: { diffLines: { orderBy: { position: "asc" } } },
    }),
    prisma.claim.findMany({ where: { conversationId: { in: ids }, active: true, source: "assistant" } }),
    prisma.flag.findMany({ where: { conversationId: { in: ids }, active: true } }),
  ]);
  const reviews = await prisma.review.findMany({
    where: {
      OR: [
        { targetType: "claim", targetId: { in: claims.map((c) => c.id) } },
        { targetType: "flag", targetId: { in: flags.map((f) => f.id) } },
      ],
    },
    include: { user: { select: { name: true } } },
  });

  const key = (conversationId: string, x: string | number) => `${conversationId}\u0000${x}`;
  const messageAt = new Map(messages.map((m) => [key(m.conversationId, m.index), m]));
  const timeOf = (conversationId: string, index: number) =>
    messageAt.get(key(conversationId, index))?.timestamp ?? null;
  /** The last time the chat gives in a turn: a flag is raised on what the turn did. */
  const turnEnd = new Map<string, Date>();
  for (const m of messages)
    if (m.turn !== null && m.timestamp) {
      const k = key(m.conversationId, m.turn);
      const t = turnEnd.get(k);
      if (!t || m.timestamp > t) turnEnd.set(k, m.timestamp);
    }
  const callOf = new Map(calls.map((c) => [key(c.conversationId, c.callId), c]));
  const scoreOf = new Map(conversations.map((c) => [c.id, c.scoreId]));
  const startOf = new Map(conversations.map((c) => [c.id, c.startedAt]));

  // The version in force after each turn, from the saves the conversation's calls made.
  const saves = versions
    .map((v) => ({ v, call: v.toolCallId ? callOf.get(key(v.conversationId!, v.toolCallId)) : undefined }))
    .sort((a, b) => a.v.version - b.v.version);
  const versionAfter = (conversationId: string, turn: number): number | null => {
    let found: number | null = null;
    for (const s of saves)
      if (s.v.conversationId === conversationId && s.call?.turn != null && s.call.turn <= turn)
        found = s.v.version;
    return found;
  };
  const barAt = (conversationId: string, subject: Subject, version: number | null): BarRef | null => {
    const scoreId = scoreOf.get(conversationId);
    if (!scoreId || version === null || !subject?.bars) return null;
    return { scoreId, version, bar: String(subject.bars.from), part: subject.part, staff: subject.staff };
  };

  const events: (TimelineEvent & { order: number })[] = [];
  for (const { v, call } of saves) {
    const first = v.diffLines[0];
    events.push({
      kind: "save",
      at: (v.savedAt ?? (call ? timeOf(v.conversationId!, call.messageIndex) : null))?.toISOString() ?? null,
      conversationId: v.conversationId!,
      turn: call?.turn ?? null,
      scoreId: v.scoreId,
      version: v.version,
      toolCall: call?.name ?? null,
      noOp: v.noOp,
      changes: v.diffLines.map((l) => l.text),
      bar: first
        ? { scoreId: v.scoreId, version: v.version, bar: first.toBar, part: first.part, staff: first.staff }
        : null,
      order: (call?.messageIndex ?? 0) * 4,
    });
  }
  const claimOf = new Map(claims.map((c) => [c.id, c]));
  for (const c of claims)
    events.push({
      kind: "claim",
      at: timeOf(c.conversationId, c.messageIndex)?.toISOString() ?? null,
      conversationId: c.conversationId,
      turn: c.turn,
      id: c.id,
      text: c.text,
      claimKind: c.kind,
      about: `${describeSubject(c.subject as unknown as ClaimSubject)} ${c.property}`,
      verdict: c.verdict as Verdict,
      bar: barAt(
        c.conversationId,
        c.subject as Subject,
        c.checkedVersion ?? c.baseVersion ?? versionAfter(c.conversationId, c.turn),
      ),
      order: c.messageIndex * 4 + 1,
    });
  const flagOf = new Map(flags.map((f) => [f.id, f]));
  for (const f of flags) {
    const call = f.toolCallId ? callOf.get(key(f.conversationId, f.toolCallId)) : undefined;
    const claim = f.claimId ? claimOf.get(f.claimId) : undefined;
    const index = call?.messageIndex ?? claim?.messageIndex;
    const at =
      index !== undefined ? timeOf(f.conversationId, index) : turnEnd.get(key(f.conversationId, f.turn));
    events.push({
      kind: "flag",
      at: at?.toISOString() ?? null,
      conversationId: f.conversationId,
      turn: f.turn,
      id: f.id,
      type: f.type as FlagType,
      message: f.message,
      bar: barAt(
        f.conversationId,
        f.subject as Subject,
        claim?.checkedVersion ?? versionAfter(f.conversationId, f.turn) ?? claim?.baseVersion ?? null,
      ),
      order: (index ?? Number.MAX_SAFE_INTEGER / 8) * 4 + 2,
    });
  }
  for (const r of reviews) {
    const target = r.targetType === "flag" ? flagOf.get(r.targetId) : claimOf.get(r.targetId);
    if (!target) continue;
    events.push({
      kind: "review",
      at: r.createdAt.toISOString(),
      conversationId: target.conversationId,
      turn: target.turn,
      targetType: r.targetType as "flag" | "claim",
      targetId: r.targetId,
      decision: r.decision,
      verdict: r.verdict,
      note: r.note,
      by: r.user.name,
      bar: null,
      order: Number.MAX_SAFE_INTEGER,
    });
  }
  // Time order; an event with no time stands at its conversation's start, in the chat's order.
  const time = (e: TimelineEvent) =>
    e.at ? Date.parse(e.at) : (startOf.get(e.conversationId)?.getTime() ?? Number.MAX_SAFE_INTEGER);
  events.sort(
    (a, b) => time(a) - time(b) || a.conversationId.localeCompare(b.conversationId) || a.order - b.order,
  );
  return {
    total: events.length,
    events: events.slice(0, MAX_EVENTS).map(({ order: _, ...e }) => e),
  };
}
