import { describe, expect, it, vi } from "vitest";
import type { CarData, ResolvedPage } from "@carmarket/api-client";
import { resolveResearch, type ResearchApi } from "./resolve-research.js";

const car = { id: 7, title: "2024 Toyota Camry", brand_slug: "toyota", model_slug: "camry", year: 2024 } as CarData;
const listing = { _id: "1HGCM82633A004352", vin_name: "2020 Honda Accord" };
const review = { id: 42, rating: 5, title: "Great", text: "A great family car.", author_name: "Ann", created_at: "2024-01-01T00:00:00Z" };

/** A fake API that answers resolvePage like the real one for the paths these tests use. */
function fakeApi(resolved: Record<string, ResolvedPage>): ResearchApi {
  return {
    resolvePage: vi.fn(async (path: string) => resolved[path] ?? null),
    getBrands: vi.fn(async () => [{ id: 1, name: "Toyota", slug: "toyota", url: "/toyota", isUsed: true, isNew: true, isCertified: true }]),
    getCarReviews: vi.fn(async ({ page = 1 }: { car_id: number; page?: number }) => ({
      count: 12,
      average_rating: 4.5,
      page,
      page_size: 10,
      reviews: page === 2 ? [review] : [],
    })),
    getVinData: vi.fn(async ({ vin }: { vin: string }) => (vin === listing._id ? { vin: listing, similar_vins: [] } : null)),
    getListingData: vi.fn(async () => ({ count: 1, vins: [listing], facets: {}, page: 1, page_size: 24, title: "" })),
  } as unknown as ResearchApi;
}

const resolve = (api: ResearchApi, path: string) => resolveResearch(api, new URL(path, "http://localhost"));

describe("§2.1 research route resolution", () => {
  const api = fakeApi({
    "/toyota": { page_type: "BRAND", brand: { id: 1, name: "Toyota", slug: "toyota" }, models: [] },
    "/toyota/camry": { page_type: "SUBMODEL", brand: { id: 1, name: "Toyota", slug: "toyota" }, model: {} as never, cars: [] },
    "/toyota/camry/2024/safety": { page_type: "CAR", car, active_tab: "safety" },
    "/toyota/camry/mpg": { page_type: "CAR", car, active_tab: "mpg" },
    "/toyota/camry/2024/user-reviews/42": { page_type: "SINGLE_REVIEW", car, active_tab: "overview" },
    "/toyota/camry/2024/user-reviews/43": { page_type: "SINGLE_REVIEW", car, active_tab: "overview" },
    "/toyota/camry/2024/build": { page_type: "BUILD_PRICE", car, active_tab: "overview", build: { trims: [], method: "Estimates." } },
    "/toyota/camry/2024/write-review": { page_type: "WRITE_REVIEW", car, active_tab: "overview" },
    "/toyota/camry/2024/submit-review": { page_type: "SUBMIT_REVIEW", car, active_tab: "overview" },
    "/toyota/camry/2024/submitted-review-success": { page_type: "REVIEW_SUCCESS", car, active_tab: "overview" },
    "/suv": { page_type: "RANKING", ranking: { url: "/suv", title: "Best SUVs", body_type: "suv" }, entries: [], related: [] },
    "/car-compare/toyota-camry-vs-honda-accord": { page_type: "COMPARE", slug: "toyota-camry-vs-honda-accord", title: "A vs B", cars: [car, car] },
  });

  it.each([
    ["/toyota", "BRAND"],
    ["/toyota/camry", "SUBMODEL"],
    ["/toyota/camry/2024/safety", "CAR"],
    ["/toyota/camry/mpg", "CAR"],
    ["/toyota/camry/2024/build", "BUILD_PRICE"],
    ["/toyota/camry/2024/write-review", "WRITE_REVIEW"],
    ["/toyota/camry/2024/submit-review", "SUBMIT_REVIEW"],
    ["/toyota/camry/2024/submitted-review-success", "REVIEW_SUCCESS"],
    ["/suv", "RANKING"],
    ["/car-compare/toyota-camry-vs-honda-accord", "COMPARE"],
    ["/toyota/camry/2024/user-reviews/42", "SINGLE_REVIEW"],
    ["/car-compare/1HGCM82633A004352-vs-1HGCM82633A004352", "VIN_COMPARE"],
  ])("§2.1 %s is a %s page", async (path, type) => {
    expect((await resolve(api, path))?.page.type).toBe(type);
  });

  it("§2.2 the car page keeps the tab the API resolved", async () => {
    expect((await resolve(api, "/toyota/camry/2024/safety"))?.page).toMatchObject({ type: "CAR", activeTab: "safety" });
  });

  it("SINGLE_REVIEW pages through the reviews to find the one in the path", async () => {
    expect((await resolve(api, "/toyota/camry/2024/user-reviews/42"))?.page).toMatchObject({ review: { id: 42 } });
    expect(await resolve(api, "/toyota/camry/2024/user-reviews/43")).toBeNull();
  });

  it("BUILD_PRICE reads the local listings of the model year", async () => {
    expect((await resolve(api, "/toyota/camry/2024/build"))?.page).toMatchObject({ type: "BUILD_PRICE", listings: [listing], build: { method: "Estimates." } });
  });

  it("only the compare page loads the review picker's brands", async () => {
    expect((await resolve(api, "/car-compare/toyota-camry-vs-honda-accord"))?.brands).toHaveLength(1);
    expect((await resolve(api, "/toyota"))?.brands).toEqual([]);
  });

  it.each(["/no-such-brand", "/toyota/camry/2025", "/car-compare/1HGCM82633A004352-vs-2HGCM82633A004352", "/used-cars/toyota", "/dealers", "/"])(
    "§2.1 %s is no research page (404)",
    async (path) => {
      expect(await resolve(api, path)).toBeNull();
    },
  );
});

describe("#27.2 a review links to the cars for sale", () => {
  const api = fakeApi({ "/toyota/camry/2024/safety": { page_type: "CAR", car, active_tab: "safety" } });

  it("with the count of used cars of its model year near the shopper's ZIP", async () => {
    const found = await resolveResearch(api, new URL("/toyota/camry/2024/safety", "http://localhost"), { zipcode: "10001" });
    expect(found?.page).toMatchObject({ type: "CAR", forSale: { count: 1, url: "/used-cars/toyota/camry?year=2024", zip: "10001" } });
    expect(api.getListingData).toHaveBeenCalledWith({ condition: "used", brand_slug: "toyota", model_slug: "camry", year: "2024", page_size: 1, zip: "10001" });
  });

  it("to the model's used cars of every year when none of that year is for sale", async () => {
    const none = {
      ...api,
      getListingData: vi.fn(async () => ({ count: 0, vins: [], facets: {}, page: 1, page_size: 1, title: "" })),
    } as unknown as ResearchApi;
    const found = await resolveResearch(none, new URL("/toyota/camry/2024/safety", "http://localhost"));
    expect(found?.page).toMatchObject({ forSale: { count: 0, url: "/used-cars/toyota/camry", zip: undefined } });
  });
});
