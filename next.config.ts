import type { NextConfig } from "next";

const config: NextConfig = {
  // verovio is one ESM file with its wasm inlined: loaded from node_modules, not bundled. tsx is
  // reached through the analysis worker pool's boot file (which registers it in worker threads);
  // bundling tsx's loader fails, and the dashboard analyses in its own thread anyway.
  serverExternalPackages: ["verovio", "tsx"],
};

export default config;
