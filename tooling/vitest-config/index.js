// Workspace packages export a "@carmarket/source" condition pointing at src/; tests resolve through it
// so a change in one package is seen by its dependents' tests without a rebuild.
import { defineConfig, mergeConfig } from "vitest/config";

export const sourceConditions = ["@carmarket/source"];

/** @param {import("vitest/config").UserConfig} [config] */
export function defineProjectConfig(config = {}) {
  return mergeConfig(
    defineConfig({
      resolve: { conditions: [...sourceConditions, "module", "browser", "development|production"] },
      ssr: { resolve: { conditions: [...sourceConditions, "module", "node", "development|production"] } },
      test: { include: ["src/**/*.test.{ts,tsx}"], environment: "node" },
    }),
    config,
  );
}
