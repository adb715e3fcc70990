// Issue #28: what the Vite plugin writes into a client build as sw.js, and the precache budget it holds.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PRECACHE_BUDGET_BYTES, writeServiceWorker } from "../vite/plugin.js";

let dir: string;
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A client build with these files under assets/, each of `bytes` bytes. */
async function clientBuild(files: Record<string, number>): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), "carmarket-client-"));
  await mkdir(join(dir, "assets"));
  for (const [name, bytes] of Object.entries(files)) await writeFile(join(dir, "assets", name), "x".repeat(bytes));
  return dir;
}

describe("the worker written into a client build (issue #28)", () => {
  it("#28.2 precaches the build's hashed scripts and stylesheets under the app's prefix, and the offline page", async () => {
    const build = await clientBuild({ "entry.client-CyST5X5O.js": 100, "root-DDtlJvO6.css": 50, "logo.svg": 10 });
    const { count } = await writeServiceWorker({ dir: build, base: "/_m/" });
    const worker = await readFile(join(build, "sw.js"), "utf8");
    expect(count).toBe(3);
    expect(worker).toContain('"/_m/assets/entry.client-CyST5X5O.js"');
    expect(worker).toContain('"/_m/assets/root-DDtlJvO6.css"');
    expect(worker).toContain('"/offline"');
    expect(worker).not.toContain("logo.svg");
    expect(worker).not.toContain("self.__WB_MANIFEST");
  }, 30_000);

  it("#28 budget: the build fails when one app's precache passes 1.5 MB", async () => {
    const half = Math.ceil(PRECACHE_BUDGET_BYTES / 2);
    const build = await clientBuild({ "a-CyST5X5O.js": half, "b-DDtlJvO6.js": half + 1 });
    await expect(writeServiceWorker({ dir: build, base: "/_m/" })).rejects.toThrow(/over the 1572864-byte budget of issue #28/);
  }, 30_000);
});
