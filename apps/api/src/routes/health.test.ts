import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApiServer } from "../app.js";
import { readConfig } from "../config.js";
import { createTestDatabase } from "../test/test-database.js";
import type { DatabaseHandle } from "../db/database.js";

describe("GET /api/health", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApiServer({ database, config: readConfig({}) });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers from the database", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: database.engine, ping: true });
  });

  it("answers unknown API paths with a 404 message, not a page", async () => {
    const response = await app.inject({ method: "GET", url: "/api/no-such-call" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 0, message: "Not found." });
  });
});
