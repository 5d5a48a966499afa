// `node dist/scripts/demo/generate.js [folder] [--if-missing]`: writes the demo bundle (default
// .barline/demo-bundle); with --if-missing, leaves a bundle already there as it is.
import { existsSync } from "node:fs";
import { DEFAULT_DEMO_BUNDLE, writeDemoBundle } from "./write-bundle.ts";

const args = process.argv.slice(2);
const ifMissing = args.includes("--if-missing");
const out = args.find((a) => !a.startsWith("--")) ?? DEFAULT_DEMO_BUNDLE;

if (ifMissing && existsSync(out)) {
  process.stderr.write(`demo bundle: ${out} is there already\n`);
} else {
  await writeDemoBundle(out);
  process.stderr.write(`demo bundle: written to ${out}\n`);
}
