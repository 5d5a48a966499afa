// One analysis worker: takes score groups from the pool, answers with their analyses.
import { parentPort } from "node:worker_threads";
import { chooseExtractor } from "../claims/extract.ts";
import { analyzeFileGroup } from "./analyze-group.ts";
import type { FromWorker, ToWorker } from "./pool.ts";

const port = parentPort!;
const extractors = new Map<string, ReturnType<typeof chooseExtractor>>();

// analyse answers every group, failed or not, so its promise never rejects.
port.on("message", (m: ToWorker) => void analyse(m));

async function analyse({ index, group, settings }: ToWorker): Promise<void> {
  const send = (m: FromWorker) => port.postMessage(m);
  try {
    let extractor = extractors.get(settings.extractor);
    if (!extractor)
      extractors.set(settings.extractor, (extractor = chooseExtractor({ extractor: settings.extractor })));
    const { analyses, problems, versions } = await analyzeFileGroup(
      group,
      { extractor, policy: settings.policy, toolKinds: settings.toolKinds },
      () => send({ kind: "conversation" }),
    );
    // The readings behind contradicted claims served the detectors, which ran here; the report does
    // not carry them, and they are two fifths of what would be copied back.
    for (const a of analyses) for (const c of a.claims) c.mismatches = [];
    send({
      kind: "done",
      index,
      problems,
      versions,
      results: analyses.map(({ conversation, ...r }) => ({ ...r, id: conversation.id })),
    });
  } catch (err) {
    send({ kind: "failed", index, message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
}
