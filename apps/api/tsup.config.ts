import { defineConfig } from "tsup";

// An app, not a published library: ESM for Node, no declarations (the server type-checks against src).
// The embedded database's thread and the photo pipeline's process are entries of their own: pglite-thread.ts and
// photo-processor.ts start them by their file names, which sit beside the bundle in dist/ as beside them in src/.
export default defineConfig({
  entry: {
    index: "src/index.ts",
    seed: "src/seed/index.ts",
    "pglite-thread-worker": "src/db/pglite-thread-worker.js",
    "photo-worker": "src/photos/photo-worker.js",
  },
  format: ["esm"],
  // The engines floor: for an older target esbuild drops import attributes, and Node refuses a JSON import without them.
  target: "node20.19",
  platform: "node",
  sourcemap: true,
  clean: true,
});
