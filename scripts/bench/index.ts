// `npm run bench [-- name…]`: runs the benchmarks and rewrites BENCHMARKS.md with their figures and
// the command that produced them. Each benchmark is scripts/bench/<name>.ts exporting `bench`.
import { writeFileSync } from "node:fs";
import os from "node:os";
import type { Bench, BenchSection } from "./section.ts";

const all: Record<string, () => Promise<{ bench: Bench }>> = {
  score: () => import("./score.ts"),
  import: () => import("./import.ts"),
  analyze: () => import("./analyze.ts"),
};

const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(all);
const sections: BenchSection[] = [];
for (const name of names) {
  const load = all[name];
  if (!load) {
    process.stderr.write(`bench: no benchmark named ${name} (have: ${Object.keys(all).join(", ")})\n`);
    process.exit(2);
  }
  process.stderr.write(`bench: ${name}…\n`);
  const { bench } = await load();
  sections.push(await bench());
}

const command = `npm run bench${wanted.length ? ` -- ${wanted.join(" ")}` : ""}`;
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown"}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
const md = [
  "# Benchmarks",
  "",
  `Produced by \`${command}\` on ${new Date().toISOString().slice(0, 10)}, ${machine}.`,
  "",
  ...sections.flatMap((s) => [`## ${s.title}`, "", s.body.trim(), ""]),
].join("\n");
writeFileSync(new URL("../../BENCHMARKS.md", import.meta.url), md);
process.stdout.write(md);
