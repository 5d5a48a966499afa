import type { NextConfig } from "next";
import { API_POLICY } from "./app/content-security-policy.ts";

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
  poweredByHeader: false,
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          // Addresses hold conversation ids and searches: none leaves for another site.
          { key: "Referrer-Policy", value: "same-origin" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
      {
        // Every API answer but the stored media, which set their own policy and caching.
        source: "/api/:path((?!images/).*)",
        headers: [
          { key: "Content-Security-Policy", value: API_POLICY },
          { key: "Cache-Control", value: "no-store" },
        ],
      },
    ];
  },
};

export default config;
