// `barline reanalyze [--all]`: the analysis run again over stored conversations that an older
// engine (or another extractor) produced, or over all of them; reviews stay with the findings they judged.
import { Command, Option } from "commander";
import { getDb } from "../../lib/db/client.ts";
import { reanalyzeConversations } from "../../lib/ingest/reanalyze-conversations.ts";
import { progressBar } from "./progress.ts";

export function register(program: Command): void {
  program
    .command("reanalyze")
    .description(
      "analyse stored conversations again with this engine (those an older one analysed, or --all)",
    )
    .option("--all", "every stored conversation, not only those an older engine analysed")
    .addOption(new Option("--extractor <name>", "how claims are found").choices(["rules", "claude"]))
    .action(async (opts: { all?: boolean; extractor?: "rules" | "claude" }) => {
      const db = await getDb();
      const bar = progressBar("re-analysing");
      try {
        const s = await reanalyzeConversations(db, {
          all: opts.all,
          extractor: opts.extractor,
          onProgress: (done, total) => bar.update(done, total),
        });
        bar.stop();
        for (const p of s.problems)
          process.stdout.write(`problem: ${p.file}${p.at ? ` (${p.at})` : ""}: ${p.message}\n`);
        process.stdout.write(
          s.conversations === 0
            ? "every stored conversation was analysed by this engine already; nothing to do (--all re-runs them all)\n"
            : `re-analysed ${s.conversations} conversations: ${s.claims} claims, ${s.flags} flags\n`,
        );
      } finally {
        await db.close();
      }
    });
}
