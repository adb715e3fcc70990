// The single build recipe for published packages: ESM + CJS + .d.ts, dependencies and peers external.
import { defineConfig } from "tsup";

/**
 * @param {Partial<import("tsup").Options>} [overrides] per-package additions (extra entry points, loaders)
 */
export function defineLibraryConfig(overrides = {}) {
  return defineConfig({
    entry: ["src/index.ts"],
    format: ["esm", "cjs"],
    dts: true,
    sourcemap: true,
    clean: true,
    target: "es2022",
    treeshake: true,
    splitting: true,
    ...overrides,
  });
}
