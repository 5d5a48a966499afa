// On PostgreSQL an ingest queues its analysis, a chunk of conversations per job, for this process
// and any `barline worker`: it stores each chunk's versions and its conversations unanalysed, then
// queues the chunk. The caller waits for the jobs it is given back.
import { unpackConversation } from "../bundle/packed-conversation.ts";
import { chunks } from "../chunks.ts";
import type { Db } from "../db/client.ts";
import { createAnalysisJob } from "../db/jobs/create-analysis-job.ts";
import { turnCount } from "../transcripts/turns.ts";
import type { IngestPlan } from "./ingest-plan.ts";
import type { IngestWriter } from "./ingest-writer.ts";

/** Conversations per queued analysis job: small enough that several workers share a bundle. */
const QUEUED_CHUNK = 200;

/** Returns the ids of the jobs queued, in order. */
export async function queueAnalysis(db: Db, plan: IngestPlan, writer: IngestWriter): Promise<string[]> {
  const jobIds: string[] = [];
  for (const chunk of chunks(plan.changed, QUEUED_CHUNK)) {
    const scoreIds = new Set(chunk.flatMap((c) => (c.scoreId !== null ? [c.scoreId] : [])));
    const histories = [...scoreIds].flatMap((id) => plan.histories.get(id) ?? []);
    await writer.storeVersions(writer.take(histories));
    // Stored unanalysed (no analysis run): a killed ingest's next run queues them again.
    await writer.storeAnalyses(
      chunk.map((packed) => {
        const conversation = unpackConversation(packed);
        return {
          analysis: {
            conversation,
            turns: turnCount(conversation.messages),
            claims: [],
            flags: [],
            warnings: [],
            otherBlocks: 0,
          },
          ...writer.rowOf(conversation.id),
        };
      }),
      false,
    );
    jobIds.push(
      await createAnalysisJob(db, {
        conversationIds: chunk.map((c) => c.id),
        extractor: plan.extractor.name === "claude" ? "claude" : "rules",
        analysisRunId: writer.analysisRunId,
        policy: plan.files.policy,
      }),
    );
  }
  return jobIds;
}
