// ADR 260: the client build leaves a brotli (quality 11) and a gzip copy beside every script and stylesheet.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressPlugin } from "./precompress.js";

const fixture = fileURLToPath(new URL("./test-fixtures/shell/", import.meta.url));

describe("precompressPlugin (ADR 260)", () => {
  let outDir;
  let files;
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), "carmarket-precompress-"));
    await build({
      root: fixture,
      logLevel: "silent",
      configFile: false,
      plugins: [precompressPlugin()],
      build: { outDir, minify: false, rollupOptions: { input: join(fixture, "app/routes/news.tsx"), preserveEntrySignatures: "exports-only" } },
    });
    files = await readdir(join(outDir, "assets"));
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it("writes <file>.br and <file>.gz beside each script, holding the same bytes", async () => {
    const scripts = files.filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const original = await readFile(join(outDir, "assets", file));
      expect(brotliDecompressSync(await readFile(join(outDir, "assets", `${file}.br`))).equals(original)).toBe(true);
      expect(gunzipSync(await readFile(join(outDir, "assets", `${file}.gz`))).equals(original)).toBe(true);
    }
  });

  it("uses brotli's highest quality, which a per-request compressor cannot afford", async () => {
    const file = files.find((name) => name.endsWith(".js"));
    const original = await readFile(join(outDir, "assets", file));
    const built = await readFile(join(outDir, "assets", `${file}.br`));
    expect(
      built.equals(brotliCompressSync(original, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: original.length } })),
    ).toBe(true);
  });
});
