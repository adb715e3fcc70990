import { defineConfig } from "tsup";

// An app, not a published library: ESM for Node, no declarations (the server type-checks against src).
// The embedded database's thread is an entry of its own: pglite-thread.ts starts it by its file name, which
// sits beside the bundle in dist/ as it sits beside pglite-thread.ts in src/db/.
export default defineConfig({
  entry: { index: "src/index.ts", main: "src/main.ts", "pglite-thread-worker": "src/db/pglite-thread-worker.js" },
  format: ["esm"],
  target: "node20",
  platform: "node",
  sourcemap: true,
  clean: true,
});
