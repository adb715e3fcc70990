// Vite settings shared by apps/mobile-web and apps/desktop-web.
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { pageCssPlugin } from "./page-css.js";
import { precompressPlugin } from "./precompress.js";
import { shellChunks } from "./shell-chunks.js";

const source = ["@carmarket/source"];

/**
 * @param {{ base: string, plugins?: import("vite").PluginOption[] }} options `base` is the app's asset prefix on the
 *   shared origin ("/_m/" or "/_d/"), the same one apps/server serves its client build under; `plugins` are the
 *   app's own (its service worker, which lives in a package this tooling may not import).
 */
export function defineAppViteConfig({ base, plugins = [] }) {
  return defineConfig({
    base,
    plugins: [reactRouter(), pageCssPlugin(), precompressPlugin(), ...plugins],
    // Workspace packages are compiled from source, so the apps get per-component CSS modules and tree-shaking.
    resolve: { conditions: [...source, "module", "browser", "development|production"] },
    ssr: {
      resolve: { conditions: [...source, "module", "node", "development|production"], externalConditions: ["node"] },
      noExternal: [/^@carmarket\//],
    },
    build: { target: "es2022" },
    // The browser build groups the code every page loads (shell-chunks.js, ADR 259); the server bundle is one file.
    environments: { client: { build: { rollupOptions: { output: { manualChunks: shellChunks(), onlyExplicitManualChunks: true } } } } },
  });
}
