// `barline ingest`: a bundle into the database. Idempotent by content: a bundle already ingested
// with the same bytes is not read again; otherwise only conversations whose content (or whose
// score's versions, or the engine) changed are analysed and stored, and only versions whose bytes
// changed are stored. Versions are stored before the conversations that cite them, each whole or
// not at all, and the bundle is recorded last: an ingest killed anywhere is completed by the next.
//
// Where the analysis is queued, the ingest hands the caller the jobs' ids and the step that
// finishes it once they have ended: what waits for jobs lives above this layer (lib/jobs).
import type { IngestSummary } from "../contracts/ingest-summary.ts";
import type { Db } from "../db/client.ts";
import { ENGINE_VERSION } from "../db/engine.ts";
import type { Problem } from "../transcripts/conversation.ts";
import { hashBundle } from "./hash-bundle.ts";
import { alreadyIngested, finishIngest } from "./ingest-finish.ts";
import { analyseInProcess } from "./ingest-in-process.ts";
import type { IngestOptions } from "./ingest-options.ts";
import { planIngest } from "./ingest-plan.ts";
import { queueAnalysis } from "./ingest-queued.ts";
import { IngestWriter } from "./ingest-writer.ts";

export interface StartedIngest {
  /** The analysis jobs queued; none when the analysis ran in this process or nothing changed. */
  jobIds: string[];
  /** Records the bundle, once the jobs have ended, with the problems they met. */
  finish(jobProblems: readonly Problem[]): Promise<IngestSummary>;
}

/** Throws ReadError when the bundle cannot be opened at all; anything less is a problem in the summary. */
export async function startIngest(db: Db, path: string, options: IngestOptions = {}): Promise<StartedIngest> {
  const bundle = await hashBundle(path);
  const before = await alreadyIngested(db, bundle.hash);
  if (before) return { jobIds: [], finish: async () => before };

  const plan = await planIngest(db, path, bundle, options);
  const run = await db.prisma.analysisRun.create({
    data: { engineVersion: ENGINE_VERSION, extractor: plan.extractor.name },
  });
  const writer = new IngestWriter(db, plan, run.id, options.onProgress);
  const queued = options.queue ?? db.provider === "postgresql";
  const jobIds = queued ? await queueAnalysis(db, plan, writer) : [];
  if (!queued) await analyseInProcess(plan, writer, options);
  return { jobIds, finish: (jobProblems) => finishIngest(db, plan, writer, jobProblems) };
}
