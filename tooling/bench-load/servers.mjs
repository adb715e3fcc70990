// The processes the load bench measures: the production server on each engine, and for Postgres a
// throwaway cluster. Their CPU time is read from /proc, so the bench needs Linux.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";
import { cpuTicks, parentPid, reapedChildrenTicks } from "./load-stats.mjs";

const MAIN = fileURLToPath(new URL("../../apps/server/dist/main.js", import.meta.url));
const MS_PER_TICK = 1000 / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));

/**
 * The CPU time (ms) a process and its children have used so far: its own, its live children's and
 * those that have exited (the server's cluster workers, a Postgres cluster's backends); 0 once it has gone.
 */
export function processTreeCpuMs(pid) {
  const root = readStat(pid);
  if (root === null) return 0;
  let ticks = cpuTicks(root) + reapedChildrenTicks(root);
  for (const child of listPids()) {
    const stat = readStat(child);
    if (stat !== null && parentPid(stat) === pid) ticks += cpuTicks(stat);
  }
  return ticks * MS_PER_TICK;
}

/**
 * Starts `node apps/server/dist/main.js` on the given database (`pnpm start`'s embedded PGlite in a
 * folder, or Postgres) and waits until it answers; the first start seeds it. With `profileDir`, Node
 * writes a CPU profile there when the server exits (`--cpu-prof`).
 * `env` adds settings (the photo run's dev feed route, photo source and media folder).
 * @param {{ engine: "pglite" | "postgres", port: number, seedListings: number, dataDir?: string, databaseUrl?: string, profileDir?: string, env?: Record<string, string> }} options
 */
export async function startServer({ engine, port, seedListings, dataDir, databaseUrl, profileDir, env: extra = {} }) {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SEED_LISTINGS: String(seedListings),
    LOG_LEVEL: "warn",
    ...extra,
  };
  delete env.DATABASE_URL;
  if (engine === "postgres") env.DATABASE_URL = databaseUrl;
  else env.DATA_DIR = dataDir;
  const flags = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  // Its working folder holds what it writes (the local mailbox), and goes with it.
  const cwd = mkdtempSync(join(tmpdir(), `carmarket-load-${engine}-`));
  const child = spawn(process.execPath, [...flags, MAIN], { cwd, env, stdio: ["ignore", "inherit", "inherit"] });
  const exited = new Promise((resolve) => child.once("exit", resolve)).finally(() => rmSync(cwd, { recursive: true, force: true }));
  const origin = `http://127.0.0.1:${port}`;
  // A fresh database is seeded on the first start: minutes on a busy machine.
  const ready = await Promise.race([waitForHealth(`${origin}/api/health`, 30 * 60_000), exited.then(() => false)]);
  if (!ready) throw new Error(`The ${engine} server on port ${port} exited before answering.`);
  return {
    origin,
    pid: child.pid,
    /** Stops the server as Ctrl-C would (so a CPU profile gets written), killing it if it hangs. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGINT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

/**
 * A throwaway Postgres cluster (apps/api's bench helper: Debian's binaries, a free port, removed on
 * stop), or null without the binaries. `cpuMs()` is the CPU of the whole cluster: the postmaster, its
 * live backends, and the backends that have exited.
 */
export async function startPostgres() {
  const helper = fileURLToPath(new URL("../../apps/api/scripts/bench-postgres.ts", import.meta.url));
  const { startThrowawayPostgres } = await tsImport(helper, import.meta.url);
  const cluster = await startThrowawayPostgres();
  if (!cluster) return null;
  const port = new URL(cluster.url).port;
  const postmaster = findProcess((cmdline) => cmdline.includes("postgres") && cmdline.includes(`-p\0${port}`));
  return {
    url: cluster.url,
    stop: () => cluster.stop(),
    cpuMs: () => (postmaster === null ? Number.NaN : processTreeCpuMs(postmaster)),
  };
}

function listPids() {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

function readStat(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
}

function findProcess(matches) {
  for (const pid of listPids()) {
    try {
      if (matches(readFileSync(`/proc/${pid}/cmdline`, "utf8"))) return pid;
    } catch {
      // gone, or not ours to read
    }
  }
  return null;
}
