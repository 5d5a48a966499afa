// One analysis worker: takes score groups from the pool, answers with their analyses.
import { chooseExtractor } from "../claims/extract.ts";
import { serveTasks } from "../workers/serve.ts";
import { analyzeFileGroup } from "./analyze-group.ts";
import type { GroupAnswer, GroupTask } from "./pool.ts";

const extractors = new Map<string, ReturnType<typeof chooseExtractor>>();

serveTasks<GroupTask, GroupAnswer>(async ({ group, settings }, progress) => {
  let extractor = extractors.get(settings.extractor);
  if (!extractor)
    extractors.set(settings.extractor, (extractor = chooseExtractor({ extractor: settings.extractor })));
  const { analyses, problems, versions } = await analyzeFileGroup(
    group,
    { extractor, policy: settings.policy, toolKinds: settings.toolKinds },
    progress,
  );
  // The readings behind contradicted claims served the detectors, which ran here; the report does
  // not carry them, and they are a large part of what would be copied back.
  for (const a of analyses) for (const c of a.claims) c.mismatches = [];
  return {
    problems,
    versions,
    results: analyses.map(({ conversation, ...r }) => ({ ...r, id: conversation.id })),
  };
});
