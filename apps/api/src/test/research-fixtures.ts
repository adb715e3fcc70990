import type { Db } from "../db/database.js";

/** Catalogue rows for research tests: a few lines of the catalogue (research reads their figures from it), one model-year deliberately without listings. */
const FIXTURE_MODELS = [
  { brand: "toyota", model: "Camry", slug: "camry", body: "sedan", cls: "Midsize Car", msrp: 26_420, years: [2023, 2024], fuel: "Gasoline" },
  { brand: "toyota", model: "RAV4", slug: "rav4", body: "suv", cls: "Compact SUV", msrp: 28_675, years: [2024], fuel: "Hybrid" },
  { brand: "honda", model: "Accord", slug: "accord", body: "sedan", cls: "Midsize Car", msrp: 27_295, years: [2024], fuel: "Gasoline" },
  { brand: "honda", model: "CR-V", slug: "cr-v", body: "suv", cls: "Compact SUV", msrp: 29_500, years: [2024], fuel: "Gasoline" },
  { brand: "bmw", model: "X5", slug: "x5", body: "suv", cls: "Midsize Luxury SUV", msrp: 65_200, years: [2024], fuel: "Gasoline" },
  { brand: "ford", model: "F-150", slug: "f-150", body: "pickup-truck", cls: "Full-size Pickup", msrp: 36_570, years: [2024], fuel: "Gasoline" },
  { brand: "tesla", model: "Model 3", slug: "model-3", body: "sedan", cls: "Electric Car", msrp: 38_990, years: [2024], fuel: "Electric" },
] as const;

const BRAND_NAMES: Record<string, string> = { toyota: "Toyota", honda: "Honda", bmw: "BMW", ford: "Ford", tesla: "Tesla" };

/** Writes brands, models, model years (plus Camry 2022 with no listings), one dealer and one listing per model-year. */
export async function insertCatalogFixtures(db: Db): Promise<{ modelIds: Record<string, number> }> {
  const brandIds: Record<string, number> = {};
  for (const [slug, name] of Object.entries(BRAND_NAMES)) {
    brandIds[slug] = (
      await db.insertInto("brands").values({ name, slug, is_used: true, is_new: true, is_certified: true }).returning("id").executeTakeFirstOrThrow()
    ).id;
  }
  const dealer = await db
    .insertInto("dealers")
    .values({
      name: "Fixture Motors",
      slug: "fixture-motors",
      email: "sales@fixture.invalid",
      website: "https://fixture.invalid",
      contact: JSON.stringify({ Sales: "(555) 010-0000" }),
      timing: JSON.stringify({}),
      address: "1 Main St",
      zip: "97865",
      city: "Portland",
      state: "OR",
      latitude: 45.5,
      longitude: -122.6,
      rating: 4.5,
      rating_count: 10,
      dealer_url: "/dealers/1",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const modelIds: Record<string, number> = {};
  let serial = 0;
  for (const spec of FIXTURE_MODELS) {
    const brandId = brandIds[spec.brand]!;
    const { id } = await db
      .insertInto("models")
      .values({
        brand_id: brandId,
        name: spec.model,
        slug: spec.slug,
        body_type: spec.body,
        vehicle_class: spec.cls,
        submodel_family_slug: spec.slug,
        url: `/${spec.brand}/${spec.slug}`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    modelIds[spec.slug] = id;
    const years = spec.slug === "camry" ? [2022, ...spec.years] : spec.years;
    for (const year of years) {
      const trims = [
        { name: "Base", msrp: spec.msrp },
        { name: "Sport", msrp: spec.msrp + 2_500 },
        { name: "Sport Plus", msrp: spec.msrp + 5_000 },
      ];
      await db
        .insertInto("model_years")
        .values({ model_id: id, year, msrp_base: spec.msrp, trims: JSON.stringify(trims) })
        .execute();
      if (year === 2022) continue;
      serial++;
      await db
        .insertInto("listings")
        .values({
          vin: `1FJXTURE0000${String(serial).padStart(5, "0")}`,
          dealer_id: dealer.id,
          brand_id: brandId,
          model_id: id,
          year,
          brand_name: BRAND_NAMES[spec.brand]!,
          brand_slug: spec.brand,
          model_name: spec.model,
          model_slug: spec.slug,
          body_type: spec.body,
          trim_name: "Base",
          trim_family_name: "Base",
          submodel_name: null,
          submodel_slug: null,
          submodel_family_slug: null,
          submodel_family_name: null,
          vin_name: `${year} ${BRAND_NAMES[spec.brand]} ${spec.model}`,
          condition: "new",
          is_latest: true,
          price: spec.msrp,
          dealer_price: spec.msrp,
          msrp: spec.msrp,
          previous_price: null,
          expected_price: null,
          comparable_count: 0,
          deal_value: null,
          deal_difference: null,
          deal_rank: 5,
          mileage: 10,
          fuel_economy: null,
          fuel: spec.fuel,
          engine: null,
          engine_type: null,
          drivetrain: null,
          transmission: null,
          color: "White",
          interior_color: null,
          main_picture: null,
          image: null,
          thumb_exterior: JSON.stringify([]),
          other_images: JSON.stringify([]),
          sample_images: JSON.stringify([]),
          image_count: 0,
          city_name: "Portland",
          state_name: "OR",
          latitude: 45.5,
          longitude: -122.6,
          date_of_release_in_market: "2024-05-01T00:00:00Z",
          major_options: JSON.stringify([]),
          owner_count: null,
          count_accident: null,
          has_accidents: null,
          theft_title: null,
          url: `/new-cars/${spec.brand}/${spec.slug}`,
          feed_item_id: null,
          last_seen_in_feed: "2024-06-01T00:00:00Z",
        })
        .execute();
    }
  }
  return { modelIds };
}
