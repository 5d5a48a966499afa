// Runs one benchmark in a process of its own and prints its section as JSON, so no benchmark's
// memory or warm code colours another's figures.
import { benches } from "./registry.ts";

const name = process.argv[2] ?? "";
const entry = benches[name];
if (!entry) {
  process.stderr.write(`bench: no benchmark named ${name} (have: ${Object.keys(benches).join(", ")})\n`);
  process.exit(2);
}
const { bench } = await entry.load();
process.stdout.write(JSON.stringify(await bench()));
