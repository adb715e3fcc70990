// ADR 259: the code every page loads with the root route arrives in a few files, and nothing a page does not load joins it.
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import { shellChunks } from "./shell-chunks.js";

const fixture = fileURLToPath(new URL("./test-fixtures/shell/", import.meta.url));

/** Builds the fixture app (entry.client, root, two routes sharing a package index) as the apps' client build is chunked. */
async function buildFixture() {
  const result = await build({
    root: fixture,
    logLevel: "silent",
    configFile: false,
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: ["app/entry.client.tsx", "app/root.tsx", "app/routes/home.tsx", "app/routes/news.tsx"].map((file) => fixture + file),
        preserveEntrySignatures: "exports-only",
        output: { manualChunks: shellChunks(), onlyExplicitManualChunks: true },
      },
    },
  });
  const chunks = (Array.isArray(result) ? result[0] : result).output.filter((item) => item.type === "chunk");
  const byModule = (file) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(file)));
  return { chunks, byModule };
}

describe("shellChunks (ADR 259)", () => {
  it("puts everything the root route loads in one chunk, which is all the root imports", async () => {
    const { byModule } = await buildFixture();
    const shell = byModule("lib/header.js");
    expect(shell?.name).toBe("shell");
    // format.js is shared with the routes: it loads on every page all the same.
    expect(byModule("lib/format.js")).toBe(shell);
    expect(byModule("app/root.tsx")?.imports).toEqual([shell?.fileName]);
  });

  it("leaves the browser entry's own code in the entry's chunk: it starts hydration, which must come last (ADR 261)", async () => {
    const { byModule } = await buildFixture();
    const entry = byModule("app/entry.client.tsx");
    expect(byModule("lib/runtime.js")).toBe(entry);
    expect(entry?.name).not.toBe("shell");
  });

  it("leaves out what the shell only reaches through a package index: the routes' card stays theirs", async () => {
    const { chunks, byModule } = await buildFixture();
    const card = byModule("lib/card.js");
    expect(card?.name).not.toBe("shell");
    expect(byModule("app/routes/home.tsx")?.imports).toEqual(expect.arrayContaining([card?.fileName]));
    // Nothing imports the client's names, so it is in no chunk at all.
    expect(chunks.some((chunk) => chunk.code.includes("a large client"))).toBe(false);
  });

  it("keeps packages from node_modules apart from the workspace's code, so an app change leaves them cached", () => {
    const modules = {
      "/app/app/root.tsx": { importedIds: ["/repo/node_modules/react/index.js", "/repo/packages/ui/button.js"] },
      "/repo/node_modules/react/index.js": { importedIds: ["\0commonjsHelpers.js"] },
      "\0commonjsHelpers.js": { importedIds: [] },
      "/repo/packages/ui/button.js": { importedIds: [] },
    };
    const meta = {
      getModuleIds: () => Object.keys(modules).values(),
      getModuleInfo: (id) => (modules[id] ? { id, ast: null, isEntry: id.endsWith("root.tsx"), ...modules[id] } : null),
    };
    const chunkOf = shellChunks();
    expect(chunkOf("/repo/node_modules/react/index.js", meta)).toBe("vendor");
    expect(chunkOf("\0commonjsHelpers.js", meta)).toBe("vendor");
    expect(chunkOf("/repo/packages/ui/button.js", meta)).toBe("shell");
    expect(chunkOf("/app/app/root.tsx", meta)).toBeUndefined();
  });
});
