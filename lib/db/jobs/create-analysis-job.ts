// A queued analysis job: its Job row, holding which stored conversations to analyse and how, put on
// the queue for whichever process takes it (the ingest that queued it, or a `barline worker`).
import type { ProcedurePolicy } from "../../bundle/bundle.ts";
import type { Db } from "../client.ts";
import { json } from "../db-client.ts";
import { enqueueJob } from "./queue.ts";

export interface AnalysisJobInput {
  conversationIds: string[];
  extractor: "rules" | "claude";
  analysisRunId: string;
  policy: ProcedurePolicy | null;
}

export async function createAnalysisJob(db: Db, input: AnalysisJobInput): Promise<string> {
  const job = await db.prisma.job.create({
    data: { kind: "analyse", state: "queued", input: JSON.stringify(input), problems: json([]) },
    select: { id: true },
  });
  await enqueueJob(db, job.id);
  return job.id;
}
