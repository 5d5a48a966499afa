// The worker's side of pool.ts: each task handed to `handle`, its answer (or why it failed) sent
// back with the task's index. Tasks may overlap where `handle` awaits.
import { parentPort, type Transferable } from "node:worker_threads";
import type { FromWorker, ToWorker } from "./pool.ts";

export function serveTasks<T, R>(
  handle: (task: T, progress: () => void) => R | Promise<R>,
  /** Buffers of the answer to move rather than copy. */
  transfer: (result: R) => Transferable[] = () => [],
): void {
  const port = parentPort!;
  const send = (m: FromWorker<R>, moved: Transferable[] = []) => port.postMessage(m, moved);
  // run answers every task, failed or not, so its promise never rejects.
  port.on("message", (m: ToWorker<T>) => void run(m));
  async function run({ index, task }: ToWorker<T>): Promise<void> {
    try {
      const result = await handle(task, () => send({ kind: "progress" }));
      send({ kind: "done", index, result }, transfer(result));
    } catch (err) {
      send({
        kind: "failed",
        index,
        message: err instanceof Error ? (err.stack ?? err.message) : String(err),
      });
    }
  }
}
