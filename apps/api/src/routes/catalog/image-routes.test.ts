import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogTestApp, type CatalogTestApp } from "../../test/catalog-test-app.js";
import { IMAGE_SIZES, vehicleImageUrl } from "../../images/image-sizes.js";

describe("GET /api/images", () => {
  let t: CatalogTestApp;
  beforeAll(async () => {
    t = await createCatalogTestApp();
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

  it("#24.5 the illustration as a 1200×630 JPEG for link previews, immutable", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/images/pickup-truck/red/1200x630.jpg?view=front" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect((await t.app.inject({ method: "GET", url: "/api/images/pickup-truck/red/1200x630.png" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/images/pickup-truck/red/760x425.jpg" })).statusCode).toBe(404);
  });

  it("§9 an SUV listing's pictures are SUV illustrations in its colour, served at every size (issue #15)", async () => {
    const suv = await t.database.db
      .selectFrom("listings")
      .select(["main_picture", "image", "color"])
      .where("body_type", "=", "suv")
      .where("main_picture", "is not", null)
      .where("color", "!=", "UNKNOWN")
      .executeTakeFirstOrThrow();
    expect(suv.main_picture).toBe(vehicleImageUrl("suv", suv.color, IMAGE_SIZES.main));
    expect(suv.image).toBe(vehicleImageUrl("suv", suv.color, IMAGE_SIZES.card));
    for (const size of Object.values(IMAGE_SIZES)) {
      const response = await t.app.inject({ method: "GET", url: suv.main_picture!.replace(IMAGE_SIZES.main, size) });
      expect(response.statusCode, size).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^image\//);
      expect(response.body).toContain(`aria-label="Illustration: ${suv.color!.toLowerCase()} SUV"`);
    }
  });

  it("§3 colour UNKNOWN draws a neutral car; unknown body, colour or size are 404", async () => {
    expect(vehicleImageUrl("sedan", "UNKNOWN", IMAGE_SIZES.card)).toBe("/api/images/sedan/unknown/220x150.svg");
    for (const url of [
      "/api/images/tank/red/220x150.svg",
      "/api/images/sedan/plaid/220x150.svg",
      "/api/images/sedan/red/1x1.svg",
      "/api/images/sedan/red/220x150.png",
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    }
  });
});
