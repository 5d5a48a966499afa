import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { needsShared, sharedPath } from "../../test/support/shared.ts";
import { engravingOptions } from "./render.ts";
import { loadVerovio } from "./verovio.ts";
import { patchVerovioWasm } from "./verovio-wasm-patch.ts";

const require = createRequire(import.meta.url);
const corpus = `${sharedPath("corpus")}/`;
const skip = needsShared(corpus);
const FILES = [
  "lilypond-testsuite/12a-Clefs.xml",
  "lilypond-testsuite/13a-KeySignatures.xml",
  "lilypond-testsuite/41c-StaffGroups.xml",
  "lilypond-testsuite/42b-MultiVoice-MidMeasureClefChange.xml",
  "lilypond-testsuite/43b-MultiStaff-DifferentKeys.xml",
];
// Element ids are random unless seeded: seeded, two engravings of a file can be compared whole.
const OPTIONS = { ...engravingOptions(), xmlIdSeed: 7 };

/** verovio as shipped, in a thread of its own: the bytes it compiles, and its engravings of `files`. */
function asShipped(files: string[]): Promise<{ wasm: Uint8Array; svgs: string[] }> {
  const code = `
    const { parentPort, workerData } = require("node:worker_threads");
    const { readFileSync } = require("node:fs");
    const instantiate = WebAssembly.instantiate;
    let wasm;
    WebAssembly.instantiate = (bytes, imports) => {
      WebAssembly.instantiate = instantiate;
      wasm = new Uint8Array(bytes.buffer ?? bytes, bytes.byteOffset ?? 0, bytes.byteLength).slice();
      return instantiate(bytes, imports);
    };
    const verovio = require(workerData.verovio);
    verovio.module.onRuntimeInitialized = () => {
      verovio.enableLog(0, verovio.module);
      const tk = new verovio.toolkit(verovio.module);
      tk.setOptions(workerData.options);
      const svgs = workerData.files.map((f) => (tk.loadData(readFileSync(f, "utf8")) ? tk.renderToSVG(1) : ""));
      parentPort.postMessage({ wasm, svgs });
    };`;
  const worker = new Worker(code, {
    eval: true,
    // Plain Node: not through tsx's loader, which the test process runs under.
    execArgv: [],
    workerData: { verovio: require.resolve("verovio"), options: OPTIONS, files },
  });
  return new Promise((resolve, reject) => {
    worker.once("message", (m) => {
      resolve(m as { wasm: Uint8Array; svgs: string[] });
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

/** Where two modules differ, as [start, end) runs, up to the first run at which their lengths part
 * (the bytes after it are compared by the caller). */
function differences(a: Uint8Array, b: Uint8Array, runs: number): [number, number][] {
  const out: [number, number][] = [];
  let at = 0;
  while (out.length < runs) {
    while (a[at] === b[at]) at++;
    const start = at;
    while (a[at] !== b[at]) at++;
    out.push([start, at]);
  }
  return out;
}

test("the verovio installed is the build the patch was made for, and only its two functions change", async () => {
  const { wasm } = await asShipped([]);
  const { bytes, patched } = patchVerovioWasm(wasm);
  assert.ok(patched, "verovio was upgraded: measure the patch again (verovio-wasm-patch.ts) or remove it");
  // locale_atof's body (its length and 1,169 bytes) became 10 bytes, and the code section's size
  // shrank by as much; the keyboard mapping's one call changed in place.
  assert.equal(wasm.length - bytes.length, 1_161);
  const [sectionSize, call, atof] = differences(wasm, bytes, 3);
  assert.ok(sectionSize![0] > 0x5e00 && sectionSize![1] < 0x5e20, "the code section's size comes first");
  assert.ok(call![1] - call![0] <= 2, "then the call's function index");
  assert.ok(atof![0] > call![1], "then locale_atof's body");
  // Everything after it is as shipped: the other functions and verovio's data.
  assert.deepEqual(bytes.subarray(atof![0] + 10), wasm.subarray(atof![0] + 1_171));
  assert.ok(WebAssembly.validate(new Uint8Array(bytes)));
});

test("a build whose function differs, or bytes that are no WebAssembly, are left as they are", async () => {
  const { wasm } = await asShipped([]);
  const changed = wasm.slice();
  // A byte inside locale_atof's body, found where the patched module parts from the shipped one.
  const atof = differences(wasm, patchVerovioWasm(wasm).bytes, 3)[2]![0];
  changed[atof + 20] = changed[atof + 20]! ^ 0xff;
  assert.equal(patchVerovioWasm(changed).patched, false);
  assert.equal(patchVerovioWasm(changed).bytes, changed);
  const text = new TextEncoder().encode("<score-partwise/>");
  assert.deepEqual(patchVerovioWasm(text), { bytes: text, patched: false });
});

test("the patched verovio engraves the corpus exactly as the shipped one", { skip }, async () => {
  const files = FILES.map((f) => corpus + f);
  const shipped = await asShipped(files);
  const tk = await loadVerovio();
  tk.setOptions(OPTIONS);
  const patched = files.map((f) => (tk.loadData(readFileSync(f, "utf8")) ? tk.renderToSVG(1) : ""));
  for (const [i, f] of FILES.entries()) {
    assert.ok(patched[i]!.length > 1000, `${f} was engraved`);
    assert.equal(patched[i], shipped.svgs[i], f);
  }
});
