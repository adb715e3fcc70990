import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importFeed } from "../../feeds/import-feed.js";
import { dealersWithRealStock, feedCsv, realCar } from "../../test/feed-test-kit.js";
import { createCatalogTestApp, data, type CatalogTestApp } from "../../test/catalog-test-app.js";

describe("VIN calls", () => {
  let t: CatalogTestApp;
  let vin: string;
  beforeAll(async () => {
    t = await createCatalogTestApp();
    const row = await t.database.db
      .selectFrom("listings")
      .select("vin")
      .where("previous_price", "is not", null)
      .where("expected_price", "is not", null)
      .orderBy("vin")
      .executeTakeFirstOrThrow();
    vin = row.vin;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("§3 vindata: listing with dealer info, price history newest first and the market explanation", async () => {
    const response = await get(`/api/inventory/vindata?${data({ vin })}`);
    expect(response.statusCode).toBe(200);
    const { vin: car, similar_vins } = response.json();
    expect(car._id).toBe(vin);
    expect(car.dealer_info).toMatchObject({
      name: expect.any(String),
      city: expect.any(String),
      state: expect.stringMatching(/^[A-Z]{2}$/),
      contact: expect.any(Object),
      timing: expect.any(Object),
    });
    const stamps = car.priceHistory.map((e: { timestamp: number }) => e.timestamp);
    expect(stamps).toEqual([...stamps].sort((a: number, b: number) => b - a));
    expect(stamps[0]).toBeLessThan(10_000_000_000); // unix seconds, not milliseconds
    expect(car.currentPrice.price).toBe(car.price);
    expect(car.maxPrice).toBeGreaterThanOrEqual(car.minPrice);
    expect(car.market).toMatchObject({ expected_price: car.expected_price, comparable_count: expect.any(Number) });
    expect(car.market.percentile).toBeGreaterThanOrEqual(0);
    expect(car.location.coordinates).toHaveLength(2);
    expect(similar_vins.length).toBeLessThanOrEqual(9);
  });

  it("#26.14 vindata's market names the comparables' lowest and highest prices, the range bar's ends", async () => {
    const { vin: car } = (await get(`/api/inventory/vindata?${data({ vin })}`)).json();
    const { rows } = await sql<{ low: number; high: number }>`
      select min(o.price) as low, max(o.price) as high from listings o join listings l on l.vin = ${vin}
      where o.model_id = l.model_id and o.year = l.year and (o.condition = 'new') = (l.condition = 'new')
        and not o.is_sold and o.price is not null and o.vin <> l.vin
    `.execute(t.database.db);
    const comparables = rows[0]!;
    expect(car.market).toMatchObject({ comparable_low: comparables.low, comparable_high: comparables.high });
    expect(car.market.comparable_low).toBeLessThanOrEqual(car.market.comparable_high);
  });

  it("accepts a lower-case VIN and still answers a sold listing with is_sold", async () => {
    await t.database.db.updateTable("listings").set({ is_sold: true }).where("vin", "=", vin).execute();
    const response = await get(`/api/inventory/vindata?${data({ vin: vin.toLowerCase() })}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().vin.is_sold).toBe(true);
    await t.database.db.updateTable("listings").set({ is_sold: false }).where("vin", "=", vin).execute();
  });

  it("unknown and malformed VINs: 404 'Vehicle not found.' and 400 'Invalid VIN.'", async () => {
    const unknown = await get(`/api/inventory/vindata?${data({ vin: "1HGCM82633A004352" })}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 0, message: "Vehicle not found." });
    for (const bad of ["<script>alert(1)</script>", "1' OR '1'='1", "X".repeat(5000)]) {
      const response = await get(`/api/inventory/vindata?${data({ vin: bad })}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Invalid VIN.");
    }
    const missing = await get("/api/inventory/vindata");
    expect(missing.statusCode).toBe(400);
  });

  it("#23.6 vindata answers 'From the VIN': vPIC's facts stored with the car and the listed values they contradict", async () => {
    const [dealerId] = await dealersWithRealStock(t.database.db, 1, 2, 950_000);
    const [flagged, agreeing] = [
      realCar("rav4_2021", 950_100, "27,000 USD", { bodyStyle: "Coupe", engine: "3.5L V6" }),
      realCar("accord2020", 950_101, "22,000 USD"),
    ];
    await importFeed(t.database.db, { csv: feedCsv([flagged, agreeing]), dealerId: dealerId!, allowMassSold: true });
    const car = (await get(`/api/inventory/vindata?${data({ vin: flagged.vin })}`)).json().vin;
    expect(car.from_vin).toMatchObject({
      source: "NHTSA vPIC",
      facts: {
        modelYear: 2021,
        make: "Toyota",
        model: "RAV4",
        trim: "XLE",
        bodyClass: "Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)",
        doors: 5,
        plant: { city: "WOODSTOCK" },
      },
      engine: "2.5L I4",
      fuel: "Gasoline",
      conflicts: [
        { field: "engine", listed: "3.5L V6", decoded: "2.5L I4" },
        { field: "body_style", listed: "Coupe", decoded: "SUV" },
      ],
    });
    expect((await get(`/api/inventory/vindata?${data({ vin: agreeing.vin })}`)).json().vin.from_vin).toMatchObject({
      facts: { model: "Accord" },
      conflicts: [],
    });
    // Read from the stored patterns, never decoded on the shopper's time: without its pattern's row there is none.
    await t.database.db.deleteFrom("vin_patterns").execute();
    expect((await get(`/api/inventory/vindata?${data({ vin: flagged.vin })}`)).json().vin.from_vin).toBeUndefined();
  });

  it("§9 similarvins: at most 9 unsold cars, never the car itself", async () => {
    const response = await get(`/api/inventory/similarvins?${data({ vin })}`);
    expect(response.statusCode).toBe(200);
    const cars = response.json() as { _id: string; is_sold: boolean }[];
    expect(cars.length).toBeLessThanOrEqual(9);
    expect(cars.map((c) => c._id)).not.toContain(vin);
    expect(cars.every((c) => !c.is_sold)).toBe(true);
    const badZip = await get(`/api/inventory/similarvins?${data({ vin, zip: "abcde" })}`);
    expect(badZip.json()).toEqual({ status: 0, message: "Invalid zipcode" });
  });

  it("§5 graph: points oldest first, drawable only with more than one entry", async () => {
    const response = await get(`/api/inventory/graph?${data({ vin })}`);
    const graph = response.json();
    expect(graph.drawable).toBe(graph.points.length > 1);
    expect(graph.points.at(-1).price).toBe(graph.current_price);
  });

  it("compare-graph: comparables of the same model-year as points", async () => {
    const response = await get(`/api/inventory/compare-graph/${vin}`);
    expect(response.statusCode).toBe(200);
    const graph = response.json();
    expect(graph.points.every((p: { vin: string }) => p.vin !== vin)).toBe(true);
    expect((await get("/api/inventory/compare-graph/nope")).statusCode).toBe(400);
  });
});
