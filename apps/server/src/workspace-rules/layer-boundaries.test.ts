// ADR 246: the layer rule in eslint.config.js refuses imports against the workspace's one-way layers and
// lets the layers' own imports through. Each fixture is linted as if it sat at its path.
import { readdirSync } from "node:fs";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const repoRoot = new URL("../../../../", import.meta.url);
const eslint = new ESLint({ cwd: repoRoot.pathname });

async function layerErrors(filePath: string, imports: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${imports}\nexport { x };\n`, { filePath });
  return result!.messages.filter((message) => message.ruleId === "boundaries/dependencies").map((message) => message.message);
}

describe("ADR 246 layer boundaries", () => {
  it.each([
    ["the UI kit imports the store", "packages/ui/src/bad.ts", 'import { x } from "@carmarket/store";', "The ui layer may not import @carmarket/store"],
    [
      "the UI kit imports the API client",
      "packages/ui/src/bad.ts",
      'import type { x } from "@carmarket/api-client";',
      "The ui layer may not import @carmarket/api-client",
    ],
    [
      "a domain package imports web-core",
      "packages/routes/src/bad.ts",
      'import { x } from "@carmarket/web-core/home";',
      "The domain layer may not import @carmarket/web-core/home",
    ],
    [
      "a domain package imports the contract",
      "packages/pricing/src/bad.ts",
      'import { x } from "@carmarket/contract";',
      "The domain layer may not import @carmarket/contract",
    ],
    [
      "one web app imports the other",
      "apps/mobile-web/app/bad.ts",
      'import { x } from "@carmarket/desktop-web";',
      "The web-app layer may not import @carmarket/desktop-web",
    ],
    ["the API imports the client", "apps/api/src/bad.ts", 'import { x } from "@carmarket/api-client";', "The api layer may not import @carmarket/api-client"],
    [
      "an API test imports the client",
      "apps/api/src/bad.test.ts",
      'import type { x } from "@carmarket/api-client";',
      "The api layer may not import @carmarket/api-client",
    ],
    ["the API imports web-core", "apps/api/src/bad.ts", 'import { x } from "@carmarket/web-core";', "The api layer may not import @carmarket/web-core"],
    [
      "the store runs the API client",
      "packages/store/src/bad.ts",
      'import { x } from "@carmarket/api-client";',
      "The store layer may not import @carmarket/api-client",
    ],
    [
      "the service worker imports the store",
      "packages/service-worker/src/worker/bad.ts",
      'import { x } from "@carmarket/store";',
      "The service-worker layer may not import @carmarket/store",
    ],
    [
      "a package imports an app",
      "packages/web-core/src/bad.ts",
      'import { x } from "@carmarket/server";',
      "The web-core layer may not import @carmarket/server",
    ],
  ])("refuses: %s", async (_, filePath, imports, error) => {
    expect(await layerErrors(filePath, imports)).toEqual([`${error} (layers of ADR 246 in eslint.config.js)`]);
  });

  it.each([
    [
      "web-core imports the store, the kit and the client",
      "packages/web-core/src/ok.ts",
      'import { x } from "@carmarket/store";\nimport { y } from "@carmarket/ui/image";\nimport { z } from "@carmarket/api-client";',
    ],
    ["web-core imports what the service worker shares with pages", "packages/web-core/src/ok.ts", 'import { x } from "@carmarket/service-worker";'],
    ["the store imports the client's types", "packages/store/src/ok.ts", 'import type { x } from "@carmarket/api-client";'],
    [
      "the API imports the contract and a domain package",
      "apps/api/src/ok.ts",
      'import { x } from "@carmarket/contract";\nimport { y } from "@carmarket/validation";',
    ],
    [
      "the server composes the API and the web apps",
      "apps/server/src/ok.ts",
      'import { x } from "@carmarket/api";\nimport { y } from "@carmarket/mobile-web";',
    ],
    [
      "a domain package imports another, npm and node modules",
      "packages/pricing/src/ok.ts",
      'import { x } from "@carmarket/listing";\nimport { y } from "valibot";\nimport { z } from "node:fs";',
    ],
    ["a package imports the test tooling", "packages/ui/vitest.config.ts", 'import { x } from "@carmarket/vitest-config";'],
  ])("allows: %s", async (_, filePath, imports) => {
    expect(await layerErrors(filePath, imports)).toEqual([]);
  });

  it("puts every workspace folder in exactly one layer", async () => {
    const config = (await eslint.calculateConfigForFile("packages/ui/src/ok.ts")) as { settings: { "boundaries/elements": { pattern: string[] }[] } };
    const inLayers = config.settings["boundaries/elements"].flatMap((layer) => layer.pattern).sort();
    const workspaces = ["apps", "packages", "tooling"].flatMap((group) => readdirSync(new URL(group, repoRoot)).map((name) => `${group}/${name}`));
    expect(inLayers).toEqual([...workspaces, "e2e"].sort());
  });
});

describe("#30.3 the seed depends on the product, never the reverse", () => {
  async function seedErrors(filePath: string, imports: string): Promise<number> {
    const [result] = await eslint.lintText(`${imports}\nexport { x };\n`, { filePath });
    return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").length;
  }

  it.each([
    ["a route", "apps/api/src/routes/catalog/bad.ts", 'import { x } from "../../seed/catalog/seed-dealers.js";'],
    ["a module at the root of src", "apps/api/src/bad.ts", 'import { x } from "./seed/ensure-seeded.js";'],
    ["the feed importer", "apps/api/src/feeds/bad.ts", 'import { x } from "../seed/catalog/seed-zips.js";'],
  ])("refuses: %s imports the seed", async (_, filePath, imports) => {
    expect(await seedErrors(filePath, imports)).toBe(1);
  });

  it.each([
    ["the seed itself", "apps/api/src/seed/research/ok.ts", 'import { x } from "../catalog/seed-dealers.js";'],
    ["a test", "apps/api/src/routes/catalog/ok.test.ts", 'import { x } from "../../seed/seed-catalog.js";'],
    ["a test kit", "apps/api/src/test/ok.ts", 'import { x } from "../seed/seed-catalog.js";'],
    ["a product module from the product", "apps/api/src/feeds/ok.ts", 'import { x } from "../places/state-names.js";'],
  ])("allows: %s", async (_, filePath, imports) => {
    expect(await seedErrors(filePath, imports)).toBe(0);
  });
});

describe("#30.2 another package is imported by its name, never by a relative path into it", () => {
  async function crossings(filePath: string, imports: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${imports}\nexport { x };\n`, { filePath });
    return result!.messages.filter((message) => message.ruleId === "workspace/no-relative-packages").map((message) => message.message);
  }

  it.each([
    ["the API reaches into the contract's source", "apps/api/src/bad.ts", 'import { x } from "../../../packages/contract/src/index.js";', "packages/contract"],
    ["web-core reaches into the store", "packages/web-core/src/areas/bad.ts", 'export { x } from "../../../store/src/store.js";', "packages/store"],
    ["the server reaches into the API's seed", "apps/server/src/bad.ts", 'const x = await import("../../api/src/seed/index.js");', "apps/api"],
  ])("refuses: %s", async (_, filePath, imports, target) => {
    expect(await crossings(filePath, imports)).toEqual([`Import ${target} by its package name, not by a relative path into it (#30.2).`]);
  });

  it("allows a relative import inside the package, however far up it climbs", async () => {
    expect(
      await crossings("apps/api/src/routes/catalog/ok.ts", 'import { x } from "../../seed/index.js";\nimport { y } from "../../../scripts/seed.js";'),
    ).toEqual([]);
  });
});
