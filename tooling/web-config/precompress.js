// The client build's scripts and stylesheets never change once built (their names are content hashes), so
// they are compressed once, here, as hard as brotli and gzip go, and apps/server sends those files as they
// are (@fastify/static `preCompressed`, ADR 260) instead of compressing every download again.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What the build compresses: text a browser downloads (images in it are SVG). */
const PRECOMPRESSED = /\.(js|mjs|css|svg|json)$/;

/** One file's brotli at quality 11 (the per-request quality, 5, trades bytes for CPU a build can spend). */
function brotliOnce(bytes) {
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** One file's gzip at level 9, for browsers without brotli. */
function gzipOnce(bytes) {
  return gzipped(bytes, { level: constants.Z_BEST_COMPRESSION });
}

/** Writes `<file>.br` and `<file>.gz` beside every file of `files` (paths inside `dir`) that a browser downloads. */
async function precompressFiles(dir, files) {
  await Promise.all(
    files
      // Dot folders hold the build's own notes (page-css.js's map), which no browser downloads.
      .filter((file) => PRECOMPRESSED.test(file) && !file.startsWith("."))
      .map(async (file) => {
        const path = join(dir, file);
        const bytes = await readFile(path);
        const [br, gz] = await Promise.all([brotliOnce(bytes), gzipOnce(bytes)]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      }),
  );
}

/** Vite plugin: precompresses the client build's output once it is written (the server build is not downloaded). */
export function precompressPlugin() {
  return {
    name: "carmarket-precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment.config.consumer !== "client" || !options.dir) return;
      await precompressFiles(options.dir, Object.keys(bundle));
    },
  };
}
