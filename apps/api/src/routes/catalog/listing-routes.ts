import type { FastifyPluginAsync } from "fastify";
import { BODY_TYPES, findBrand, isBodyTypeSlug } from "@carmarket/routes";
import type { Db } from "../../db/database.js";
import { contract, DEFAULT_RADIUS_MILES, type ListingFilters } from "@carmarket/contract";
import { routeOperation } from "../../http/contract-route.js";
import { searchListings } from "../../search/listing-search.js";
import { requireZip } from "../../search/zip-lookup.js";

const CONDITION_TITLES: Record<string, string> = { new: "New", used: "Used", certified: "Certified Pre-Owned" };

/**
 * Page heading of a search, e.g. "Used Toyota SUVs for Sale near Austin, TX" or, for one model,
 * "Used Toyota Camry for Sale near New York, NY" (the model names the cars, issue #15).
 */
function searchTitle(filters: ListingFilters, { place, model }: { place: string | null; model: string | null }): string {
  const condition =
    filters.condition?.length === 1
      ? CONDITION_TITLES[filters.condition[0] ?? ""]
      : filters.is_new
        ? "New"
        : filters.certified_car
          ? "Certified Pre-Owned"
          : filters.isUsed
            ? "Used"
            : undefined;
  const brand = filters.brand_slug?.length === 1 ? findBrand(filters.brand_slug[0] ?? "")?.name : undefined;
  const bodySlug = filters.body_type?.length === 1 ? filters.body_type[0] : undefined;
  const cars = model ?? (bodySlug && isBodyTypeSlug(bodySlug) ? `${BODY_TYPES[bodySlug]}s` : "Cars");
  const words = [condition, brand, cars, "for Sale"].filter(Boolean).join(" ");
  return place ? `${words} near ${place}` : words;
}

/** The name of the one model a search names by brand and model slug ("camry" → "Camry"), else null. */
async function searchedModelName(db: Db, filters: ListingFilters): Promise<string | null> {
  const [brand, otherBrand] = filters.brand_slug ?? [];
  const [model, otherModel] = filters.model_slug ?? [];
  if (brand === undefined || model === undefined || otherBrand !== undefined || otherModel !== undefined) return null;
  const row = await db
    .selectFrom("models")
    .innerJoin("brands", "brands.id", "models.brand_id")
    .select("models.name")
    .where("brands.slug", "=", brand)
    .where("models.slug", "=", model)
    .executeTakeFirst();
  return row?.name ?? null;
}

/** GET /inventory/listingdata: the search with facets (§7, §9). */
export const listingRoutes: FastifyPluginAsync = async (app) => {
  routeOperation(app, contract.getListingData).handle(async ({ query: filters }, request) => {
    const zip = filters.zip ? await requireZip(request.readDb, filters.zip) : null;
    const origin = zip ? { latitude: zip.latitude, longitude: zip.longitude, radiusMiles: filters.radius ?? DEFAULT_RADIUS_MILES } : null;
    const [result, model] = await Promise.all([
      searchListings({ index: app.listingIndex, readDb: request.readDb }, filters, origin),
      searchedModelName(request.readDb, filters),
    ]);
    return { ...result, title: searchTitle(filters, { place: zip ? `${zip.city}, ${zip.state}` : null, model }) };
  });
};
