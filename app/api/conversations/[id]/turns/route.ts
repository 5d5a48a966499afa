// GET /api/conversations/{id}/turns?from=&to=: a run of a conversation's turns (at most 200), as
// the reader fetches a long session while it is scrolled.
import { z } from "zod";
import { column, table } from "@/lib/contracts/query-grammar.ts";
import { getTurns } from "@/lib/db/conversations/conversation-turns.ts";
import { AppError } from "@/lib/errors/app-error.ts";
import { endpoint } from "../../../endpoint.ts";
import { idParam } from "../../../params.ts";

const MAX_TURNS = 200;
const turn = z.coerce.number().int().min(0).max(999_999_999);
const turnsQuery = table({ from: column("is", turn), to: column("is", turn) });

export const GET = endpoint({
  role: "viewer",
  params: idParam,
  query: turnsQuery,
  handler: async ({ db, params, query: { from, to } }) => {
    if (to < from || to - from >= MAX_TURNS)
      throw new AppError(
        "bad-request",
        `from and to: the first and last turn wanted, at most ${MAX_TURNS} turns`,
      );
    const exists = await db.prisma.conversation.findUnique({
      where: { id: params.id },
      select: { id: true },
    });
    if (!exists) throw new AppError("not-found", `no conversation "${params.id}"`);
    return getTurns(db, params.id, { from, to });
  },
});
