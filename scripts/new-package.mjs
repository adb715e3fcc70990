#!/usr/bin/env node
// Scaffolds a published @carmarket/* library with the shared recipe. Usage: node scripts/new-package.mjs name "description"
import { mkdirSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const [name, description = ""] = process.argv.slice(2);
if (!name) throw new Error("usage: new-package.mjs <name> [description]");
const dir = join("packages", name);
if (existsSync(join(dir, "package.json"))) throw new Error(`${dir} exists`);
mkdirSync(join(dir, "src"), { recursive: true });

const dist = {
  import: { types: "./dist/index.d.ts", default: "./dist/index.js" },
  require: { types: "./dist/index.d.cts", default: "./dist/index.cjs" },
};
const pkg = {
  name: `@carmarket/${name}`,
  version: "0.1.0",
  description,
  license: "MIT",
  type: "module",
  sideEffects: false,
  files: ["dist", "README.md"],
  main: "./dist/index.cjs",
  module: "./dist/index.js",
  types: "./dist/index.d.ts",
  exports: { ".": { "@carmarket/source": "./src/index.ts", ...dist }, "./package.json": "./package.json" },
  publishConfig: { access: "public", exports: { ".": dist, "./package.json": "./package.json" } },
  scripts: {
    build: "tsup",
    test: "vitest run",
    typecheck: "tsc --noEmit",
    lint: "eslint . --max-warnings 0",
    "check:package": "node ../../scripts/check-package.mjs",
  },
  devDependencies: {
    "@carmarket/tsup-config": "workspace:*",
    "@carmarket/vitest-config": "workspace:*",
  },
};
const write = (file, text) => writeFileSync(join(dir, file), text);
write("package.json", JSON.stringify(pkg, null, 2) + "\n");
write("tsconfig.json", JSON.stringify({ extends: "../../tsconfig.base.json", include: ["src", "*.ts"] }, null, 2) + "\n");
write("tsup.config.ts", 'import { defineLibraryConfig } from "@carmarket/tsup-config";\n\nexport default defineLibraryConfig();\n');
write("vitest.config.ts", 'import { defineProjectConfig } from "@carmarket/vitest-config";\n\nexport default defineProjectConfig();\n');
write("README.md", `# @carmarket/${name}\n\n${description}\n`);
write("src/index.ts", "export {};\n");
