import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApiServer } from "../../app.js";
import { readConfig } from "../../config.js";
import type { DatabaseHandle } from "../../db/database.js";
import { createTestDatabase } from "../../test/test-database.js";
import { IMAGE_SIZES, vehicleImageUrl } from "../../images/image-sizes.js";

describe("GET /api/images", () => {
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

  it.each(Object.values(IMAGE_SIZES))("§9 serves an immutable SVG illustration at %s", async (size) => {
    const response = await app.inject({ method: "GET", url: vehicleImageUrl("suv", "Red", size, "front") });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toContain("immutable");
    const [w, h] = size.split("x");
    expect(response.body).toContain(`width="${w}" height="${h}"`);
    expect(response.body).toContain("Illustration");
  });

  it("§3 colour UNKNOWN draws a neutral car; unknown body, colour or size are 404", async () => {
    expect(vehicleImageUrl("sedan", "UNKNOWN", IMAGE_SIZES.card)).toBe("/api/images/sedan/unknown/220x150.svg");
    for (const url of ["/api/images/tank/red/220x150.svg", "/api/images/sedan/plaid/220x150.svg", "/api/images/sedan/red/1x1.svg", "/api/images/sedan/red/220x150.png"]) {
      expect((await app.inject({ method: "GET", url })).statusCode).toBe(404);
    }
  });
});
