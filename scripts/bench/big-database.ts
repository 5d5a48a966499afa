// A database of many conversations, made quickly for the query benchmarks: a generated bundle of
// `seed` conversations ingested as users do, then every stored row of them copied under new ids
// until the database holds `total` — the same shape of data (messages, calls, claims, flags, the
// counts the list sorts by), spread over the same days, models and labels.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Db } from "../../lib/db/client.ts";
import { ingestBundle } from "../../lib/jobs/ingest-bundle.ts";
import { FLAG_COLUMNS } from "../../lib/db/flag-columns.ts";
import { refreshStatistics } from "../../lib/db/statistics/refresh-statistics.ts";
import { writeBundle } from "./bundle-on-disk.ts";

const COLUMNS = {
  Conversation: [
    "id",
    "bundleId",
    "format",
    "model",
    "label",
    "labels",
    "startedAt",
    "day",
    "scoreId",
    "sourceFile",
    "sourcePointer",
    "contentHash",
    "turns",
    "claims",
    "checkable",
    "contradicted",
    "flags",
    ...FLAG_COLUMNS.map((f) => f.column),
    "analysisRunId",
    "ingestedAt",
  ],
  Message: ["conversationId", "index", "role", "turn", "timestamp", "text", "blocks", "sourcePointer"],
  ToolCall: [
    "conversationId",
    "callId",
    "name",
    "arguments",
    "turn",
    "messageIndex",
    "resultIndex",
    "resultText",
    "isError",
  ],
  Claim: [
    "id",
    "conversationId",
    "position",
    "turn",
    "source",
    "messageIndex",
    "toolCallId",
    "text",
    "kind",
    "subject",
    "property",
    "value",
    "verdict",
    "checkedVersion",
    "baseVersion",
    "evidence",
    "active",
    "analysisRunId",
  ],
  Flag: [
    "id",
    "conversationId",
    "position",
    "type",
    "turn",
    "toolCallId",
    "claimId",
    "subject",
    "message",
    "evidence",
    "active",
    "createdAt",
    "analysisRunId",
  ],
} as const;

/** Columns that are copied with the copy's suffix. */
const SUFFIXED = new Set(["id", "conversationId", "claimId"]);

/** `seeded`: the seed conversations are stored already; only copy them. */
export async function bigDatabase(
  db: Db,
  seed: number,
  total: number,
  options: { seeded?: boolean } = {},
): Promise<void> {
  if (!options.seeded) {
    const dir = mkdtempSync(path.join(tmpdir(), "barline-bench-seed-"));
    try {
      writeBundle(dir, seed);
      await ingestBundle(db, dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  for (let k = 1; k < Math.ceil(total / seed); k++) {
    const copies = Math.min(seed, total - k * seed);
    await db.prisma.$transaction(
      async (tx) => {
        for (const [table, columns] of Object.entries(COLUMNS)) {
          const select = columns.map((c) => (SUFFIXED.has(c) ? `"${c}" || '~${k}'` : `"${c}"`));
          const originals =
            table === "Conversation"
              ? `WHERE "id" NOT LIKE '%~%' ORDER BY "id" LIMIT ${copies}`
              : `WHERE "conversationId" IN (SELECT "id" FROM "Conversation" WHERE "id" NOT LIKE '%~%' ORDER BY "id" LIMIT ${copies})`;
          await tx.$executeRawUnsafe(
            `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) SELECT ${select.join(", ")} FROM "${table}" ${originals}`,
          );
        }
      },
      { timeout: 600_000 },
    );
  }
  // As an ingest leaves the database: its statistics sampled for the query planner.
  await refreshStatistics(db);
}
