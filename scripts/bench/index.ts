// `npm run bench [-- name…]`: runs each benchmark in a fresh process and rewrites BENCHMARKS.md
// with their figures and the command that produced them.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import type { BenchSection } from "./section.ts";

const ALL = ["score", "reread", "import", "analyze"];
const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : ALL;
const unknown = names.filter((n) => !ALL.includes(n));
if (unknown.length) {
  process.stderr.write(`bench: no benchmark named ${unknown.join(", ")} (have: ${ALL.join(", ")})\n`);
  process.exit(2);
}

const runner = new URL("./run-one.ts", import.meta.url).pathname;
const sections: BenchSection[] = names.map((name) => {
  process.stderr.write(`bench: ${name}…\n`);
  const out = execFileSync(process.execPath, ["--import", "tsx", runner, name], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 16 * 2 ** 20,
  });
  return JSON.parse(out) as BenchSection;
});

const command = `npm run bench${wanted.length ? ` -- ${wanted.join(" ")}` : ""}`;
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown"}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
const md = [
  "# Benchmarks",
  "",
  `Produced by \`${command}\` on ${new Date().toISOString().slice(0, 10)}, ${machine}. Each benchmark runs in a process of its own.`,
  "",
  ...sections.flatMap((s) => [`## ${s.title}`, "", s.body.trim(), ""]),
].join("\n");
writeFileSync(new URL("../../BENCHMARKS.md", import.meta.url), md);
process.stdout.write(md);
