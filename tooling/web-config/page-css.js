// Which stylesheets each lazily loaded page chunk needs, for the server to put in the document head
// (ADR 204). The browser loads a chunk's CSS together with the chunk, which is after the first paint:
// a server-rendered page whose component lives in such a chunk (the search and vehicle pages, ADR
// 202) would paint unstyled, then jump (layout shift), and stay unstyled without JavaScript.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const PAGE_CSS_MODULE = "virtual:carmarket/page-css";
const RESOLVED = `\0${PAGE_CSS_MODULE}`;
/** Where the client build leaves the map for the server build (inside the client output, next to its assets). */
const MAP_FILE = ".carmarket/page-css.json";
const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** A module's key in the map: its path from the workspace root, with forward slashes. */
const keyOf = (file) => relative(workspaceRoot, file).split(sep).join("/");

/** Every stylesheet of `chunk` and of the chunks it imports statically, as URLs under `base`. */
function stylesheetsOf(chunk, bundle, base, seen = new Set()) {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const own = [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `${base}${file}`);
  const imported = chunk.imports.flatMap((name) => {
    const next = bundle[name];
    return next?.type === "chunk" ? stylesheetsOf(next, bundle, base, seen) : [];
  });
  return [...new Set([...own, ...imported])];
}

/**
 * The client build writes `{ [module path]: [stylesheet URL, …] }` for every dynamically imported
 * module; the server build reads it back as the default export of `virtual:carmarket/page-css`.
 * In the browser (and in development) the module is empty: there the chunk brings its own CSS.
 */
export function pageCssPlugin() {
  let command = "serve";
  return {
    name: "carmarket-page-css",
    configResolved(resolved) {
      command = resolved.command;
    },
    resolveId(id) {
      return id === PAGE_CSS_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      // React Router builds the client environment first, so its map is there when the server builds.
      const { consumer, build } = this.environment.config;
      const file = join(build.outDir, "..", "client", MAP_FILE);
      const built = command === "build" && consumer === "server" && existsSync(file);
      return `export default ${built ? readFileSync(file, "utf8") : "{}"};`;
    },
    generateBundle(_options, bundle) {
      const { consumer, base } = this.environment.config;
      if (consumer !== "client") return;
      const map = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        const stylesheets = stylesheetsOf(chunk, bundle, base);
        if (stylesheets.length > 0) map[keyOf(chunk.facadeModuleId)] = stylesheets;
      }
      this.emitFile({ type: "asset", fileName: MAP_FILE, source: JSON.stringify(map) });
    },
  };
}
