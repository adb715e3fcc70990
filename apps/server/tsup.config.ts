import { defineConfig } from "tsup";

// An app, not a library: ESM for Node; workspace packages stay external and resolve to their builds.
export default defineConfig({
  entry: ["src/main.ts", "src/index.ts"],
  format: ["esm"],
  target: "node20",
  platform: "node",
  sourcemap: true,
  clean: true,
});
