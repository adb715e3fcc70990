import { BODY_TYPES, conditionFromSection, listingPath, withQuery, type ListingCondition } from "@carmarket/routes";
import type { BodyTypeLink } from "@carmarket/contract";
import type { ListingCard } from "./listing-card.js";
import { CAROUSEL_NAMES, nearbyPicks, type CarouselName } from "./listing-index/nearby-picks.js";
import { cardsByVin, type SearchReads } from "./listing-search.js";
import { CAROUSEL_SIZE } from "./vehicle-detail.js";

/** How far "near your ZIP" reaches (miles). */
export const NEARBY_RADIUS_MILES = 100;

/** The part of the site a carousel request comes from: a listing path narrows the cars (§7 zip lookup "url"). */
export interface PageScope {
  condition: ListingCondition | null;
  brandSlug: string | null;
  modelSlug: string | null;
}

/** Reads `/used-cars/toyota/camry` style paths; anything else is the whole catalogue. */
export function pageScope(url: string | undefined): PageScope {
  const path = (url ?? "").split(/[?#]/)[0] ?? "";
  const [section, brand, model] = path.split("/").filter(Boolean);
  const condition = section ? (conditionFromSection(section) ?? null) : null;
  if (!condition) return { condition: null, brandSlug: null, modelSlug: null };
  return { condition, brandSlug: brand ?? null, modelSlug: brand ? (model ?? null) : null };
}

type Carousels = Record<CarouselName, ListingCard[]>;

export interface NearbyListings {
  carousels: Carousels;
  /** Nearby counts by body type with their listing links (§7 forsale_listings_filter). */
  bodyTypes: BodyTypeLink[];
  /** Trim counts of the page's model (§7 trims), empty off a model page. */
  trims: { name: string; count: number }[];
}

/**
 * Everything the zip answer shows about cars near a place: the carousels (at most 9 cars each, §9) and
 * the body-type and trim counts from the process's search index once it has caught up (ADR 258; one
 * statement before, ADR 172), then the chosen cars' cards read by VIN in one statement.
 */
export async function nearbyListings(
  { index, readDb }: SearchReads,
  origin: { latitude: number; longitude: number },
  scope: PageScope,
  zip: string,
): Promise<NearbyListings> {
  const picks = nearbyPicks(await index.fresh(), origin, scope, NEARBY_RADIUS_MILES, CAROUSEL_SIZE);
  const vins = [...new Set(CAROUSEL_NAMES.flatMap((name) => picks.carousels[name]))];
  const cards = new Map((await cardsByVin({ readDb, primary: index.primary }, vins, origin)).map((card) => [card._id, card]));
  const carousels = Object.fromEntries(CAROUSEL_NAMES.map((name) => [name, picks.carousels[name].flatMap((vin) => cards.get(vin) ?? [])])) as Carousels;
  const condition = scope.condition ?? "used";
  const bodyTypes = picks.bodyTypes.map((row) => ({
    name: BODY_TYPES[row.body_type as keyof typeof BODY_TYPES] ?? row.body_type,
    slug: row.body_type,
    count: row.count,
    url: withQuery(listingPath({ condition }), { body_type: row.body_type, zip }),
  }));
  return { carousels, bodyTypes, trims: picks.trims };
}
