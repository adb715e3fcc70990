import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogTestApp, type CatalogTestApp } from "./catalog-test-app.js";
import { IMAGE_SIZES, vehicleImageUrl } from "../../images/image-sizes.js";

describe("GET /api/images", () => {
  let t: CatalogTestApp;
  beforeAll(async () => {
    t = await createCatalogTestApp(0);
  });
  afterAll(() => t.close());

  it.each(Object.values(IMAGE_SIZES))("§9 serves an immutable SVG illustration at %s", async (size) => {
    const response = await t.app.inject({ method: "GET", url: vehicleImageUrl("suv", "Red", size, "front") });
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
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    }
  });
});
