// One verovio toolkit per process: its wasm module is slow to start, so it is started on first use
// and the same promise is handed to every caller.
//
// verovio is loaded through `require`, not `import`: under tsx (tests, the command line) every ES
// module passes through tsx's load hook, which scans the large ESM build for dynamic imports and
// keeps a copy, many times the time and memory of the CommonJS build beside it, which loads as in
// plain Node.
import { createRequire } from "node:module";
import { patchVerovioWasm } from "./verovio-wasm-patch.ts";
import type { VerovioModule } from "verovio/wasm";
import type { LOG_OFF, VerovioToolkit } from "verovio/esm";

/** What the package's CommonJS entry (`verovio`) exports: the module it starts, and the toolkit. */
interface VerovioBundle {
  module: VerovioModule & { onRuntimeInitialized?: () => void };
  toolkit: new (module?: VerovioModule) => VerovioToolkit;
  enableLog(level: typeof LOG_OFF, module?: VerovioModule): void;
}

// The usual form, which bundlers (Next's Turbopack) trace to the package.
const require = createRequire(import.meta.url);
// Kept on globalThis: Next.js bundles this module once per route, but `require` hands every copy the
// one verovio module, whose start callback fires once — a second copy setting it would wait forever.
const shared = globalThis as typeof globalThis & { barlineVerovio?: Promise<VerovioToolkit> };

export function loadVerovio(): Promise<VerovioToolkit> {
  shared.barlineVerovio ??= new Promise<VerovioToolkit>((resolve) => {
    // Already required elsewhere, its module is compiled: nothing to patch.
    if (!require.cache[require.resolve("verovio")]) patchNextInstantiation();
    const verovio = require("verovio") as VerovioBundle;
    // The wasm starts asynchronously after require returns, and announces itself through this
    // callback, set before it can fire.
    verovio.module.onRuntimeInitialized = () => {
      // verovio otherwise prints its warnings on stderr, in the middle of our own output.
      verovio.enableLog(0, verovio.module);
      resolve(new verovio.toolkit(verovio.module));
    };
  });
  return shared.barlineVerovio;
}

/** verovio's module compiles its embedded WebAssembly with the next call of
 * `WebAssembly.instantiate`, a moment after `require`, and offers no hook of its own: that one call
 * is given the patched bytes (verovio-wasm-patch.ts), then `instantiate` is itself again. */
function patchNextInstantiation(): void {
  const instantiate = WebAssembly.instantiate;
  const once = (source: BufferSource | WebAssembly.Module, imports?: WebAssembly.Imports) => {
    WebAssembly.instantiate = instantiate;
    if (source instanceof WebAssembly.Module) return instantiate(source, imports);
    const bytes = ArrayBuffer.isView(source)
      ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
      : new Uint8Array(source);
    return instantiate(patchVerovioWasm(bytes).bytes, imports);
  };
  WebAssembly.instantiate = once as typeof WebAssembly.instantiate;
}

export type { VerovioToolkit };
