import { defineConfig } from "tsup";

// An app, not a library: ESM for Node; workspace packages stay external and resolve to their builds.
export default defineConfig({
  // production-resolve.ts is the module hook main.ts registers by file name, so it is built as a file of its own.
  entry: ["src/main.ts", "src/index.ts", "src/production-resolve.ts"],
  format: ["esm"],
  // The engines floor: for an older target esbuild drops import attributes, and Node refuses a JSON import without them.
  target: "node20.19",
  platform: "node",
  sourcemap: true,
  clean: true,
});
