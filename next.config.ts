import type { NextConfig } from "next";

const config: NextConfig = {
  // verovio is one ESM file with its wasm inlined: loaded from node_modules, not bundled. tsx is
  // reached through the analysis worker pool's boot file (which registers it in worker threads);
  // bundling tsx's loader fails, and the dashboard analyses in its own thread anyway.
  // The database layer loads Prisma's schema engine (WebAssembly, found through require.resolve)
  // and native better-sqlite3 at run time: also loaded from node_modules.
  serverExternalPackages: [
    "verovio",
    "tsx",
    "better-sqlite3",
    "@prisma/schema-engine-wasm",
    "@prisma/adapter-better-sqlite3",
    "@prisma/adapter-pg",
    "pg",
    "pg-boss",
  ],
};

export default config;
