import Fastify, { type FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.js";
import { createTestDatabase } from "../test/test-database.js";
import { BUSY_RETRY_AFTER_SECONDS, ERROR_MESSAGES, answerError } from "./error-handler.js";

/** The second pass runs on a Postgres server, which can cancel a statement; PGlite runs each to its end. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// The last line of defence behind the input edge (issue #12), against the real engine of this pass.
describe("API error answers", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const logged: string[] = [];

  beforeAll(async () => {
    // A bound far below the serving one (STATEMENT_TIMEOUT_MS), so the test's endless statement ends soon.
    database = await createTestDatabase({ statementTimeoutMs: 200 });
    const stream = { write: (line: string) => logged.push(line) };
    app = Fastify({ logger: { level: "warn", stream } });
    app.setErrorHandler(answerError);
    app.get("/nul", () => sql`select ${"a\u0000b"}::text`.execute(database.db));
    app.get("/overflow", () => sql`select ${2 ** 40}::int`.execute(database.db));
    app.get("/bad-date", () => sql`select ${"2024-02-31"}::date`.execute(database.db));
    app.get("/endless", () => sql`select pg_sleep(3600)`.execute(database.db));
    app.get("/bug", () => sql`select secret_column from no_such_table`.execute(database.db));
    app.get("/crash", () => {
      throw new Error("boom in /srv/api/src/app.ts");
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers a database data exception (SQLSTATE 22xxx) caused by input with 400, and logs it", async () => {
    for (const url of ["/nul", "/overflow", "/bad-date"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ status: 0, message: ERROR_MESSAGES.invalid });
    }
    expect(logged.filter((line) => line.includes("database refused the input"))).toHaveLength(3);
  });

  it("answers any other failure with 500 and the §8 unknown-error text, never SQL or a stack", async () => {
    for (const url of ["/bug", "/crash"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(500);
      expect(response.json()).toEqual({ status: 0, message: ERROR_MESSAGES.unknown });
    }
    expect(logged.some((line) => line.includes("no_such_table"))).toBe(true);
  });

  it.runIf(onPostgres)(
    "#13 answers a statement Postgres cancelled at the statement timeout with the busy 503 and Retry-After, not a hang (ADR 230)",
    async () => {
      const response = await app.inject({ method: "GET", url: "/endless" });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe(String(BUSY_RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual({ status: 0, message: ERROR_MESSAGES.busy });
    },
  );
});
