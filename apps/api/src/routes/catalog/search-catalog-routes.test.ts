import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogTestApp, type CatalogTestApp } from "./catalog-test-app.js";

interface CatalogBrand {
  slug: string;
  name: string;
  models: { slug: string; name: string }[];
}

describe("GET /search-words/catalog (issue #17)", () => {
  let t: CatalogTestApp;
  beforeAll(async () => {
    t = await createCatalogTestApp();
  });
  afterAll(() => t.close());

  it("lists every brand with models, each with its models' slugs and names, as people read them", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/search-words/catalog" });
    expect(response.statusCode).toBe(200);
    const brands = response.json() as CatalogBrand[];
    const honda = brands.find((brand) => brand.slug === "honda");
    expect(honda).toMatchObject({ name: "Honda" });
    expect(honda?.models).toContainEqual({ slug: "cr-v", name: "CR-V" });
    expect(brands.find((brand) => brand.slug === "oldsmobile")).toBeUndefined();
    const byName = new Intl.Collator("en", { sensitivity: "base" }).compare;
    expect(brands.map((brand) => brand.name)).toEqual(brands.map((brand) => brand.name).sort(byName));
    const modelCount = await t.database.db.selectFrom("models").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(brands.reduce((sum, brand) => sum + brand.models.length, 0)).toBe(Number(modelCount.n));
  });

  it("may be kept for five minutes by the browser and the server's renders", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/search-words/catalog" });
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
  });
});
