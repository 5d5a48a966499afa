import type { NextConfig } from "next";

const config: NextConfig = {
  // verovio is one ESM file with its wasm inlined: load it from node_modules, do not bundle it.
  serverExternalPackages: ["verovio"],
};

export default config;
