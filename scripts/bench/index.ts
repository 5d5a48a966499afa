// `npm run bench [-- name…]`: runs each benchmark named (all by default) in a fresh process and
// writes its section of BENCHMARKS.md with the command that produced it; sections not run are kept
// as they were. Benchmarks of the command line first build dist/, so they time the current code.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { benches } from "./registry.ts";
import type { BenchSection } from "./section.ts";

const all = Object.keys(benches);
const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : all;
const unknown = names.filter((n) => !all.includes(n));
if (unknown.length) {
  process.stderr.write(`bench: no benchmark named ${unknown.join(", ")} (have: ${all.join(", ")})\n`);
  process.exit(2);
}

const root = new URL("../../", import.meta.url);
if (names.some((n) => benches[n]!.cli)) {
  process.stderr.write("bench: building dist/…\n");
  execFileSync(process.execPath, [new URL("scripts/build-lib.mjs", root).pathname], { stdio: "inherit" });
}

const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown"}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
const day = new Date().toISOString().slice(0, 10);
const runner = new URL("./run-one.ts", import.meta.url).pathname;
const fresh = new Map<string, string>();
for (const name of names) {
  process.stderr.write(`bench: ${name}…\n`);
  const out = execFileSync(process.execPath, ["--expose-gc", "--import", "tsx", runner, name], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 16 * 2 ** 20,
  });
  const s = JSON.parse(out) as BenchSection;
  fresh.set(
    s.title,
    `${s.summary}\nProduced by \`npm run bench -- ${name}\` on ${day}, ${machine}.\n\n${s.body.trim()}`,
  );
}

// The file's sections by title, in their order; a section written before sections named their
// command takes the file's old "Produced by" line.
const file = new URL("BENCHMARKS.md", root);
const old = existsSync(file) ? readFileSync(file, "utf8") : "";
const [preamble = "", ...parts] = old.split(/^## /m);
const oldProvenance = /^Produced by .*$/m.exec(preamble)?.[0].replace(/ Each benchmark runs.*$/, "");
const sections = new Map<string, string>();
for (const part of parts) {
  const [title = "", ...body] = part.split("\n");
  const text = body.join("\n").trim();
  sections.set(
    title.trim(),
    /^Produced by /m.test(text) || !oldProvenance ? text : `${text}\n\n${oldProvenance}`,
  );
}
for (const [title, body] of fresh) sections.set(title, body);

const md = [
  "# Benchmarks",
  "",
  "Each benchmark runs in a process of its own, and each section names the command that produced it. `npm run bench -- <name>…` runs some of them (" +
    all.map((n) => `\`${n}\``).join(", ") +
    ") and keeps the other sections as they were.\n" +
    "What was tried to reach these figures, and earlier runs to compare with: [docs/performance-notes.md](docs/performance-notes.md).",
  "",
  ...[...sections].flatMap(([title, body]) => [`## ${title}`, "", body, ""]),
].join("\n");
writeFileSync(file, md);
process.stdout.write(md);
