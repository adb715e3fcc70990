import type { Listing } from "@carmarket/listing";
import type { Db } from "../../db/database.js";
import type { ArticleCars } from "../../news/news-page-data.js";

/** §9: carousels show at most 9 cars. */
const CAROUSEL_CARS = 9;

/**
 * Cars for the bottom of an article: listings of the brand the headline names (longest name wins,
 * so "Land Rover" beats "Rover"), and that brand's research path. Empty when no brand is named.
 */
export async function articleCars(db: Db, title: string): Promise<ArticleCars<Listing>> {
  const lower = title.toLowerCase();
  const brands = await db.selectFrom("brands").select(["id", "name", "slug"]).execute();
  const brand = brands
    .filter((b) => new RegExp(`\\b${escapeRegExp(b.name.toLowerCase())}\\b`).test(lower))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (!brand) return { subfooterVins: [], carUrlSlug: "" };
  const rows = await db
    .selectFrom("listings")
    .select(["vin", "brand_name", "brand_slug", "model_name", "model_slug", "year", "vin_name", "trim_name", "price", "msrp", "mileage", "main_picture", "city_name", "state_name", "condition", "url"])
    .where("brand_id", "=", brand.id)
    .where("is_sold", "=", false)
    .orderBy("date_of_release_in_market", "desc")
    .orderBy("vin")
    .limit(CAROUSEL_CARS)
    .execute();
  return {
    carUrlSlug: `/${brand.slug}`,
    subfooterVins: rows.map((row) => ({
      _id: row.vin,
      brand_name: row.brand_name,
      brand_slug: row.brand_slug,
      model_name: row.model_name,
      model_slug: row.model_slug,
      year: row.year,
      vin_name: row.vin_name,
      ...(row.trim_name ? { trim_name: row.trim_name } : {}),
      ...(row.price !== null ? { price: row.price } : {}),
      ...(row.msrp !== null ? { msrp: row.msrp } : {}),
      ...(row.mileage !== null ? { mileage: row.mileage } : {}),
      ...(row.main_picture ? { main_picture: row.main_picture } : {}),
      city_name: row.city_name,
      state_name: row.state_name,
      is_new: row.condition === "new",
      isUsed: row.condition !== "new",
      certified_car: row.condition === "certified",
      url: row.url,
    })),
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
