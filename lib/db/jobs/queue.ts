// Jobs past one machine, on PostgreSQL only: pg-boss keeps the queue in the database itself (its
// `pgboss` schema), and any number of `barline worker` processes, on any machines, take jobs from
// it. A job is delivered at least once: one whose worker died is taken again once its timeout has
// passed without a sign of life. Each job's results are still stored once, because the work is
// idempotent — an ingest stores by content hash and under stable ids, each conversation in one
// transaction.
import { setTimeout as sleep } from "node:timers/promises";
import PgBoss from "pg-boss";
import type { Db } from "../client.ts";

export const QUEUE = "barline-jobs";

/** What a queued job carries: the id of its Job row, which holds its input and its state. */
export type QueuedJob = { jobId: string };

export type QueueTiming = {
  /**
   * A job whose worker has given no sign of life for this long is taken to have lost it and is given
   * again. A live worker renews its job's time every third of it, so long jobs do not time out.
   */
  timeoutSeconds: number;
  /** How many times a job that failed or timed out is given again. */
  retries: number;
};

export type WorkerTiming = {
  /** How often a worker looks for timed-out jobs (one worker at a time does it). */
  superviseEverySeconds: number;
  /** How often an idle worker asks for a job. */
  pollEverySeconds: number;
};

export const DEFAULT_QUEUE_TIMING: QueueTiming = { timeoutSeconds: 60, retries: 5 };
export const DEFAULT_WORKER_TIMING: WorkerTiming = { superviseEverySeconds: 30, pollEverySeconds: 2 };

/** One pg-boss per database and role in this process, started once. */
const bosses = new Map<string, Promise<PgBoss>>();

function requirePostgres(db: Db): void {
  if (db.provider !== "postgresql") {
    throw new Error("the job queue needs PostgreSQL; on SQLite jobs run in the process that asks for them");
  }
}

function startBoss(db: Db, role: "producer" | "worker", worker: WorkerTiming): Promise<PgBoss> {
  const key = `${role} ${db.url}`;
  let started = bosses.get(key);
  if (!started) {
    const boss = new PgBoss({
      connectionString: db.url,
      max: 2,
      schedule: false,
      supervise: role === "worker",
      maintenanceIntervalSeconds: worker.superviseEverySeconds,
    });
    boss.on("error", (error) => console.error(`job queue: ${error.message}`));
    started = boss.start().then(async () => {
      await boss.createQueue(QUEUE, { name: QUEUE, policy: "standard" });
      return boss;
    });
    started.catch(() => bosses.delete(key));
    bosses.set(key, started);
  }
  return started;
}

/** Puts a job on the queue for a worker to take. */
export async function enqueueJob(
  db: Db,
  jobId: string,
  timing: QueueTiming = DEFAULT_QUEUE_TIMING,
): Promise<void> {
  requirePostgres(db);
  const boss = await startBoss(db, "producer", DEFAULT_WORKER_TIMING);
  const data: QueuedJob = { jobId };
  await boss.send(QUEUE, data, {
    expireInSeconds: timing.timeoutSeconds,
    retryLimit: timing.retries,
    retryDelay: 1,
  });
}

export type Worker = {
  /** Takes no more jobs, lets the one in hand finish, and closes the worker's connections. */
  stop(): Promise<void>;
};

/**
 * Takes jobs one at a time and runs `handler` on each until stopped. A handler that throws fails
 * the job, which is then given again (to this or another worker) until its retries are spent.
 * Jobs are fetched here rather than through pg-boss's `work`, which fails a job still running
 * after its timeout while its handler goes on — the job would then run twice at once.
 */
export async function work(
  db: Db,
  handler: (job: QueuedJob) => Promise<void>,
  timing: WorkerTiming = DEFAULT_WORKER_TIMING,
): Promise<Worker> {
  requirePostgres(db);
  const boss = await startBoss(db, "worker", timing);
  const stopping = new AbortController();

  // pg-boss 10 has no heartbeat: a job times out `expireIn` after it started. Moving its start on
  // while the handler runs keeps a long job with its live worker.
  const renew = (job: PgBoss.Job<QueuedJob>) =>
    boss
      .getDb()
      .executeSql(
        "UPDATE pgboss.job SET started_on = now() WHERE name = $1 AND id = $2 AND state = 'active'",
        [QUEUE, job.id],
      )
      .catch((error: Error) => console.error(`job queue: job ${job.id} not renewed: ${error.message}`));

  const run = async (job: PgBoss.Job<QueuedJob>) => {
    const renewal = setInterval(() => void renew(job), (Math.max(1, Number(job.expireInSeconds)) * 1000) / 3);
    try {
      await handler(job.data);
      await boss.complete(QUEUE, job.id);
    } catch (error) {
      await boss.fail(QUEUE, job.id, { message: (error as Error).message });
    } finally {
      clearInterval(renewal);
    }
  };

  const loop = async () => {
    while (!stopping.signal.aborted) {
      let job: PgBoss.Job<QueuedJob> | undefined;
      try {
        [job] = await boss.fetch<QueuedJob>(QUEUE, { batchSize: 1 });
      } catch (error) {
        console.error(`job queue: ${(error as Error).message}`);
      }
      if (job) await run(job);
      else
        await sleep(timing.pollEverySeconds * 1000, undefined, { signal: stopping.signal }).catch(() => {});
    }
  };
  const running = loop();

  return {
    async stop() {
      stopping.abort();
      await running;
      bosses.delete(`worker ${db.url}`);
      await boss.stop({ graceful: false, wait: true, close: true });
    },
  };
}

/** Closes the connections enqueueJob opened, so a command that queued jobs can exit at once. */
export async function stopQueue(): Promise<void> {
  const producers = [...bosses].filter(([key]) => key.startsWith("producer "));
  for (const [key, started] of producers) {
    bosses.delete(key);
    const boss = await started.catch(() => undefined);
    await boss?.stop({ graceful: false, wait: true, close: true });
  }
}
