import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApiServer } from "./app.js";
import { readConfig } from "./config.js";
import type { DatabaseHandle } from "./db/database.js";
import { createTestDatabase } from "./test/test-database.js";

describe("GET /api/docs", () => {
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

  it("serves an OpenAPI document that lists the catalogue calls with their schemas", async () => {
    const response = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/inventory/listingdata", "/api/inventory/vindata", "/api/location/zip", "/api/dealers/{id}/reviews", "/api/dealer-user-reviews/like/{id}"]),
    );
    expect(document.paths["/api/inventory/listingdata"].get.parameters[0].name).toBe("data");
  });

  it("serves the docs UI", async () => {
    const response = await app.inject({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
  });
});
