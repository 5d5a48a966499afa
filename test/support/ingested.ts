// A database with the example bundles ingested, and the report analyze makes of the same bundles,
// so read use cases can be held to the core's own answers.
import type { Db } from "../../lib/db/client.ts";
import { ingestBundle } from "../../lib/jobs/ingest-bundle.ts";
import type { ReportConversation } from "../../lib/report/report.ts";
import { reportOf } from "./report-of.ts";

export const BUNDLES = ["test/fixtures/analysis/etude-bundle", "test/fixtures/analysis/quartet-bundle"];

export async function ingestExamples(db: Db): Promise<ReportConversation[]> {
  const out: ReportConversation[] = [];
  for (const b of BUNDLES) {
    // In this process on both databases: the queue has tests of its own, and read tests need none.
    await ingestBundle(db, b, { queue: false });
    out.push(...(await reportOf(b)).conversations);
  }
  return out;
}
