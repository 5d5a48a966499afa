// GET /api/precision: Barline's own precision as its reviewers judge it. For each flag type, the share
// of reviewed flags that were confirmed; for each claim kind, the share of reviewed claims whose
// verdict the reviewers agreed with. Only the decision in force on each finding counts. Over time:
// by the day of the conversation the finding is in, as the other figures are.
import type { Db } from "../client.ts";
import { decisionsInForce, inChunks } from "./decisions-in-force.ts";
import type { Precision, PrecisionCount } from "../../contracts/precision.ts";

function add(into: Record<string, PrecisionCount>, key: string, upheld: boolean): void {
  const c = (into[key] ??= { reviewed: 0, upheld: 0, precision: null });
  c.reviewed += 1;
  if (upheld) c.upheld += 1;
  c.precision = c.upheld / c.reviewed;
}

export async function getPrecision(db: Db): Promise<Precision> {
  const out: Precision = { flags: {}, claims: {}, byDay: {} };
  const day = (d: string | null) => (out.byDay[d ?? "undated"] ??= { flags: {}, claims: {} });

  const flagDecisions = await decisionsInForce(db, "flag");
  const flags = await inChunks([...flagDecisions.keys()], (chunk) =>
    db.prisma.flag.findMany({
      where: { id: { in: chunk } },
      select: { id: true, type: true, conversation: { select: { day: true } } },
    }),
  );
  for (const f of flags) {
    const upheld = flagDecisions.get(f.id)!.decision === "confirmed";
    add(out.flags, f.type, upheld);
    add(day(f.conversation.day).flags, f.type, upheld);
  }

  const claimDecisions = await decisionsInForce(db, "claim");
  const claims = await inChunks([...claimDecisions.keys()], (chunk) =>
    db.prisma.claim.findMany({
      where: { id: { in: chunk } },
      select: { id: true, kind: true, conversation: { select: { day: true } } },
    }),
  );
  for (const c of claims) {
    const upheld = claimDecisions.get(c.id)!.decision === "agreed";
    add(out.claims, c.kind, upheld);
    add(day(c.conversation.day).claims, c.kind, upheld);
  }
  return out;
}
