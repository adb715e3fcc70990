// The shared library recipe with one entry per component folder (so `@carmarket/ui/<name>` needs no
// edit of package.json or this file) plus two stylesheets for consumers of the published build:
// dist/tokens.css (custom properties) and dist/styles.css (every component's CSS Module, once each).
// Class names agree between the JS and styles.css because they come out of the same esbuild run.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { defineLibraryConfig } from "@carmarket/tsup-config";

const componentsDir = resolve("src/components");
const components = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(componentsDir, entry.name, "index.ts")))
  .map((entry) => entry.name)
  .sort();

const jsEntries: Record<string, string> = { "tokens/index": "src/tokens/index.ts" };
for (const name of components) jsEntries[`${name}/index`] = `src/components/${name}/index.ts`;

// A throwaway stylesheet that imports every CSS Module under src/; esbuild bundles it into dist/styles.css.
function cssModulesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssModulesUnder(path);
    return entry.name.endsWith(".module.css") && !path.includes(".stories") ? [path] : [];
  });
}
const cssModules = cssModulesUnder(resolve("src")).sort();
const stylesEntry = resolve("node_modules/.cache/carmarket-ui/styles.css");
mkdirSync(resolve("node_modules/.cache/carmarket-ui"), { recursive: true });
writeFileSync(stylesEntry, cssModules.map((file) => `@import ${JSON.stringify(file)};`).join("\n") + "\n");

export default defineLibraryConfig({
  entry: { ...jsEntries, tokens: "src/tokens/tokens.css", styles: stylesEntry },
  dts: { entry: jsEntries },
  external: ["react", "react-dom", "react/jsx-runtime"],
  // tsup otherwise turns CSS Module imports into empty objects; esbuild scopes the class names.
  loader: { ".css": "local-css" },
});
