// Test helpers (imported by *.test.ts only): the real entry of `pnpm start`, run from source against the
// apps' production builds, and free loopback ports for it.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts src/main.ts in a node of its own (so signals reach it, and cluster workers inherit the tsx
 * loader) with `env`; `settled` resolves with its output once it says it is ready, or exits.
 */
export function startServer(env: NodeJS.ProcessEnv): { child: ChildProcess; settled: Promise<{ output: string; code: number | null }> } {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=@carmarket/source", "src/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: undefined, DEV_ROUTES: undefined, DATABASE_URL: undefined, ...env },
  });
  let output = "";
  const settled = new Promise<{ output: string; code: number | null }>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("CarMarket is ready")) resolve({ output, code: null });
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => resolve({ output, code }));
  });
  return { child, settled };
}
