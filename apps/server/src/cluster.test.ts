import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer } from "./test/start-server.js";

const databaseUrl = process.env.TEST_DATABASE_URL;

/** GET on a connection of its own (no keep-alive), so the cluster may hand it to any worker. */
function getOnNewConnection(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    }).once("error", reject);
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// The second pass on Postgres runs it: `node ../api/scripts/test-postgres.mjs src/cluster.test.ts`.
describe.skipIf(!databaseUrl)("#13 the production start on Postgres uses every core", () => {
  let child: ChildProcess;
  let origin: string;
  let metricsUrl: string;
  let mailDir: string;
  let liveRequests = 0;
  const livePid = async () => {
    const answer = await getOnNewConnection(`${origin}/api/health/live`);
    liveRequests++;
    expect(answer.status).toBe(200);
    return (JSON.parse(answer.body) as { pid: number }).pid;
  };

  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), "carmarket-cluster-mail-"));
    const [port, metricsPort] = [await freePort(), await freePort()];
    origin = `http://127.0.0.1:${port}`;
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    const env = { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: "2", DATABASE_POOL_MAX: "3", PORT: String(port), METRICS_PORT: String(metricsPort) };
    const started = startServer({ ...env, SEED_LISTINGS: "100", LOG_LEVEL: "warn", MAIL_DIR: mailDir });
    child = started.child;
    const { output } = await started.settled;
    expect(output).toContain("2 worker processes");
  });
  afterAll(async () => {
    if (child.exitCode === null) child.kill("SIGKILL");
    await rm(mailDir, { recursive: true, force: true });
  });

  let workers: Set<number>;
  it("answers on one port from two worker processes, none of them the primary", async () => {
    workers = new Set<number>();
    for (let tries = 0; tries < 40 && workers.size < 2; tries++) workers.add(await livePid());
    expect(workers.size).toBe(2);
    expect(workers.has(child.pid ?? 0)).toBe(false);
    expect((await getOnNewConnection(`${origin}/api/health/ready`)).body).toBe('{"status":"ok"}');
  });

  it("the primary's METRICS_PORT adds up every worker's metrics", async () => {
    const text = (await getOnNewConnection(metricsUrl)).body;
    const count = text.match(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status_code="200"\} (\d+)$/m)?.[1];
    expect(Number(count)).toBe(liveRequests);
    // Each worker has its own pool of DATABASE_POOL_MAX connections: the cluster's is their sum.
    expect(text).toMatch(/^carmarket_db_pool_max_connections 6$/m);
  });

  // A replacement loads both apps' server builds before it listens: on a busy machine that takes a while.
  it("replaces a worker that dies", { timeout: 180_000 }, async () => {
    const [victim] = workers;
    process.kill(victim as number, "SIGKILL");
    let replacement: number | undefined;
    while (replacement === undefined) {
      const pid = await livePid();
      if (!workers.has(pid)) replacement = pid;
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(replacement).not.toBe(victim);
    workers.add(replacement);
    workers.delete(victim as number);
  });

  it("SIGTERM to the primary drains every worker and exits 0", async () => {
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect([...workers].filter(isAlive)).toEqual([]);
  });
});
