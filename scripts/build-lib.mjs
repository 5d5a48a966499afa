// `npm run build:lib` (and npm's `prepare`, so `npm ci` runs it): lib/ and scripts/ compiled to
// JavaScript in dist/ by tsc (tsconfig.build.json: relative `.ts` imports become `.js`, no type
// check — `npm run typecheck` does that), and every other file of lib/ that code reads at run time
// (prompts, …) copied beside its module. Plain JavaScript: it runs before anything is compiled.
import { spawnSync } from "node:child_process";
import { cpSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = `${root}dist`;

// A file deleted from lib/ must not live on in dist/.
rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const run = spawnSync(process.execPath, [tsc, "-p", `${root}tsconfig.build.json`], { stdio: "inherit" });
if (run.status !== 0) process.exit(run.status ?? 1);

const code = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
cpSync(`${root}lib`, `${dist}/lib`, {
  recursive: true,
  filter: (src) => statSync(src).isDirectory() || !code.test(src),
});
