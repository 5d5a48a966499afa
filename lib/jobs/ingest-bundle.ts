// A bundle ingested whole: its analysis queued (on PostgreSQL) and worked in this process with any
// `barline worker`s until done, then the bundle recorded. What `barline ingest` runs.
import type { IngestSummary } from "../contracts/ingest-summary.ts";
import type { Db } from "../db/client.ts";
import type { IngestOptions } from "../ingest/ingest-options.ts";
import { startIngest } from "../ingest/start-ingest.ts";
import { drainJobs } from "./drain-jobs.ts";

export async function ingestBundle(
  db: Db,
  path: string,
  options: IngestOptions = {},
): Promise<IngestSummary> {
  const started = await startIngest(db, path, options);
  const problems = await drainJobs(db, started.jobIds, (done, total) =>
    options.onProgress?.("analyse", done, total),
  );
  return started.finish(problems);
}
