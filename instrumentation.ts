// When a server starts, before any request: verovio's engraving is started then, not while the
// first reviewers to ask for a bar wait (it takes about a second, and on the main thread it holds
// every request behind it). Not while `next build` renders pages.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { warmUpBarThreads } = await import("./lib/score-history/bar-reread-pool.ts");
  warmUpBarThreads();
}
