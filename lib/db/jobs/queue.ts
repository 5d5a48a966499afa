// Jobs past one machine, on PostgreSQL only: pg-boss keeps the queue in the database itself (its
// `pgboss` schema), and any number of `barline worker` processes, on any machines, take jobs from
// it. A job is delivered at least once: one whose worker died is taken again once its timeout has
// passed. Each job's results are still stored once, because the work is idempotent — an ingest
// stores by content hash and under stable ids, each conversation in one transaction.
import PgBoss from "pg-boss";
import type { Db } from "../client.ts";

export const QUEUE = "barline-jobs";

/** What a queued job carries: the id of its Job row, which holds its input and its state. */
export type QueuedJob = { jobId: string };

export type QueueTiming = {
  /** A job still running after this long is taken to have lost its worker and is given again. */
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

export const DEFAULT_QUEUE_TIMING: QueueTiming = { timeoutSeconds: 15 * 60, retries: 5 };
export const DEFAULT_WORKER_TIMING: WorkerTiming = { superviseEverySeconds: 60, pollEverySeconds: 2 };

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
  /** Takes no more jobs, lets the one in hand finish, and closes the queue's connections. */
  stop(): Promise<void>;
};

/**
 * Takes jobs one at a time and runs `handler` on each until stopped. A handler that throws fails
 * the job, which is then given again (to this or another worker) until its retries are spent.
 */
export async function work(
  db: Db,
  handler: (job: QueuedJob) => Promise<void>,
  timing: WorkerTiming = DEFAULT_WORKER_TIMING,
): Promise<Worker> {
  requirePostgres(db);
  const boss = await startBoss(db, "worker", timing);
  await boss.work<QueuedJob>(
    QUEUE,
    { batchSize: 1, pollingIntervalSeconds: timing.pollEverySeconds },
    async ([job]) => {
      if (job) await handler(job.data);
    },
  );
  return {
    async stop() {
      bosses.delete(`worker ${db.url}`);
      await boss.stop({ graceful: true, wait: true, close: true });
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
