// What the reader needs before any turn of a conversation: what the conversation is, its turns in
// order (how many messages and claims each holds, to reserve their place), where its flags are,
// its claims counted by verdict, and the saves and checked versions that say which version of the
// score is in force at each turn. Small for any length of session: no message is read whole.
import type { Verdict } from "../../claims/claim.ts";
import type { ConversationOutline, TurnVersion } from "../../contracts/conversation-outline.ts";
import type { FlagType } from "../../findings/flag.ts";
import type { Db } from "../client.ts";
import { conversationHeader } from "./conversation-header.ts";

export async function getOutline(db: Db, id: string): Promise<ConversationOutline | null> {
  const where = { conversationId: id };
  const [c, messages, claimTurns, claimCounts, flags, saved, checked] = await Promise.all([
    db.prisma.conversation.findUnique({ where: { id } }),
    db.prisma.message.groupBy({ by: ["turn"], where, _count: { _all: true } }),
    db.prisma.claim.groupBy({ by: ["turn"], where: { ...where, active: true }, _count: { _all: true } }),
    db.prisma.claim.groupBy({
      by: ["source", "verdict"],
      where: { ...where, active: true },
      _count: { _all: true },
    }),
    db.prisma.flag.findMany({
      where: { ...where, active: true },
      orderBy: { position: "asc" },
      select: { id: true, turn: true, type: true },
    }),
    db.prisma.scoreVersion.findMany({ where, select: { version: true, toolCallId: true } }),
    db.prisma.claim.findMany({
      where: {
        ...where,
        active: true,
        OR: [{ baseVersion: { not: null } }, { checkedVersion: { not: null } }],
      },
      orderBy: { position: "asc" },
      select: { turn: true, baseVersion: true, checkedVersion: true },
    }),
  ]);
  if (!c) return null;
  const calls = await db.prisma.toolCall.findMany({
    where: { ...where, callId: { in: saved.flatMap((v) => v.toolCallId ?? []) } },
    select: { callId: true, turn: true },
  });
  const callTurn = new Map(calls.flatMap((x) => (x.turn === null ? [] : [[x.callId, x.turn] as const])));
  const claimsAt = new Map(claimTurns.map((x) => [x.turn, x._count._all]));
  const numbered = messages
    .flatMap((m) =>
      m.turn === null ? [] : [{ turn: m.turn, messages: m._count._all, claims: claimsAt.get(m.turn) ?? 0 }],
    )
    .sort((a, b) => a.turn - b.turn);
  const bases: TurnVersion[] = [];
  for (const x of checked)
    if (bases.length === 0 || x.turn < bases[bases.length - 1]!.turn)
      bases.push({ turn: x.turn, version: (x.baseVersion ?? x.checkedVersion)! });
  return {
    conversation: conversationHeader(c),
    turns:
      numbered.length || !messages.length
        ? numbered
        : [{ turn: 0, messages: messages[0]!._count._all, claims: 0 }],
    flags: flags.map((f) => ({ ...f, type: f.type as FlagType })),
    claimCounts: claimCounts.map((x) => ({
      source: x.source as "assistant" | "read",
      verdict: x.verdict as Verdict,
      count: x._count._all,
    })),
    versions: {
      saves: saved.flatMap((v) => {
        const turn = v.toolCallId === null ? undefined : callTurn.get(v.toolCallId);
        return turn === undefined ? [] : [{ turn, version: v.version }];
      }),
      bases,
    },
  };
}
