import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogTestApp, type CatalogTestApp } from "../../test/catalog-test-app.js";

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
    const { brands } = response.json() as { brands: CatalogBrand[] };
    const honda = brands.find((brand) => brand.slug === "honda");
    expect(honda).toMatchObject({ name: "Honda" });
    expect(honda?.models).toContainEqual({ slug: "cr-v", name: "CR-V" });
    expect(brands.find((brand) => brand.slug === "oldsmobile")).toBeUndefined();
    const byName = new Intl.Collator("en", { sensitivity: "base" }).compare;
    expect(brands.map((brand) => brand.name)).toEqual(brands.map((brand) => brand.name).sort(byName));
    const modelCount = await t.database.db
      .selectFrom("models")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(brands.reduce((sum, brand) => sum + brand.models.length, 0)).toBe(Number(modelCount.n));
  });

  it("#26.3 #26.5 names every transmission of the unsold cars and every feature, as the listings spell them", async () => {
    const { transmissions, features } = (await t.app.inject({ method: "GET", url: "/api/search-words/catalog" })).json() as {
      transmissions: string[];
      features: string[];
    };
    const unsold = await t.database.db
      .selectFrom("listings")
      .select("transmission")
      .distinct()
      .where("is_sold", "=", false)
      .where("transmission", "is not", null)
      .execute();
    expect([...transmissions].sort()).toEqual(unsold.map((row) => row.transmission).sort());
    const listed = await sql<{ feature: string }>`select distinct jsonb_array_elements_text(major_options) as feature from listings`.execute(t.database.db);
    expect([...features].sort()).toEqual(listed.rows.map((row) => row.feature).sort());
  });

  it("may be kept for five minutes by the browser and the server's renders", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/search-words/catalog" });
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
  });
});
