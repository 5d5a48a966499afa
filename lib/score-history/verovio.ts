// One verovio toolkit per process: its wasm module takes ~0.2 s to start, so it is started on
// first use and the same promise is handed to every caller.
import createVerovioModule from "verovio/wasm";
import { LOG_OFF, VerovioToolkit, enableLog } from "verovio/esm";

let toolkit: Promise<VerovioToolkit> | undefined;

export function loadVerovio(): Promise<VerovioToolkit> {
  toolkit ??= createVerovioModule().then((module) => {
    // verovio otherwise prints its warnings on stderr, in the middle of our own output.
    enableLog(LOG_OFF, module);
    return new VerovioToolkit(module);
  });
  return toolkit;
}

export type { VerovioToolkit };
