// One fuzz target in a worker thread (scripts/fuzz.ts), so a case that hangs can be stopped. It is
// handed the inputs in one message and answers each, in order, as soon as it is done: its outcome,
// or where it crashed. It never waits for the main thread between cases.
import { parentPort, workerData } from "node:worker_threads";
import { targets } from "./fuzz-targets.ts";

export type CaseResult = { outcome: "read" | "rejected" } | { crash: string };

const { target: name, scratch } = workerData as { target: string; scratch: string };
const target = targets(scratch).find((t) => t.name === name)!;
const port = parentPort!;

async function answer(inputs: unknown[]): Promise<void> {
  for (const input of inputs) {
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
}

port.once("message", (inputs: unknown[]) => void answer(inputs));
port.postMessage("ready");
