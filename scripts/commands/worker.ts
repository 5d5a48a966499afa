// `barline worker`: with PostgreSQL, takes jobs from the queue (analysis chunks of an ingest,
// uploaded bundles) until stopped; any number may run, on any machines. One line per job.
import { Command, InvalidArgumentError } from "commander";
import { getDb } from "../../lib/db/client.ts";
import { work } from "../../lib/db/jobs/queue.ts";
import { runJob } from "../../lib/jobs/run-job.ts";

function seconds(v: string): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError("a number of seconds above 0");
  return n;
}

export function register(program: Command): void {
  program
    .command("worker")
    .description("with PostgreSQL: take analysis and ingest jobs from the queue until stopped")
    .option("--poll <seconds>", "how often to look for a job when the queue is empty", seconds, 2)
    .action(async (opts: { poll: number }) => {
      const db = await getDb();
      if (db.provider !== "postgresql") {
        process.stderr.write(
          "barline: a worker needs PostgreSQL (DATABASE_URL=postgresql://…); with SQLite the ingesting process does the work\n",
        );
        await db.close();
        process.exit(2);
      }
      const worker = await work(
        db,
        async ({ jobId }) => {
          const start = performance.now();
          const job = await runJob(db, jobId);
          const took = ((performance.now() - start) / 1000).toFixed(1);
          process.stdout.write(
            !job
              ? `job ${jobId}: no longer stored\n`
              : `job ${jobId} (${job.kind}): ${job.state} in ${took} s${job.problem ? ` (${job.problem})` : ""}\n`,
          );
        },
        { superviseEverySeconds: 30, pollEverySeconds: opts.poll },
      );
      process.stdout.write("worker ready: taking jobs from the queue\n");
      const stop = async () => {
        await worker.stop();
        await db.close();
        process.exit(0);
      };
      process.once("SIGINT", () => void stop());
      process.once("SIGTERM", () => void stop());
    });
}
