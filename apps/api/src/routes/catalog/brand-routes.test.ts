import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogTestApp, data, type CatalogTestApp } from "../../test/catalog-test-app.js";

describe("brands and sale models", () => {
  let t: CatalogTestApp;
  beforeAll(async () => {
    t = await createCatalogTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("§3 brands: id, name, slug, url and the isUsed/isNew/isCertified flags", async () => {
    const all = (await get("/api/brands")).json() as { slug: string; url: string; isNew: boolean; isUsed: boolean }[];
    expect(all).toHaveLength(70);
    expect(all.find((b) => b.slug === "land-rover")).toMatchObject({ url: "/land-rover", isNew: true, isUsed: true });
    const sale = (await get(`/api/brands?${data({ mode: "sale" })}`)).json() as { slug: string }[];
    expect(sale.map((b) => b.slug)).not.toContain("oldsmobile");
    expect((await get(`/api/brands?${data({ mode: "lease" })}`)).json()).toEqual({ status: 0, message: "mode must be review, sale or ranking." });
  });

  it("§9 brands sort as people read them, case-insensitive: Bentley before BMW (issue #15)", async () => {
    const names = ((await get("/api/brands")).json() as { name: string }[]).map((b) => b.name);
    expect(names.indexOf("Bentley")).toBeLessThan(names.indexOf("BMW"));
    expect(names).toEqual([...names].sort(new Intl.Collator("en", { sensitivity: "base" }).compare));
  });

  it("§7 sale models: model_name, model_slug, id, url of models with cars in the tab; years with for_home", async () => {
    const row = await t.database.db.selectFrom("listings").select(["brand_id", "brand_slug"]).where("condition", "=", "new").executeTakeFirstOrThrow();
    const response = await get(`/api/inventory/models?${data({ brand_id: row.brand_id, is_new: 1, is_slug_required: 1, for_home: 1 })}`);
    expect(response.statusCode).toBe(200);
    const models = response.json() as { model_name: string; model_slug: string; id: number; url: string; years: { year: number; url: string }[] }[];
    expect(models.length).toBeGreaterThan(0);
    const first = models[0]!;
    expect(first.url).toBe(`/new-cars/${row.brand_slug}/${first.model_slug}`);
    expect(first.years[0]!.url).toBe(`${first.url}?year=${first.years[0]!.year}`);
    const years = first.years.map((y) => y.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it("sale models need a numeric brand_id", async () => {
    expect((await get("/api/inventory/models")).json()).toEqual({ status: 0, message: "brand_id is required." });
    expect((await get(`/api/inventory/models?${data({ brand_id: "1; drop table brands" })}`)).json()).toEqual({
      status: 0,
      message: "brand_id must be a whole number.",
    });
    expect((await get(`/api/inventory/models?${data({ brand_id: 999999 })}`)).json()).toEqual([]);
  });
});
