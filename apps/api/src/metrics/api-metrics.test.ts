import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApiServer } from "../app.js";
import { readConfig } from "../config.js";
import type { DatabaseHandle } from "../db/database.js";
import { queueEmail } from "../outbox/queue-email.js";
import { createTestDatabase } from "../test/test-database.js";
import { createMetrics, type ApiMetrics } from "./api-metrics.js";
import { listenForMetrics, readMetricsPort } from "./metrics-server.js";

/** Debian's promtool (scripts/install.sh installs it) lints the exposition text: exit code and what it said. */
function promtoolCheck(text: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("/usr/bin/promtool", ["check", "metrics"]);
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, output }));
    child.stdin.end(text);
  });
}

describe("#14 Prometheus metrics", () => {
  let database: DatabaseHandle;
  let metrics: ApiMetrics;
  let app: FastifyInstance;
  let metricsServer: Server;
  let scrape: () => Promise<Response>;
  beforeAll(async () => {
    database = await createTestDatabase();
    metrics = createMetrics(database);
    app = await buildApiServer({ database, config: readConfig({ DEV_ROUTES: "1" }), metrics });
    metricsServer = await listenForMetrics(0, metrics.registry);
    const { port } = metricsServer.address() as AddressInfo;
    scrape = () => fetch(`http://127.0.0.1:${port}/metrics`);
  });
  afterAll(async () => {
    metricsServer.close();
    await app.close();
    await database.close();
  });

  it("the metrics port's text passes `promtool check metrics`", async () => {
    await app.inject({ method: "GET", url: "/api/health/live" });
    await queueEmail(database.db, { kind: "lead", to: "a@dealer.example", subject: "A", text: "x" });
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const checked = await promtoolCheck(await response.text());
    expect(checked.output).toBe("");
    expect(checked.code).toBe(0);
  });

  it("labels requests by route pattern, never the raw URL", async () => {
    await app.inject({ method: "GET", url: "/api/dealers/123456" });
    await app.inject({ method: "GET", url: "/api/dealers/654321?x=1" });
    await app.inject({ method: "GET", url: "/api/no/such/path" });
    const text = await (await scrape()).text();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/dealers\/:id",status_code="404"\} 2/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1/);
    expect(text).not.toContain("123456");
    expect(text).not.toContain("no/such");
  });

  it("reports the outbox backlog, process defaults and, on Postgres, the pool", async () => {
    const text = await (await scrape()).text();
    // #25.9: what the public /api/health no longer says.
    expect(text).toContain(`carmarket_database_info{engine="${database.engine}"} 1`);
    expect(text).toMatch(/^carmarket_database_up 1$/m);
    expect(text).toMatch(/^carmarket_outbox_pending_emails [1-9]/m);
    expect(text).toMatch(/^carmarket_outbox_oldest_pending_age_seconds \d/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    if (database.engine === "postgres") {
      expect(text).toMatch(/^carmarket_db_pool_max_connections 10$/m);
      expect(text).toMatch(/^carmarket_db_pool_connections \d/m);
      // How many wait depends on the moment (the scrape itself reads the database since #25.9); the gauge is there.
      expect(text).toMatch(/^carmarket_db_pool_waiting_queries \d+$/m);
    }
  });

  it("counts feed imports by outcome where they finish", async () => {
    const refused = await app.inject({ method: "POST", url: "/api/dev/feeds/999999", headers: { "content-type": "text/csv" }, payload: "vin\n1\n" });
    expect(refused.statusCode).toBe(400);
    expect(await (await scrape()).text()).toMatch(/^carmarket_feed_imports_total\{outcome="refused"\} 1$/m);
  });

  it("is answered only on the metrics port: the API's port has no /metrics", async () => {
    expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/metrics" })).statusCode).toBe(404);
  });

  it("METRICS_PORT: off when unset, refused when not a port", () => {
    expect(readMetricsPort({})).toBeUndefined();
    expect(readMetricsPort({ METRICS_PORT: "9464" })).toBe(9464);
    expect(() => readMetricsPort({ METRICS_PORT: "metrics" })).toThrow("METRICS_PORT must be a port number, not 'metrics'.");
  });
});
