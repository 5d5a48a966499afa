// GET /api/jobs/{jobId}: an upload's state, progress (0–1) and problems per file.
import { z } from "zod";
import { getJob } from "@/lib/db/jobs/get-job.ts";
import { found } from "@/lib/errors/app-error.ts";
import { endpoint } from "../../endpoint.ts";

export const GET = endpoint({
  role: "viewer",
  params: z.object({ jobId: z.string().min(1) }),
  handler: async ({ db, params: { jobId } }) => found(await getJob(db, jobId), `no job "${jobId}"`),
});
