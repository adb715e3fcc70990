import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "@carmarket/api-client";
import { createCatalogTestApp, VISITOR_COOKIE, type CatalogTestApp } from "@carmarket/api/testing";
import { injectAdapter } from "./inject-adapter.js";

describe("@carmarket/api-client catalogue calls against the API", () => {
  let t: CatalogTestApp;
  let api: ReturnType<typeof createApiClient>;
  beforeAll(async () => {
    t = await createCatalogTestApp();
    // A browser's cookie jar for the API's visitor cookie, which the client never reads itself.
    let jar = "";
    const inject = injectAdapter(t.app, (response) => {
      const cookie = response.cookies.find((c) => c.name === VISITOR_COOKIE);
      if (cookie) jar = `${cookie.name}=${cookie.value}`;
    });
    const adapter: typeof inject = (config) => {
      if (jar) config.headers.set("cookie", jar);
      return inject(config);
    };
    api = createApiClient({ baseURL: "/api", adapter });
  });
  afterAll(() => t.close());

  it("browses: brands → sale models → search near a ZIP → one car → its graphs and similar cars", async () => {
    const brands = await api.getBrands({ mode: "sale" });
    const listing = await t.database.db
      .selectFrom("listings")
      .innerJoin("dealers", "dealers.id", "listings.dealer_id")
      .select(["listings.brand_id", "listings.vin", "dealers.zip", "dealers.id"])
      .where("condition", "=", "used")
      .orderBy("vin")
      .executeTakeFirstOrThrow();
    expect(brands?.some((brand) => brand.id === listing.brand_id)).toBe(true);
    const models = await api.getSaleModels({ brand_id: listing.brand_id, is_slug_required: 1 });
    expect(models?.length).toBeGreaterThan(0);
    const results = await api.getListingData({ zip: listing.zip, radius: 50, sort: "distance", page_size: 5 });
    expect(results?.vins.length).toBeGreaterThan(0);
    expect(results?.facets.year?.length).toBeGreaterThan(0);
    // The answer schema serializes the reply: the GeoJSON point's tuple must come through as numbers.
    expect(results?.vins[0]?.location).toEqual({ type: "Point", coordinates: [expect.any(Number), expect.any(Number)] });
    const car = await api.getVinData({ vin: listing.vin });
    expect(car?.vin._id).toBe(listing.vin);
    expect(car?.vin.dealer_info.zip).toBe(listing.zip);
    expect((await api.getGraph({ vin: listing.vin }))?.vin).toBe(listing.vin);
    expect((await api.getCompareGraph(listing.vin))?.vin).toBe(listing.vin);
    expect(await api.getSimilarVins({ vin: listing.vin })).toEqual(expect.any(Array));
    expect(await api.getVinData({ vin: "1HGCM82633A004352" })).toBeNull();
  });

  it("#23.7 decodes a VIN with NHTSA's vPIC; a malformed VIN reads as null", async () => {
    expect(await api.decodeVin("4T1G11AK6MU000001")).toMatchObject({
      vin: "4T1G11AK6MU000001",
      source: "NHTSA vPIC",
      facts: { make: "Toyota", model: "Camry", modelYear: 2021 },
    });
    expect(await api.decodeVin("4T1G11AK6MU00000")).toBeNull();
  });

  it("locates: zip lookup, subfooter and lat/long", async () => {
    const dealer = await t.database.db
      .selectFrom("dealers")
      .innerJoin("zips", "zips.zip", "dealers.zip")
      .select(["dealers.zip", "zips.latitude", "zips.longitude"])
      .orderBy("dealers.id")
      .executeTakeFirstOrThrow();
    const zip = await api.lookupZip({ zipcode: dealer.zip });
    expect(zip?.cookie_zip).toBe(dealer.zip);
    expect((await api.getSubfooterData({ zip: dealer.zip }))?.subfooter_vins.length).toBeGreaterThan(0);
    expect(await api.lookupLocation({ latlong: `${dealer.latitude},${dealer.longitude}` })).toMatchObject({ status: 1, zip: dealer.zip });
    expect(await api.lookupLocation({ latlong: "here" })).toMatchObject({ status: 0, msg: expect.stringContaining("Invalid location") });
  });

  it("dealers: list, page, reviews, write and vote", async () => {
    const dealer = await t.database.db.selectFrom("dealers").select(["id", "zip"]).orderBy("id").executeTakeFirstOrThrow();
    expect((await api.getDealers({ zip: dealer.zip }))?.dealers[0]?.id).toBe(dealer.id);
    expect((await api.getDealer(dealer.id))?.dealer_info.zip).toBe(dealer.zip);
    expect(
      await api.writeDealerReview(dealer.id, { rating: 4, title: "Good", text: "Quick paperwork, fair price.", name: "Ann Lee", email: "ann@example.com" }),
    ).toMatchObject({ status: 1 });
    const reviews = await api.getDealerReviews(dealer.id);
    const review = reviews!.reviews[0]!;
    expect(review.title).toBe("Good");
    expect(await api.likeDealerReview(review.id, true)).toEqual({ status: 1, likes: 1, dislikes: 0 });
    expect(await api.dislikeDealerReview(review.id, true)).toEqual({ status: 1, likes: 0, dislikes: 1 });
  });
});
