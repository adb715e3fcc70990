// A throwaway Postgres cluster on 127.0.0.1 for the bench, made with Debian's postgresql binaries
// (the approach of scripts/test-postgres.mjs). Null when the binaries are not installed.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  const binDir = ["/usr/lib/postgresql/17/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/15/bin"].find((dir) => existsSync(join(dir, "initdb")));
  if (!binDir) return null;
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "carmarket-bench-pg-"));
  chmodSync(dir, 0o777);
  const data = join(dir, "data");
  // initdb refuses to run as root; the Debian package brings a postgres user for this.
  const asPostgres = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--"] : [];
  const pgCmd = (bin: string, args: string[]) => {
    const [command, ...rest] = [...asPostgres, join(binDir, bin), ...args] as [string, ...string[]];
    execFileSync(command, rest, { stdio: "ignore" });
  };
  pgCmd("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  pgCmd("pg_ctl", ["-D", data, "-w", "-l", join(dir, "log"), "-o", `-h 127.0.0.1 -p ${port} -k ${dir}`, "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        pgCmd("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
