import nextPlugin from "@next/eslint-plugin-next";
import boundaries from "eslint-plugin-boundaries";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Imports run one way. Each line is a layer; a layer may import itself and the layers on the lines
// above it, never those below. Layers on one line are peers and do not import each other.
const LAYERS = [
  ["input", "errors", "workers", "format"],
  ["score-history", "transcripts"],
  ["bundle", "claims"],
  ["conversation-context"],
  ["findings"],
  ["report"],
  // What the server and the browser share: the API's shapes, the query grammar, the schemas, and the
  // typed client that calls a route. The MCP tools take a verdict in its words.
  ["contracts"],
  ["analysis", "access", "mcp"],
  // The words of a meeting's minutes.
  ["minutes"],
  // The database: its clients, engine and migrations; then its use cases, one folder per subject.
  ["db-client"],
  ["db"],
  // The work stored as it goes: a bundle ingested, stored conversations analysed again; then the
  // jobs that run it in the background.
  ["ingest"],
  ["jobs"],
  ["auth", "export", "components"],
  ["app", "cli"],
  ["checks"],
];

// Elements are folders; a file belongs to the nearest folder named here.
const ELEMENTS = [
  ...[
    "score-history",
    "transcripts",
    "bundle",
    "claims",
    "conversation-context",
    "findings",
    "report",
    "analysis",
    "access",
    "minutes",
    "ingest",
    "jobs",
    "auth",
    "export",
    "workers",
    "mcp",
    "format",
    "contracts",
    "errors",
  ].map((folder) => ({ type: folder, pattern: `lib/${folder}` })),
  // lib/db's use cases, one folder per subject; the files directly in lib/db (the clients, the
  // engine, migrations, statements) and Prisma's generated clients are beneath them.
  { type: "db-client", pattern: "lib/db/generated" },
  { type: "db", pattern: "lib/db/*" },
  { type: "db-client", pattern: "lib/db" },
  // The files directly in lib/: what every reader of untrusted input shares (the read error, the
  // limits, the ZIP reader).
  { type: "input", pattern: "lib" },
  { type: "components", pattern: "components" },
  { type: "app", pattern: "app" },
  { type: "checks", pattern: ["test", "e2e", "scripts/bench"] },
  { type: "cli", pattern: "scripts" },
].map((element) => ({ partialMatch: false, ...element }));

// Tests, and the scripts that write test fixtures or fuzz, may build their inputs from any layer.
const CHECK_FILES = [
  "**/*.test.ts",
  "**/*.test.tsx",
  "test/**",
  "e2e/**",
  "scripts/bench/**",
  "scripts/fuzz.ts",
  "scripts/db/make-fixture.ts",
];

const layerPolicies = LAYERS.flatMap((peers, rank) =>
  peers.map((type) => ({
    from: { element: { type } },
    allow: { to: { element: { types: [type, ...LAYERS.slice(0, rank).flat()] } } },
  })),
);

// Components run in the browser too: they import the contract, never the database or the work
// above it (which fetch through the API), nor Prisma.
const SERVER_ONLY = ["db-client", "db", "ingest", "jobs"];
const componentPolicies = [
  { from: { element: { type: "components" } }, disallow: { to: { element: { types: SERVER_ONLY } } } },
  {
    from: { element: { type: "components" } },
    disallow: { to: { module: { origin: "external", source: ["@prisma/*", "server-only"] } } },
  },
];

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "dist/",
      ".next/",
      "coverage/",
      "next-env.d.ts",
      "test-results/",
      "playwright-report/",
      ".cache/",
      "lib/db/generated/",
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // An async function that stands for a Promise-returning interface without awaiting anything
      // still turns what it throws into a rejection, as its callers expect.
      "@typescript-eslint/require-await": "off",
      // node:test runs the tests it is handed and reports their failures itself.
      "@typescript-eslint/no-floating-promises": [
        "error",
        {
          allowForKnownSafeCalls: [
            { from: "package", package: "node:test", name: ["test", "it", "describe", "suite"] },
          ],
        },
      ],
    },
  },
  {
    // The project's own JavaScript (this file, the build and worker boot scripts) is not type-checked.
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["lib/**", "app/**", "components/**", "scripts/**", "test/**", "e2e/**"],
    plugins: { boundaries },
    settings: {
      "boundaries/root-path": import.meta.dirname,
      "boundaries/elements": ELEMENTS,
      "boundaries/files": [{ category: "check", pattern: CHECK_FILES }],
      // "@/lib/…" (tsconfig.json `paths`) resolved as TypeScript does, so the layers see through it.
      "import/resolver": { typescript: { project: "tsconfig.json" }, node: true },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          // Packages are checked too, so that components may be kept from Prisma.
          checkAllOrigins: true,
          policies: [
            { allow: { to: { module: { origin: ["external", "core"] } } } },
            ...layerPolicies,
            ...componentPolicies,
            { from: { file: { categories: "check" } }, allow: { to: { element: { types: "*" } } } },
          ],
        },
      ],
      "boundaries/no-unknown-files": "error",
      "boundaries/no-unknown-dependencies": "error",
    },
  },
  {
    // No import runs in a circle (type-only imports, erased when compiled, aside).
    files: ["lib/**", "app/**", "components/**", "scripts/**"],
    plugins: { "import-x": importX },
    settings: {
      // The files it follows imports through, TypeScript's with TypeScript's parser.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver": {
        typescript: { project: "tsconfig.json" },
        node: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
      },
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    ...nextPlugin.configs["core-web-vitals"],
    rules: {
      ...nextPlugin.configs["core-web-vitals"].rules,
      // The images shown are the chat's own (data: URLs) and the bar engraved by our API, at sizes
      // known only once loaded: next/image would need sizes given and could optimise nothing.
      "@next/next/no-img-element": "off",
    },
  },
);
