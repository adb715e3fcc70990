#!/usr/bin/env node
// Second pass of the API suite on a real Postgres server: a throwaway cluster on 127.0.0.1,
// made with Debian's postgresql binaries, removed afterwards. CI must have them; locally it is skipped without.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "node:net";

const binDir = ["/usr/lib/postgresql/17/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/15/bin"].find((d) => existsSync(join(d, "initdb")));
if (process.env.TEST_DATABASE_URL) {
  run(process.env.TEST_DATABASE_URL);
} else if (!binDir) {
  if (process.env.CI) throw new Error("Postgres binaries missing: scripts/install.sh installs the postgresql package.");
  console.log("Postgres pass skipped: no postgresql binaries on this machine (CI runs it).");
} else {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "carmarket-pg-"));
  chmodSync(dir, 0o777);
  const data = join(dir, "data");
  // initdb refuses to run as root; the Debian package brings a postgres user for this.
  const asPostgres = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--"] : [];
  const pgCmd = (bin, args) => {
    const [cmd, ...rest] = [...asPostgres, join(binDir, bin), ...args];
    execFileSync(cmd, rest, { stdio: "ignore" });
  };
  try {
    pgCmd("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
    pgCmd("pg_ctl", ["-D", data, "-w", "-l", join(dir, "log"), "-o", `-h 127.0.0.1 -p ${port} -k ${dir}`, "start"]);
    run(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    try {
      pgCmd("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(url) {
  console.log(`API suite, second pass on Postgres (${url.replace(/\/\/.*@/, "//")})`);
  const result = spawnSync("pnpm", ["exec", "vitest", "run", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
