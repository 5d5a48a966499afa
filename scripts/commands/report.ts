// `barline report evaluation <name> [--json|--md]`: an evaluation's table from the database, the
// same as its page (/evaluations/<name>): aligned text, Markdown, or the API's JSON.
import { Command, Option } from "commander";
import { getDb } from "../../lib/db/client.ts";
import { getEvaluation } from "../../lib/db/evaluations/get-evaluation.ts";
import { isAppError } from "../../lib/errors/app-error.ts";
import { evaluationMarkdown, evaluationText } from "../../lib/report/evaluation-report.ts";
import type { CommandIO } from "./io.ts";

export function register(program: Command, io: CommandIO): void {
  const report = program.command("report").description("print a report from the database");
  report
    .command("evaluation <name>")
    .description("an evaluation's false-claim rate per request and deployment, the deployments compared")
    .addOption(new Option("--json", "the table as GET /api/evaluations/<name> answers it").conflicts("md"))
    .option("--md", "as Markdown tables")
    .option("--baseline <deployment>", "the deployment compared from (default: the one that ran first)")
    .option("--candidate <deployment>", "the deployment compared (default: the one that ran last)")
    .action(
      async (name: string, opts: { json?: boolean; md?: boolean; baseline?: string; candidate?: string }) => {
        const db = await getDb();
        try {
          const table = await getEvaluation(db, name, {
            baseline: opts.baseline,
            candidate: opts.candidate,
          }).catch((err: unknown) => {
            // A deployment the evaluation does not have is a usage error (exit 2), named.
            if (isAppError(err, "bad-request"))
              report.error(`barline: ${err.message.replace(/^parameter "(\w+)"/, "--$1")}`, { exitCode: 2 });
            throw err;
          });
          io.out(
            opts.json
              ? `${JSON.stringify(table, null, 2)}\n`
              : opts.md
                ? evaluationMarkdown(table)
                : evaluationText(table),
          );
        } finally {
          await db.close();
        }
      },
    );
}
