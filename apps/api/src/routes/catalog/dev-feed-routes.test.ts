import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealersWithRealStock } from "../../test/feed-test-kit.js";
import { createCatalogTestApp, data, type CatalogTestApp } from "../../test/catalog-test-app.js";

describe("POST /dev/feeds/{dealerId}", () => {
  let t: CatalogTestApp;
  beforeAll(async () => {
    t = await createCatalogTestApp(300, { DEV_ROUTES: "1" });
  });
  afterAll(() => t.close());

  it("#12: does not exist unless DEV_ROUTES opts in (production is the default)", async () => {
    const production = await createCatalogTestApp(0, { NODE_ENV: "production" });
    const response = await production.app.inject({ method: "POST", url: "/api/dev/feeds/1", headers: { "content-type": "text/csv" }, payload: "vin\n" });
    expect(response.statusCode).toBe(404);
    await production.close();
  });

  it("§3 a car missing from its dealer's new feed is sold, and its vindata still answers with is_sold", async () => {
    const { db } = t.database;
    const [dealerId] = await dealersWithRealStock(db, 1, 6, 960_000);
    const dealer = { dealer_id: dealerId! };
    const cars = await db
      .selectFrom("listings")
      .select(["vin", "brand_name", "model_name", "year", "condition", "price", "mileage", "color"])
      .where("dealer_id", "=", dealer.dealer_id)
      .orderBy("vin")
      .execute();
    const [gone, ...kept] = cars;
    const csv = [
      "vin,make,model,year,condition,price,mileage,exterior_color",
      ...kept.map((car) => [car.vin, car.brand_name, car.model_name, car.year, car.condition, car.price ?? "", car.mileage ?? "", car.color].join(",")),
    ].join("\n");
    const response = await t.app.inject({ method: "POST", url: `/api/dev/feeds/${dealer.dealer_id}`, headers: { "content-type": "text/csv" }, payload: csv });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ markedSold: 1, rejected: [] });
    const vindata = await t.app.inject({ method: "GET", url: `/api/inventory/vindata?${data({ vin: gone!.vin })}` });
    expect(vindata.json().vin.is_sold).toBe(true);
  });

  it("an unknown dealer is a 400 with the importer's reason", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/dev/feeds/999999", headers: { "content-type": "text/csv" }, payload: "vin\n" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Unknown dealer 999999.");
  });
});
