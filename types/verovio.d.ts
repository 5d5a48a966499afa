// verovio ships no type declarations; these cover only what Barline calls.
declare module "verovio/wasm" {
  /** The emscripten module (wasm inlined); started once per process. */
  export interface VerovioModule {
    readonly _verovioModule: unique symbol;
  }
  export default function createVerovioModule(moduleArg?: object): Promise<VerovioModule>;
}

declare module "verovio/esm" {
  import type { VerovioModule } from "verovio/wasm";

  /** Toolkit options; values as verovio's `getAvailableOptions()` lists them. */
  export type VerovioOptions = Record<string, string | number | boolean | string[]>;

  export class VerovioToolkit {
    constructor(module: VerovioModule);
    destroy(): void;
    getVersion(): string;
    getLog(): string;
    getOptions(): VerovioOptions;
    setOptions(options: VerovioOptions): void;
    resetOptions(): void;
    /** False where verovio cannot read the data. */
    loadData(data: string): boolean;
    /** `.mxl` and other zipped input; must be an ArrayBuffer (not a Node Buffer). */
    loadZipDataBuffer(data: ArrayBuffer): boolean;
    getMEI(options?: { pageNo?: number; scoreBased?: boolean; basic?: boolean; removeIds?: boolean }): string;
    /** `{ measureRange: "2-4" }` counts bar positions from 1; `{ start, end }` takes measure ids; `{}` clears. */
    select(selection: { measureRange?: string; start?: string; end?: string }): boolean;
    redoLayout(options?: { resetCache?: boolean }): void;
    getPageCount(): number;
    renderToSVG(pageNo?: number, xmlDeclaration?: boolean): string;
    resetXmlIdSeed(seed: number): void;
  }

  export const LOG_OFF: 0;
  export const LOG_ERROR: 1;
  export const LOG_WARNING: 2;
  export const LOG_INFO: 3;
  export const LOG_DEBUG: 4;
  export function enableLog(level: 0 | 1 | 2 | 3 | 4, module: VerovioModule): void;
  export function enableLogToBuffer(value: boolean, module: VerovioModule): void;
}
