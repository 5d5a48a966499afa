// A stored flag as the API shows it (the report's flag with its stable id and the decision in force).
import type { Subject } from "../../claims/claim.ts";
import type { FlagType } from "../../findings/flag.ts";
import type { FlagView, ReviewView } from "../../contract/api-types.ts";
import type { Prisma } from "../db-client.ts";

type FlagRow = Prisma.FlagGetPayload<object>;

export function flagView(r: FlagRow, review: ReviewView | null): FlagView {
  return {
    id: r.id,
    type: r.type as FlagType,
    turn: r.turn,
    toolCallId: r.toolCallId,
    claimId: r.claimId,
    subject: (r.subject as unknown as Subject | null) ?? null,
    message: r.message,
    evidence: r.evidence as string[],
    review,
  };
}
