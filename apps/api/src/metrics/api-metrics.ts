import { sql } from "kysely";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { pingDatabase, type DatabaseHandle } from "../db/database.js";
import { FeedError } from "../feeds/import-feed.js";

/** How a feed import ended: written, refused as a whole (FeedError), or failed on something else. */
type FeedImportOutcome = "imported" | "refused" | "failed";

/** One process's Prometheus metrics (ADR 241): a registry of its own, so tests can build many. */
export interface ApiMetrics {
  registry: Registry;
  requestDuration: Histogram<"method" | "route" | "status_code">;
  feedImports: Counter<"outcome">;
}

/**
 * The metrics of one server process: prom-client's process defaults, request latency per route, the
 * database pool, the outbox backlog and feed imports. Gauges that read the database say how
 * the cluster primary adds up its workers' answers: pools add up, the shared outbox does not.
 */
export function createMetrics(database: DatabaseHandle): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which `promtool check metrics` refuses (prometheus/client_js#283); each
  // is the sum of its per-type series (`nodejs_active_handles` …), which stay.
  for (const name of ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"]) registry.removeSingleMetric(name);

  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from request to response, by route pattern (never the raw URL), method and status.",
    labelNames: ["method", "route", "status_code"],
    registers: [registry],
  });
  const feedImports = new Counter({
    name: "carmarket_feed_imports_total",
    help: "Dealer feed imports by how they ended: imported, refused (the whole file) or failed.",
    labelNames: ["outcome"],
    registers: [registry],
  });

  // What the public health answer no longer says (issue #25): which engine, and whether it answers now.
  new Gauge({
    name: "carmarket_database_info",
    help: "The database engine this process runs on (label engine).",
    labelNames: ["engine"],
    aggregator: "max",
    registers: [registry],
  }).set({ engine: database.engine }, 1);
  new Gauge({
    name: "carmarket_database_up",
    help: "1 when the database answered a round trip at this scrape, else 0.",
    aggregator: "min",
    registers: [registry],
    async collect() {
      this.set(await pingDatabase(database.db).then(Number, () => 0));
    },
  });

  const { pool } = database;
  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    poolGauge("carmarket_db_pool_connections", "Open Postgres connections of the pool.", () => pool.counts.totalCount);
    poolGauge("carmarket_db_pool_idle_connections", "Open Postgres connections waiting for a query.", () => pool.counts.idleCount);
    poolGauge("carmarket_db_pool_waiting_queries", "Queries waiting for a free connection.", () => pool.counts.waitingCount);
    poolGauge("carmarket_db_pool_max_connections", "Most connections the pool opens (DATABASE_POOL_MAX).", () => pool.max);
  }

  // Every process sees the same outbox table, so the cluster total is the largest answer, not the sum.
  const outboxGauge = (name: string, help: string, read: () => Promise<number>) =>
    new Gauge({
      name,
      help,
      aggregator: "max",
      registers: [registry],
      async collect() {
        // Unreadable while the database is away (readiness says so); the process metrics still answer.
        await read().then(
          (value) => this.set(value),
          () => undefined,
        );
      },
    });
  outboxGauge("carmarket_outbox_pending_emails", "Emails waiting in the outbox to be sent.", async () => {
    const row = await database.db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("status", "=", "pending")
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  });
  outboxGauge("carmarket_outbox_oldest_pending_age_seconds", "Age of the oldest pending email (0 when none).", async () => {
    const row = await database.db
      .selectFrom("outbox")
      .select(sql<string | null>`extract(epoch from now() - min(created_at))`.as("age"))
      .where("status", "=", "pending")
      .executeTakeFirst();
    return Number(row?.age ?? 0);
  });

  return { registry, requestDuration, feedImports };
}

/** Counts how an import ended and passes its report (or error) on unchanged. */
export async function countFeedImport<T>(metrics: ApiMetrics | undefined, importing: Promise<T>): Promise<T> {
  try {
    const report = await importing;
    metrics?.feedImports.inc({ outcome: "imported" satisfies FeedImportOutcome });
    return report;
  } catch (error) {
    metrics?.feedImports.inc({ outcome: (error instanceof FeedError ? "refused" : "failed") satisfies FeedImportOutcome });
    throw error;
  }
}
