// Runs one benchmark in a process of its own and prints its section as JSON, so no benchmark's
// memory or warm code colours another's figures.
import type { Bench } from "./section.ts";

const benches: Record<string, () => Promise<{ bench: Bench }>> = {
  score: () => import("./score.ts"),
  reread: () => import("./reread.ts"),
  import: () => import("./import.ts"),
  analyze: () => import("./analyze.ts"),
};

const name = process.argv[2] ?? "";
const load = benches[name];
if (!load) {
  process.stderr.write(`bench: no benchmark named ${name} (have: ${Object.keys(benches).join(", ")})\n`);
  process.exit(2);
}
const { bench } = await load();
process.stdout.write(JSON.stringify(await bench()));
