// A dashboard's server on PostgreSQL works the queue itself while an upload it took is open, so an
// upload is ingested with no `barline worker` running, as it is on SQLite. Workers, where a team
// runs them, share the same jobs; the server stops taking jobs once its uploads have ended, so
// reviewers do not wait behind other ingests' analysis for long.
import type { Db } from "../db/client.ts";
import { work, type Worker } from "../db/jobs/queue.ts";
import { runJob } from "./run-job.ts";

/** How often the server looks whether its uploads have ended. */
const CHECK_MS = 1000;

// On globalThis: Next.js may bundle this module into each route apart; the process needs one worker.
const shared = globalThis as typeof globalThis & {
  barlineServerWorker?: { open: Set<string>; worker: Promise<Worker> | null; stopped: Promise<void> };
};

export function workUntilEnded(db: Db, jobId: string): void {
  const state = (shared.barlineServerWorker ??= {
    open: new Set(),
    worker: null,
    stopped: Promise.resolve(),
  });
  state.open.add(jobId);
  if (state.worker) return;
  // One analysis thread: the server's bundle has no compiled workers, and reviewers share its cores.
  // After the last worker has stopped: both would share one connection to the queue.
  const worker = state.stopped.then(() =>
    work(db, async ({ jobId: id }) => void (await runJob(db, id, { workers: 1 }))),
  );
  state.worker = worker;
  const check = setInterval(() => {
    void (async () => {
      const open = await db.prisma.job.findMany({
        where: { id: { in: [...state.open] }, state: { in: ["queued", "running"] } },
        select: { id: true },
      });
      const still = new Set(open.map((j) => j.id));
      for (const id of state.open) if (!still.has(id)) state.open.delete(id);
      if (state.open.size > 0 || state.worker !== worker) return;
      clearInterval(check);
      state.worker = null;
      state.stopped = worker.then((w) => w.stop()).catch(() => {});
      await state.stopped;
    })().catch((error: Error) => console.error(`job queue: ${error.message}`));
  }, CHECK_MS);
  // A server with nothing else to do may still stop.
  check.unref();
  worker.catch((error: Error) => {
    clearInterval(check);
    if (state.worker === worker) state.worker = null;
    console.error(`job queue: the server could not take jobs: ${error.message}`);
  });
}
