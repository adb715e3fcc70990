// Bundles the service worker (src/worker/sw.ts) into an app's client build as sw.js and gives it that build's
// precache list (workbox-build's injectManifest), failing the build past the precache budget (issue #28).
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";
import { OFFLINE_PATH } from "@carmarket/routes";

/** Issue #28: the precache (one app's hashed scripts and stylesheets) stays within 1.5 MB. */
export const PRECACHE_BUDGET_BYTES = 1.5 * 1024 * 1024;

/** What the worker precaches of a client build: every script and stylesheet (hashed names, under assets/). */
export const PRECACHED_FILES = ["assets/**/*.{js,css}"];

const WORKER_SOURCE = fileURLToPath(new URL("../src/worker/sw.ts", import.meta.url));

/** The worker bundled as one classic script, with `self.__WB_MANIFEST` left for injectManifest. */
export async function bundleWorker(outfile) {
  await build({
    entryPoints: [WORKER_SOURCE],
    outfile,
    bundle: true,
    format: "iife",
    target: "es2020",
    minify: true,
    conditions: ["@carmarket/source"],
    // Workbox logs only outside production.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    logLevel: "warning",
  });
}

/**
 * Writes `<dir>/sw.js` for a client build served under `base` ("/_m/"): the bundled worker with the build's
 * assets and the offline page as its precache list. The offline page's revision is the build's: it changes
 * whenever an asset does, so a new build's worker fetches it again.
 */
export async function writeServiceWorker({ dir, base }) {
  const work = await mkdtemp(join(tmpdir(), "carmarket-sw-"));
  try {
    const swSrc = join(work, "sw.js");
    await bundleWorker(swSrc);
    const result = await injectManifest({
      swSrc,
      swDest: join(dir, "sw.js"),
      globDirectory: dir,
      globPatterns: PRECACHED_FILES,
      modifyURLPrefix: { "": base },
      // Vite's content hash is in every name, so the precache needs no revision of its own for them.
      dontCacheBustURLsMatching: /-[\w-]{8}\.(?:js|css)$/,
      manifestTransforms: [
        async (entries) => {
          const build = createHash("sha256")
            .update(
              entries
                .map((entry) => entry.url)
                .sort()
                .join("\n"),
            )
            .digest("hex")
            .slice(0, 16);
          return { manifest: [...entries, { url: OFFLINE_PATH, revision: build, size: 0 }], warnings: [] };
        },
      ],
      maximumFileSizeToCacheInBytes: PRECACHE_BUDGET_BYTES,
    });
    if (result.warnings.length > 0) throw new Error(`service worker: ${result.warnings.join("; ")}`);
    if (result.size > PRECACHE_BUDGET_BYTES) {
      throw new Error(`service worker: the precache is ${result.size} bytes, over the ${PRECACHE_BUDGET_BYTES}-byte budget of issue #28`);
    }
    return result;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Vite plugin: after the client build is written, adds its service worker (the server build has none). */
export function serviceWorkerPlugin() {
  return {
    name: "carmarket-service-worker",
    apply: "build",
    async writeBundle(options) {
      const { consumer, base } = this.environment.config;
      if (consumer !== "client" || !options.dir) return;
      const { count, size } = await writeServiceWorker({ dir: options.dir, base });
      this.environment.logger.info(`service worker: ${count} files precached, ${(size / 1024).toFixed(1)} KiB`);
    },
  };
}
