// `barline analyze <bundle> [--json]`: read a bundle, check every claim, raise every flag, without
// the database. --json prints the report (spec/report.schema.json) and nothing else on stdout.
import { Command, InvalidArgumentError, Option } from "commander";
import { loadReport, writeReport, type LoadOptions } from "../../lib/analysis/load-report.ts";
import { beforeAfter, splitFigures, type Figures } from "../../lib/findings/figures.ts";
import type { Report, ReportConversation } from "../../lib/report/report.ts";
import type { Problem } from "../../lib/transcripts/conversation.ts";
import type { CommandIO } from "./io.ts";
import { progressBar } from "./progress.ts";

export function register(program: Command, io: CommandIO): void {
  program
    .command("analyze")
    .description("check every claim in a bundle's chats against its saved score versions")
    .argument("<bundle>", "a bundle folder or .zip (docs/bundle.md)")
    .option("--json", "print the report as JSON")
    .addOption(new Option("--extractor <name>", "how claims are found").choices(["rules", "claude"]))
    .option(
      "--split-at <date>",
      "in the summary, figures before and after this date (e.g. a deployment)",
      isoDate,
    )
    .option(
      "--workers <n>",
      "worker threads for reading and analysis (default: one per core for large bundles)",
      positiveInteger,
    )
    .action(
      async (
        path: string,
        opts: { json?: boolean; extractor?: "rules" | "claude"; workers?: number; splitAt?: string },
      ) => {
        const reading = progressBar("reading");
        const analysing = progressBar("analysing");
        const options: LoadOptions = {
          extractor: opts.extractor,
          workers: opts.workers,
          onRead: (done, total) => reading.update(done, total),
          onConversation: (done, total) => {
            reading.stop();
            analysing.update(done, total);
          },
        };
        if (opts.json) {
          const json = jsonWriter({ bundle: path, generatedAt: new Date().toISOString() }, io.out);
          const problems = await writeReport(path, options, json.conversation).finally(() =>
            analysing.stop(),
          );
          json.end(problems);
        } else {
          const report = await loadReport(path, options).finally(() => analysing.stop());
          io.out(summary(report) + figuresText(report, opts.splitAt));
        }
      },
    );
}

function isoDate(v: string): string {
  if (Number.isNaN(Date.parse(v))) throw new InvalidArgumentError("a date such as 2026-10-09");
  return v;
}

function positiveInteger(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError("a whole number of at least 1");
  return n;
}

/**
 * The report as JSON, indented as `JSON.stringify(report, null, 2)` but with the problems last,
 * written a conversation at a time as they are analysed: a large bundle's report is longer than
 * the longest string JavaScript can hold.
 */
export function jsonWriter(
  head: Pick<Report, "bundle" | "generatedAt">,
  write: (s: string) => void,
): { conversation: (c: ReportConversation) => void; end: (problems: Problem[]) => void } {
  let written = 0;
  const open = () => write(`${JSON.stringify(head, null, 2).slice(0, -2)},\n  "conversations": [`);
  // JSON.stringify indents what it nests: wrapped in as many arrays as it is deep here, a value comes
  // out indented in place, with no second pass over its text.
  const inConversations = (v: unknown) => JSON.stringify([[v]], null, 2).slice(10, -6);
  const inReport = (v: unknown) => JSON.stringify([v], null, 2).slice(4, -2);
  return {
    conversation(c) {
      if (written === 0) open();
      write(`${written++ ? "," : ""}\n    ${inConversations(c)}`);
    },
    end(problems) {
      if (written === 0) open();
      write(`${written ? "\n  " : ""}],\n  "problems": ${inReport(problems)}\n}\n`);
    },
  };
}

export function summary(report: Report): string {
  const out: string[] = [];
  for (const c of report.conversations) {
    const by = (v: string) => c.claims.filter((x) => x.verdict === v).length;
    out.push(
      `${c.id} (${[c.format, c.model, c.scoreId ? `score ${c.scoreId}` : "no score"].filter(Boolean).join(", ")}): ` +
        `${c.turns} turns, ${c.claims.length} claims — ${by("supported")} supported, ${by("contradicted")} contradicted, ${by("unverifiable")} unverifiable; ${c.flags.length} flags` +
        (c.otherBlocks ? `; ${c.otherBlocks} blocks of kinds Barline does not model, kept as they were` : ""),
    );
    for (const x of c.claims.filter((x) => x.verdict === "contradicted"))
      out.push(`  turn ${x.turn} contradicted (${x.source}): ${x.text}\n      ${x.evidence[0] ?? ""}`);
    for (const f of c.flags) out.push(`  turn ${f.turn} ${f.type}: ${f.message}`);
  }
  for (const p of report.problems) out.push(`problem: ${p.file}${p.at ? ` (${p.at})` : ""}: ${p.message}`);
  return `${out.join("\n")}\n`;
}

function figuresLine(f: Figures): string {
  const rate =
    f.falseClaimRate === null
      ? "no checkable claims"
      : `false-claim rate ${(100 * f.falseClaimRate).toFixed(1)}%`;
  const flags =
    Object.entries(f.flags)
      .map(([t, n]) => `${t} ${n}`)
      .join(", ") || "none";
  return `${f.conversations} conversations, ${f.claims} claims (${f.uncertain} not read with certainty), ${f.checkable} checkable, ${f.contradicted} contradicted, ${rate}; flags: ${flags}`;
}

/** The figures of findings.md: all, by model, by deployment label, by day, and before/after a date. */
export function figuresText(report: Report, splitAt?: string): string {
  const s = splitFigures(report.conversations);
  const out = ["", `figures: ${figuresLine(s.all)}`];
  for (const [title, split] of [
    ["model", s.byModel],
    ["deployment", s.byDeployment],
    ["day", s.byDay],
  ] as const) {
    for (const [k, f] of Object.entries(split)) out.push(`  by ${title} ${k}: ${figuresLine(f)}`);
  }
  if (splitAt) {
    const { before, after, undated } = beforeAfter(report.conversations, splitAt);
    out.push(`  before ${splitAt}: ${figuresLine(before)}`, `  from ${splitAt}: ${figuresLine(after)}`);
    if (undated.conversations) out.push(`  undated: ${figuresLine(undated)}`);
  }
  return `${out.join("\n")}\n`;
}
