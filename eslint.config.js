import nextPlugin from "@next/eslint-plugin-next";
import boundaries from "eslint-plugin-boundaries";
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
  ["contracts"],
  ["analysis", "access", "mcp"],
  ["db"],
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
    "db",
    "auth",
    "export",
    "workers",
    "mcp",
    "format",
    "contracts",
    "errors",
  ].map((folder) => ({ type: folder, pattern: `lib/${folder}` })),
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
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            ...layerPolicies,
            { from: { file: { categories: "check" } }, allow: { to: { element: { types: "*" } } } },
          ],
        },
      ],
      "boundaries/no-unknown-files": "error",
      "boundaries/no-unknown-dependencies": "error",
    },
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
