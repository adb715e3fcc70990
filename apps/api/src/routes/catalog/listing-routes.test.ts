import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distanceMetresSql, METRES_PER_MILE } from "../../search/geo.js";
import { busiestZip, createCatalogTestApp, data, type CatalogTestApp } from "../../test/catalog-test-app.js";

interface Card {
  _id: string;
  price: number;
  mileage?: number;
  year: number;
  dist?: number;
  color: string;
  brand_slug: string;
  is_new: boolean;
  deal_value?: string;
}
interface SearchAnswer {
  count: number;
  vins: Card[];
  facets: Record<string, { name: string; count: number }[]>;
  page: number;
  page_size: number;
  title: string;
}

describe("GET /api/inventory/listingdata", () => {
  let t: CatalogTestApp;
  let busyZip: string;
  beforeAll(async () => {
    t = await createCatalogTestApp();
    busyZip = await busiestZip(t.database.db);
  });
  afterAll(() => t.close());

  const search = async (params: Record<string, string | number>) => {
    const response = await t.app.inject({ method: "GET", url: `/api/inventory/listingdata?${data(params)}` });
    return { status: response.statusCode, body: response.json() as SearchAnswer };
  };

  it("answers count, a page of cards and facets; facet counts add up to the total", async () => {
    const { status, body } = await search({ page_size: 5 });
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThan(250);
    expect(body.vins).toHaveLength(5);
    const conditionTotal = body.facets.condition!.reduce((sum, option) => sum + option.count, 0);
    expect(conditionTotal).toBe(body.count);
  });

  it("#26.16 listed_after: only the cars listed after that time, newest first; a time it cannot read is a 400", async () => {
    const rows = await t.database.db
      .selectFrom("listings")
      .select("date_of_release_in_market")
      .where("is_sold", "=", false)
      .orderBy("date_of_release_in_market", "desc")
      .limit(40)
      .execute();
    const after = new Date(rows[rows.length - 1]!.date_of_release_in_market as Date);
    const newer = rows.filter((row) => new Date(row.date_of_release_in_market as Date) > after).length;
    const { status, body } = await search({ listed_after: after.toISOString(), page_size: 50 });
    expect(status).toBe(200);
    expect(body.count).toBe(newer);
    const bad = await search({ listed_after: "yesterday" });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as { message: string }).message).toBe("listed_after must be a time like 2024-06-01T12:00:00.000Z.");
  });

  it("#26.12 a car the dealer sent no photo of carries its drawing as its card picture, not none", async () => {
    const row = await t.database.db
      .selectFrom("listings")
      .select(["vin", "model_slug", "brand_slug", "body_type", "color"])
      .where("image", "is", null)
      .where("main_picture", "is", null)
      .where("is_sold", "=", false)
      .orderBy("vin")
      .executeTakeFirstOrThrow();
    const { body } = await search({ brand_slug: row.brand_slug, model_slug: row.model_slug, page_size: 50 });
    const card = body.vins.find((vin) => vin._id === row.vin) as Card & { image?: string; main_picture?: string };
    expect(card.main_picture).toBeUndefined();
    expect(card.image).toBe(`/api/images/${row.body_type}/${row.color.toLowerCase()}/220x150.svg`);
  });

  it("§9 facet order: years descending, other options alphabetical", async () => {
    const { body } = await search({});
    const years = body.facets.year!.map((o) => Number(o.name));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const brands = body.facets.brand_slug!.map((o) => o.name);
    expect(brands).toEqual([...brands].sort((a, b) => a.localeCompare(b)));
  });

  it("§9 colour filter: only cars of the chosen colours; the colour facet still counts the others", async () => {
    const { body: all } = await search({});
    const { body } = await search({ color: "white,black" });
    expect(body.vins.every((card) => ["white", "black"].includes(card.color.toLowerCase()))).toBe(true);
    const white = all.facets.color!.find((o) => o.name === "white")!.count;
    const black = all.facets.color!.find((o) => o.name === "black")!.count;
    expect(body.count).toBe(white + black);
    expect(body.facets.color).toEqual(all.facets.color);
    expect(all.facets.color!.some((o) => o.name === "unknown")).toBe(false);
  });

  it("zip + radius keeps cars within the radius (dist in metres, §9) and sorts by distance", async () => {
    const { status, body } = await search({ zip: busyZip, radius: 25, sort: "distance" });
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThan(0);
    const distances = body.vins.map((card) => card.dist ?? -1);
    expect(distances.every((d) => d >= 0 && d <= 25 * 1609.34)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.title).toMatch(/^Cars for Sale near .+, [A-Z]{2}$/);
  });

  it("the heading names the searched model once and the place once (issue #15)", async () => {
    const { body } = await search({ condition: "used", brand_slug: "toyota", model_slug: "camry", zip: busyZip });
    expect(body.title).toMatch(/^Used Toyota Camry for Sale near [^,]+, [A-Z]{2}$/);
    const { body: brand } = await search({ condition: "used", brand_slug: "toyota" });
    expect(brand.title).toBe("Used Toyota Cars for Sale");
  });

  it("a search around a ZIP counts each car within the radius once, on both sides of the ZIP's latitude, and pages keep one order (ADRs 206, 258)", async () => {
    const radius = 500;
    const db = t.database.db;
    // The reference: one plain statement over every unsold car within the radius.
    const around = async (zip: string) => {
      const origin = await db.selectFrom("zips").select(["latitude", "longitude"]).where("zip", "=", zip).executeTakeFirstOrThrow();
      const { rows } = await sql<{ vin: string; latitude: number }>`
        select l.vin, l.latitude from listings l
        where not l.is_sold and ${distanceMetresSql(origin, "l")} <= ${radius * METRES_PER_MILE}
        order by coalesce(l.dealer_price, l.price) asc nulls last, l.vin
      `.execute(db);
      return { zip, origin, reference: rows };
    };
    // The busiest dealer ZIP with cars south of it; its own dealers sit right on its latitude.
    const busiest = await db
      .selectFrom("dealers")
      .innerJoin("listings", "listings.dealer_id", "dealers.id")
      .select("dealers.zip")
      .groupBy("dealers.zip")
      .orderBy(sql`count(*)`, "desc")
      .orderBy("dealers.zip")
      .limit(10)
      .execute();
    const candidates = await Promise.all(busiest.map((row) => around(row.zip)));
    const { zip, origin, reference } = candidates.find((c) => c.reference.some((row) => row.latitude < c.origin.latitude)) ?? candidates[0]!;
    expect(reference.some((row) => row.latitude < origin.latitude)).toBe(true);
    expect(reference.some((row) => row.latitude === origin.latitude)).toBe(true);
    const pages = await Promise.all([1, 2, 3].map((page) => search({ zip, radius, sort: "price_asc", page, page_size: 10 })));
    expect(pages[0]!.body.count).toBe(reference.length);
    expect(pages[0]!.body.facets.body_type!.reduce((sum, option) => sum + option.count, 0)).toBe(reference.length);
    expect(pages.flatMap(({ body }) => body.vins.map((card) => card._id))).toEqual(reference.slice(0, 30).map((row) => row.vin));
  });

  it("filters by price and mileage ranges and sorts by price", async () => {
    const { body } = await search({ dealer_price: "10000-30000", mileage: "-60000", sort: "price_asc", page_size: 50 });
    expect(body.vins.length).toBeGreaterThan(0);
    for (const card of body.vins) {
      expect(card.price).toBeGreaterThanOrEqual(10000);
      expect(card.price).toBeLessThanOrEqual(30000);
      expect(card.mileage).toBeLessThanOrEqual(60000);
    }
    const prices = body.vins.map((card) => card.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("condition flags, deal filter and paging", async () => {
    const { body: newCars } = await search({ is_new: 1 });
    expect(newCars.vins.every((card) => card.is_new)).toBe(true);
    const { body: deals } = await search({ deal_value_order: "good-deal,Excellent Deal" });
    expect(deals.vins.every((card) => ["Good Deal", "Excellent Deal"].includes(card.deal_value ?? ""))).toBe(true);
    const { body: page2 } = await search({ page: 2, page_size: 10, sort: "year_desc" });
    const { body: page1 } = await search({ page: 1, page_size: 10, sort: "year_desc" });
    expect(page2.page).toBe(2);
    expect(page2.vins.map((c) => c._id)).not.toContain(page1.vins[0]!._id);
  });

  it.each([
    ["a malformed range", "mileage=lots", "mileage must be a range like 0-50000."],
    ["a decimal mileage", "mileage=0-1.5", "mileage must be a range like 0-50000."],
    ["a reversed range", "dealer_price=30000-10000", "dealer_price: the minimum is above the maximum."],
    ["an unknown sort", "sort=cheapest", "sort must be one of"],
    ["a bad zip", "zip=123", "Invalid zipcode"],
    ["an unknown zip", "zip=00000", "We could not find ZIP code 00000"],
    ["a radius too large", "zip=10001&radius=9999", "radius must be at most 500."],
    ["a bad deal value", "deal_value_order=steal", "deal_value_order must be among"],
    ["a bad page", "page=0", "page must be at least 1."],
    ["distance sort without zip", "sort=distance", "sort=distance needs a zip."],
  ])("400 with a clear message for %s", async (_name, query, message) => {
    const response = await t.app.inject({ method: "GET", url: `/api/inventory/listingdata?data=${encodeURIComponent(query)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0 });
    expect(response.json().message).toContain(message);
  });

  it("treats SQL in text filters as plain values", async () => {
    const { status, body } = await search({ brand_slug: "toyota' or '1'='1", color: "red); drop table listings;--" });
    expect(status).toBe(200);
    expect(body.count).toBe(0);
    const { body: after } = await search({});
    expect(after.count).toBeGreaterThan(0);
  });

  it("refuses a malformed data parameter and oversized lists", async () => {
    const twice = await t.app.inject({ method: "GET", url: "/api/inventory/listingdata?data=a&data=b" });
    expect(twice.statusCode).toBe(400);
    const long = await search({ color: Array.from({ length: 40 }, (_, i) => `c${i}`).join(",") });
    expect(long.status).toBe(400);
  });
});
