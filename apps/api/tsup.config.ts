import { defineConfig } from "tsup";

// An app, not a published library: ESM for Node, no declarations (the server type-checks against src).
export default defineConfig({
  entry: ["src/index.ts", "src/main.ts"],
  format: ["esm"],
  target: "node20",
  platform: "node",
  sourcemap: true,
  clean: true,
});
