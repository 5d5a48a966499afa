// A worker process for the queue test, doing what `barline worker` does: takes ingest jobs from the
// queue on DATABASE_URL and runs them, one line per job on stdout.
import { openDb } from "../../lib/db/client.ts";
import { work } from "../../lib/db/jobs/queue.ts";
import { runIngestJob } from "../../lib/jobs/run-ingest-job.ts";

const db = await openDb(process.env.DATABASE_URL!);
await work(
  db,
  async ({ jobId }) => {
    console.log(`taking ${jobId}`);
    await runIngestJob(db, jobId);
    console.log(`done ${jobId}`);
  },
  { superviseEverySeconds: 1, pollEverySeconds: 0.5 },
);
console.log("ready");
