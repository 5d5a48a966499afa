// One fuzz target in a worker thread (scripts/fuzz.ts), so a case that hangs can be stopped: it
// answers each input with its outcome, or with where it crashed.
import { parentPort, workerData } from "node:worker_threads";
import { targets } from "./fuzz-targets.ts";

export type CaseResult = { outcome: "read" | "rejected" } | { crash: string };

const { target: name, scratch } = workerData as { target: string; scratch: string };
const target = targets(scratch).find((t) => t.name === name)!;
const port = parentPort!;

async function answer(input: unknown): Promise<void> {
  let result: CaseResult;
  try {
    result = { outcome: await target.run(input) };
  } catch (err) {
    result = {
      crash:
        err instanceof Error ? (err.stack ?? err.message).split("\n").slice(0, 2).join(" ") : String(err),
    };
  }
  port.postMessage(result);
}

port.on("message", (input: unknown) => void answer(input));
port.postMessage("ready");
