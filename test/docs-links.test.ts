// Every link in the repository's Markdown reaches something in the repository: a file that exists,
// and the heading an anchor names. A clone has nothing beside it, so a link (or a path in a code
// span) that climbs out of the checkout, or names an absolute path, is broken for everyone but
// its writer. test/fixtures/blind holds the briefs the blind writers were given, kept as they were.
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SKIPPED = new Set([
  "node_modules",
  ".next",
  ".git",
  "dist",
  ".barline",
  "test-results",
  "playwright-report",
  "coverage",
  ".cache",
]);
const SKIPPED_PATHS = new Set(["test/fixtures/blind"]);

function markdownFiles(dir = ROOT): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const rel = path.relative(ROOT, full).split(path.sep).join("/");
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name) && !SKIPPED_PATHS.has(rel)) out.push(...markdownFiles(full));
    } else if (entry.name.endsWith(".md")) out.push(full);
  }
  return out;
}

/** The text outside fenced code blocks, line by line (fences are where examples live, not links). */
function proseLines(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let fence: string | null = null;
  text.split("\n").forEach((line, i) => {
    const open = /^\s*(```|~~~)/.exec(line);
    if (open) fence = fence === null ? open[1]! : line.trim().startsWith(fence) ? null : fence;
    else if (fence === null) out.push({ line: i + 1, text: line });
  });
  return out;
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const { text } of proseLines(readFileSync(file, "utf8"))) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (!heading) continue;
    const base = heading[1]!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

const inside = (target: string) => {
  const rel = path.relative(ROOT, target);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
};

/** What is wrong with one link target written in `file`, or null. */
export function linkProblem(file: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // https:, mailto: …
  const [pathPart = "", anchor] = target.split("#", 2);
  const decoded = decodeURIComponent(pathPart.split("?")[0]!);
  if (decoded.startsWith("/")) return `an absolute path, outside the repository: ${target}`;
  const resolved = decoded === "" ? file : path.resolve(path.dirname(file), decoded);
  if (!inside(resolved)) return `a path outside the repository: ${target}`;
  if (!existsSync(resolved)) return `no such file: ${target}`;
  if (anchor && resolved.endsWith(".md") && statSync(resolved).isFile() && !anchorsOf(resolved).has(anchor))
    return `no heading "#${anchor}" in ${path.relative(ROOT, resolved)}`;
  return null;
}

/** Every link target of a Markdown text ([text](target), ![alt](target), [id]: target), outside code. */
export function linksOf(text: string): { line: number; target: string }[] {
  const out: { line: number; target: string }[] = [];
  for (const { line, text: raw } of proseLines(text)) {
    const prose = raw.replace(/`[^`]*`/g, "");
    for (const m of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      out.push({ line, target: m[1]! });
    const ref = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(prose);
    if (ref) out.push({ line, target: ref[1]! });
  }
  return out;
}

/** Paths in code spans that climb out of the repository (`../shared/…`), from where the file stands or
 * from the repository's root, where its commands are run. */
export function climbingPaths(file: string, text: string): { line: number; path: string }[] {
  const out: { line: number; path: string }[] = [];
  for (const { line, text: raw } of proseLines(text))
    for (const span of raw.matchAll(/`([^`]*)`/g))
      for (const m of span[1]!.matchAll(/(?:^|[\s=(])((?:\.\.\/)+[\w.-][\w./-]*)/g))
        if (!inside(path.resolve(path.dirname(file), m[1]!)) || !inside(path.resolve(ROOT, m[1]!)))
          out.push({ line, path: m[1]! });
  return out;
}

test("every Markdown link in the repository reaches a file (and heading) inside it", () => {
  const files = markdownFiles();
  assert.ok(
    files.some((f) => f.endsWith(`${path.sep}README.md`)),
    "the README is among the files checked",
  );
  const problems: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const rel = path.relative(ROOT, file);
    for (const { line, target } of linksOf(text)) {
      const problem = linkProblem(file, target);
      if (problem) problems.push(`${rel}:${line}: ${problem}`);
    }
    for (const { line, path: p } of climbingPaths(file, text))
      problems.push(`${rel}:${line}: a path outside the repository: ${p}`);
  }
  assert.deepEqual(problems, []);
});

test("the link check refuses what points outside the repository or at nothing", () => {
  const readme = path.join(ROOT, "README.md");
  assert.equal(linkProblem(readme, "docs/findings.md"), null);
  assert.equal(linkProblem(readme, "docs/findings.md#flags"), null);
  assert.equal(linkProblem(readme, "https://example.org/x"), null);
  assert.match(linkProblem(readme, "../shared/spec/findings.md") ?? "", /outside the repository/);
  assert.match(linkProblem(readme, "/work/shared/spec/api.md") ?? "", /absolute path/);
  assert.match(linkProblem(readme, "docs/no-such-page.md") ?? "", /no such file/);
  assert.match(linkProblem(readme, "docs/findings.md#no-such-heading") ?? "", /no heading/);
  assert.deepEqual(
    linksOf("See [the spec](../shared/spec.md) and `[not a link](x.md)`.\n```\n[in a fence](y.md)\n```"),
    [{ line: 1, target: "../shared/spec.md" }],
  );
  assert.deepEqual(climbingPaths(readme, "Run `python3 ../shared/tools/check-report.py`."), [
    { line: 1, path: "../shared/tools/check-report.py" },
  ]);
  const fixtureReadme = path.join(ROOT, "test/fixtures/score/README.md");
  assert.deepEqual(climbingPaths(fixtureReadme, "the corpus (`../shared/corpus`)"), [
    { line: 1, path: "../shared/corpus" },
  ]);
  assert.deepEqual(climbingPaths(readme, "`docs/cli.md` and `lib/db/`"), []);
});
