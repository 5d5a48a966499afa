// `barline ingest <bundle or file>… [--json]`: bundles (folders or .zip) and loose chat files into
// the database, analysed as they are stored. Idempotent: what is stored unchanged is not stored
// again, and a bundle already ingested says so. Progress on stderr; the summary on stdout.
import { Command, Option } from "commander";
import { mkdtemp, rm, stat, symlink, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { getDb } from "../../lib/db/client.ts";
import type { IngestSummary } from "../../lib/contracts/ingest-summary.ts";
import { ingestBundle } from "../../lib/jobs/ingest-bundle.ts";
import { ReadError } from "../../lib/read-error.ts";
import { progressBar } from "./progress.ts";

const PHASES = {
  read: "reading",
  versions: "storing versions",
  analyse: "analysing",
  store: "storing conversations",
};

/** A loose chat file is ingested as a bundle of that one chat. */
async function asBundle(path: string): Promise<{ path: string; cleanup: () => Promise<void> }> {
  const info = await stat(path).catch(() => {
    throw new ReadError(path, "no such file or folder");
  });
  const isZip = info.isFile() && path.toLowerCase().endsWith(".zip");
  if (info.isDirectory() || isZip) return { path, cleanup: async () => {} };
  const dir = await mkdtemp(join(tmpdir(), "barline-ingest-"));
  await mkdir(join(dir, "chats"));
  await symlink(resolve(path), join(dir, "chats", basename(path)));
  return { path: dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

function add(total: IngestSummary, s: IngestSummary): void {
  total.conversations.new += s.conversations.new;
  total.conversations.updated += s.conversations.updated;
  total.conversations.unchanged += s.conversations.unchanged;
  total.versions.new += s.versions.new;
  total.versions.unchanged += s.versions.unchanged;
  total.claims += s.claims;
  total.flags += s.flags;
  total.problems.push(...s.problems);
}

export function summaryLine(path: string, s: IngestSummary): string {
  if (s.alreadyIngestedAt)
    return `${path}: already ingested ${s.alreadyIngestedAt}; nothing new stored (${s.conversations.unchanged} conversations, ${s.versions.unchanged} versions)`;
  const c = s.conversations;
  return (
    `${path}: conversations ${c.new} new, ${c.updated} updated, ${c.unchanged} unchanged; ` +
    `versions ${s.versions.new} new, ${s.versions.unchanged} unchanged; ${s.claims} claims (the assistant's and those in read results), ${s.flags} flags` +
    (s.problems.length ? `; ${s.problems.length} problems` : "")
  );
}

export function register(program: Command): void {
  program
    .command("ingest")
    .description("store bundles in the database and analyse them (the database DATABASE_URL names)")
    .argument("<inputs...>", "bundle folders, bundle .zip files or chat files")
    .option("--json", "print the summary as JSON")
    .addOption(new Option("--extractor <name>", "how claims are found").choices(["rules", "claude"]))
    .action(async (inputs: string[], opts: { json?: boolean; extractor?: "rules" | "claude" }) => {
      const db = await getDb();
      const total: IngestSummary = {
        conversations: { new: 0, updated: 0, unchanged: 0 },
        versions: { new: 0, unchanged: 0 },
        claims: 0,
        flags: 0,
        problems: [],
        alreadyIngestedAt: null,
      };
      let unreadable = false;
      try {
        for (const input of inputs) {
          const bar = progressBar(`${basename(input)}`);
          let bundle;
          try {
            bundle = await asBundle(input);
            const s = await ingestBundle(db, bundle.path, {
              extractor: opts.extractor,
              onProgress: (phase, done, n) => bar.update(done, n, PHASES[phase]),
            });
            bar.stop();
            add(total, s);
            if (!opts.json) process.stderr.write(`${summaryLine(input, s)}\n`);
          } catch (err) {
            bar.stop();
            if (!(err instanceof ReadError)) throw err;
            unreadable = true;
            total.problems.push({ file: err.file, ...(err.at ? { at: err.at } : {}), message: err.reason });
            process.stderr.write(`barline: ${err.message}\n`);
          } finally {
            await bundle?.cleanup();
          }
        }
      } finally {
        await db.close();
      }
      const { alreadyIngestedAt: _, ...summary } = total;
      if (opts.json) process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
      else {
        for (const p of total.problems)
          process.stdout.write(`problem: ${p.file}${p.at ? ` (${p.at})` : ""}: ${p.message}\n`);
        process.stdout.write(`${summaryLine("total", total)}\n`);
      }
      if (unreadable) process.exitCode = 1;
    });
}
