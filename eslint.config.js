// One lint config for the whole repo: packages and apps run `eslint .` and ESLint finds this file.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import boundaries from "eslint-plugin-boundaries";
import { existsSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// The workspace's one-way layers (ADR 246): each workspace folder belongs to one layer, and a layer's files
// import other workspaces only by package name (`packages/store` is `@carmarket/store`) and only from the
// layers listed for it, plus the build and test tooling.
const layers = {
  domain: ["packages/listing", "packages/news", "packages/pricing", "packages/routes", "packages/search-words", "packages/validation"],
  contract: ["packages/contract"],
  "api-client": ["packages/api-client"],
  store: ["packages/store"],
  ui: ["packages/ui"],
  "service-worker": ["packages/service-worker"],
  "web-core": ["packages/web-core"],
  "web-app": ["apps/desktop-web", "apps/mobile-web"],
  api: ["apps/api"],
  server: ["apps/server"],
  tooling: ["tooling/bench-load", "tooling/bench-web", "tooling/tsup-config", "tooling/vitest-config", "tooling/web-config"],
  e2e: ["e2e"],
};
const belowApps = ["web-core", "service-worker", "api-client", "store", "ui", "contract", "domain"];
const mayImport = {
  domain: ["domain"],
  contract: ["domain"],
  "api-client": ["contract", "domain"],
  store: ["contract", "domain"],
  ui: ["contract", "domain"],
  // The worker and what pages share with it; its tests hold its lists to the contract.
  "service-worker": ["contract", "domain"],
  "web-core": ["service-worker", "api-client", "store", "ui", "contract", "domain"],
  "web-app": belowApps,
  // The API answers the client; it never imports it, not even in tests.
  api: ["contract", "domain"],
  // The composition root: the only app that imports apps (it mounts the API and serves the web apps' builds).
  server: ["api", "web-app", ...belowApps],
  tooling: [],
  // The journeys drive the product through the browser and HTTP; they may share its rules and API shapes.
  e2e: ["contract", "domain"],
};

const packagesOf = (layer) => layers[layer].map((folder) => `@carmarket/${basename(folder)}`);
const allowImports = (from, sources, dependency) => ({
  from: { element: { type: from } },
  allow: { to: { module: { source: sources } }, ...(dependency && { dependency }) },
});
// The last policy that matches an import decides.
const layerPolicies = [
  { allow: { to: { module: { origin: ["external", "core"] } } } },
  { disallow: { to: { module: { source: "@carmarket/*" } } } },
  ...Object.entries(mayImport).map(([from, to]) => allowImports(from, [...to, "tooling"].flatMap(packagesOf))),
  // The store's API type is derived from the client's (#16); the store never runs the client itself.
  allowImports("store", packagesOf("api-client"), { kind: "type" }),
];
const boundariesRule = (policies) => ({
  "boundaries/dependencies": [
    "error",
    {
      default: "disallow",
      checkAllOrigins: true,
      policies,
      message: "The {{from.element.type}} layer may not import {{dependency.source}} (layers of ADR 246 in eslint.config.js)",
    },
  ],
});

const repoRoot = dirname(fileURLToPath(import.meta.url));
const packageRoots = new Map();
/** The folder of the package.json nearest above `path` (memoised per folder: lint asks for every import). */
function packageRootOf(path) {
  const dir = dirname(path);
  if (!packageRoots.has(dir)) packageRoots.set(dir, existsSync(join(dir, "package.json")) || dirname(dir) === dir ? dir : packageRootOf(dir));
  return packageRoots.get(dir);
}
// A relative path into another workspace package skips its exports map, its build and the layer rule above (#30.2).
const noRelativePackages = {
  meta: { type: "problem", schema: [], messages: { crossing: "Import {{target}} by its package name, not by a relative path into it (#30.2)." } },
  create(context) {
    const from = packageRootOf(context.filename);
    const check = ({ source }) => {
      if (source?.type !== "Literal" || typeof source.value !== "string" || !source.value.startsWith(".")) return;
      const to = packageRootOf(resolve(dirname(context.filename), source.value, "x"));
      if (to !== from) context.report({ node: source, messageId: "crossing", data: { target: relative(repoRoot, to) || "the repository root" } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/build/**",
      "**/.react-router/**",
      "**/storybook-static/**",
      "**/coverage/**",
      "**/node_modules/**",
      "**/.data/**",
      "**/test-results/**",
      "**/playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    plugins: { boundaries },
    settings: {
      "boundaries/root-path": repoRoot,
      "boundaries/elements": Object.entries(layers).map(([type, folders]) => ({ type, pattern: folders })),
      // Packages are judged by their import name, never by where a build or pnpm's links put their files
      // (a built package resolves into the importer's own node_modules and would count as part of it).
      "boundaries/flag-as-external": { customSourcePatterns: ["@carmarket/**"] },
      "import/resolver": { node: { moduleDirectory: [] } },
    },
    rules: boundariesRule(layerPolicies),
  },
  {
    plugins: { workspace: { rules: { "no-relative-packages": noRelativePackages } } },
    rules: { "workspace/no-relative-packages": "error" },
  },
  {
    // The seed depends on the product, never the reverse (#30.3): only the seed, the API's tests and test kits,
    // and its scripts reach into it; servers start on `@carmarket/api/seed`.
    files: ["apps/api/src/**/*.ts"],
    ignores: ["apps/api/src/seed/**", "apps/api/src/test/**", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^\\.{1,2}/(?:.*/)?seed/", message: "Product code may not import the seed (#30.3): move what both need to a product module." }] },
      ],
    },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "e2e/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
