// Which engine produced an analysis: `barline reanalyze` re-runs what an older one produced.
import { createRequire } from "node:module";

const pkg = createRequire(import.meta.url)("../../package.json") as { version: string };

/** Bumped with the package version whenever claims or flags could come out differently. */
export const ENGINE_VERSION: string = pkg.version;
