// Waits until some queued jobs are done, working the queue in this process meanwhile (with any
// `barline worker` processes, on any machines, sharing it): what an ingest on PostgreSQL does after
// queueing its analysis.
import { setTimeout as sleep } from "node:timers/promises";
import type { Problem } from "../transcripts/conversation.ts";
import type { Db } from "../db/client.ts";
import { stopQueue, work } from "../db/jobs/queue.ts";
import { runJob } from "./run-job.ts";

export async function drainJobs(
  db: Db,
  jobIds: readonly string[],
  onProgress?: (done: number, total: number) => void,
): Promise<Problem[]> {
  if (jobIds.length === 0) return [];
  const worker = await work(db, async ({ jobId }) => void (await runJob(db, jobId)), {
    superviseEverySeconds: 30,
    pollEverySeconds: 0.5,
  });
  try {
    for (;;) {
      const jobs = await db.prisma.job.findMany({
        where: { id: { in: [...jobIds] } },
        select: { state: true, problems: true, summary: true },
      });
      const finished = jobs.filter((j) => j.state === "done" || j.state === "failed");
      onProgress?.(finished.length, jobIds.length);
      if (finished.length === jobIds.length) return jobs.flatMap((j) => j.problems as unknown as Problem[]);
      await sleep(300);
    }
  } finally {
    await worker.stop();
    await stopQueue();
  }
}
