import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { Kysely, PGliteDialect, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApiServer } from "../app.js";
import { readConfig } from "../config.js";
import { openDatabase, type DatabaseHandle } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { openPgliteThread } from "../db/pglite-thread.js";
import type { Database } from "../db/schema.js";
import { readOperations, sampleInputs, sampleRequest, type ApiOperation } from "../test/fuzz/api-operations.js";
import { callerAddress } from "../test/fuzz/fuzz-api.js";
import { signUpVerified, testVin } from "../test/account-test-kit.js";
import { startTcpProxy, type TcpProxy } from "../test/tcp-proxy.js";
import { createTestDatabase } from "../test/test-database.js";
import { BUSY_RETRY_AFTER_SECONDS, ERROR_MESSAGES } from "./error-handler.js";

// Issue #25 item 5: the API answered 500 while its database was away. Every operation of the OpenAPI document is
// sent as a valid request while it is away, on the engine of this pass.

const config = readConfig({ DEV_ROUTES: "1", SEARCH_DIGEST_POLL_MS: "0" });

/** Made-up rows: while the database is away no call gets as far as finding them. */
const TARGETS = { vin: testVin(1), dealerId: 1, dealerReviewId: 1, carId: 1, newsSlug: "no-such-article" };

type Answer = { what: string; response: LightMyRequestResponse };

async function everyOperation(app: FastifyInstance): Promise<ApiOperation[]> {
  return readOperations((await app.inject({ method: "GET", url: "/api/docs/json" })).json());
}

/** Each operation's sample request, signed in with `session`, each from its own address (the budgets stay out of it). */
async function answersOf(app: FastifyInstance, operations: ApiOperation[], session: string): Promise<Answer[]> {
  const samples = sampleInputs({ ...TARGETS, session });
  const answers: Answer[] = [];
  for (const op of operations) {
    const request = sampleRequest(op, samples[`${op.method} ${op.path}`] ?? {}, session);
    answers.push({ what: `${op.method} ${op.path}`, response: await app.inject({ ...request, remoteAddress: callerAddress() }) });
  }
  return answers;
}

/** While the database is away: a 503 in the API's shape with Retry-After, or a refusal decided before any database work; never a 500. */
function expectUnavailable(answers: Answer[]): void {
  for (const { what, response } of answers) {
    if (response.statusCode < 500) continue;
    // The balancers' probe answers in its own shape (ADR 240): not ready.
    if (what === "GET /api/health/ready") {
      expect([response.statusCode, response.json()]).toEqual([503, { status: "unavailable" }]);
      continue;
    }
    expect(response.statusCode, `${what} → ${response.body}`).toBe(503);
    expect(response.headers["retry-after"], what).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(response.json(), what).toEqual({ status: 0, message: ERROR_MESSAGES.unavailable });
  }
  const unavailable = answers.filter(({ response }) => response.statusCode === 503).map(({ what }) => what);
  expect(unavailable).toContain("GET /api/health");
  expect(unavailable).toContain("POST /api/auth/sign-in");
  expect(unavailable).toContain("GET /api/inventory/listingdata");
  expect(unavailable.length).toBeGreaterThan(answers.length / 2);
}

describe.runIf(process.env.TEST_DATABASE_URL)("#25.5 Postgres stops and comes back (the second pass)", () => {
  let owner: DatabaseHandle;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let session: string;
  let operations: ApiOperation[];

  beforeAll(async () => {
    owner = await createTestDatabase();
    const { name } = (await sql<{ name: string }>`select current_database() as name`.execute(owner.db)).rows[0]!;
    const server = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const throughProxy = new URL(server);
    throughProxy.port = String(proxy.port);
    throughProxy.pathname = `/${name}`;
    // The API reaches the server only through the proxy, which the test stops as a stopped server would.
    database = await openDatabase({ databaseUrl: throughProxy.toString(), dataDir: "", onConnectionError: () => {} });
    app = await buildApiServer({ database, config });
    session = await signUpVerified(app, "outage@example.com");
    operations = await everyOperation(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
  });

  it("answers 503 with Retry-After in its { status, message } shape while the server is down, then serves again by itself", async () => {
    await proxy.stop();
    expectUnavailable(await answersOf(app, operations, session));

    await proxy.start();
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect([health.statusCode, health.json()]).toEqual([200, { status: "ok" }]);
    for (const { what, response } of await answersOf(app, operations, session)) expect(response.statusCode, `${what} → ${response.body}`).toBeLessThan(500);
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)("#25.5 the embedded database's thread is gone (the PGlite pass)", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let stopThread: () => Promise<void>;
  let session: string;
  let operations: ApiOperation[];

  beforeAll(async () => {
    const pglite = await openPgliteThread("memory://");
    stopThread = () => pglite.close();
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    await migrateToLatest(db);
    database = { db, readDb: db, engine: "pglite", close: () => db.destroy() };
    app = await buildApiServer({ database, config });
    session = await signUpVerified(app, "outage@example.com");
    operations = await everyOperation(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers 503 with Retry-After in its { status, message } shape, never 500", async () => {
    await stopThread();
    expectUnavailable(await answersOf(app, operations, session));
  });
});
