import { data } from "react-router";
import type { ApiClient, Brand, FacetOption, ListingCard, ListingData, SearchCatalog } from "@carmarket/api-client";
import { inventorySearchUrl, sortFilterOptions, type InventorySearch, type SearchKey } from "@carmarket/routes";
import type { PickerBrand } from "@carmarket/ui/brand-picker";
import { daysOnMarketFact, type DaysOnMarketFact } from "../../listing/days-on-market-fact.js";
import { createServerApi } from "../../server-api.js";
import { sharedRead } from "../../server/shared-read.js";
import type { LeadTarget } from "../../shell/lead-target.js";
import { readZipCookie } from "../../store/request-facts.js";
import { readSearchCatalog } from "../search-words/search-catalog.js";
import { knownFeature } from "./feature-names.js";
import { DEFAULT_RADIUS_MILES, WIDEST_RADIUS_MILES } from "./search-options.js";
import { listingDataParams, readConditionAssumed, readNotUnderstood, readSearchInput, type InventoryMatch, type SearchInput } from "./search-input.js";

/** The listing fields a result card and the page's JSON-LD read (keeps the page data small). */
export type SearchCard = Pick<
  ListingCard,
  | "_id"
  | "vin_name"
  | "year"
  | "brand_name"
  | "model_name"
  | "trim_name"
  | "price"
  | "dealer_price"
  | "msrp"
  | "is_new"
  | "is_sold"
  | "expected_price"
  | "previous_price"
  | "mileage"
  | "fuel_economy"
  | "dist"
  | "main_picture"
  | "image"
  | "save_car_count"
  | "dealer_name"
  | "dealer_id"
  | "city_name"
  | "state_name"
  | "url"
> &
  DaysOnMarketFact;

const CARD_FIELDS = [
  "_id",
  "vin_name",
  "year",
  "brand_name",
  "model_name",
  "trim_name",
  "price",
  "dealer_price",
  "msrp",
  "is_new",
  "is_sold",
  "expected_price",
  "previous_price",
  "mileage",
  "fuel_economy",
  "dist",
  "main_picture",
  "image",
  "save_car_count",
  "dealer_name",
  "dealer_id",
  "city_name",
  "state_name",
  "url",
] as const satisfies readonly (keyof SearchCard)[];

function toCard(listing: ListingCard, now: Date): SearchCard {
  const fields = Object.fromEntries(CARD_FIELDS.filter((key) => listing[key] !== undefined).map((key) => [key, listing[key]]));
  return { ...fields, ...daysOnMarketFact(listing, now) } as SearchCard;
}

/**
 * The facets the page shows: the filter panel's and the condition links' counts. The API also counts
 * brands and models (the picker lists brands itself); sending those through the page's data cost a
 * fifth of it (issue #13). Fuel is shown since it is a search key (issue #17: 'electric suv').
 */
const SHOWN_FACETS = [
  "condition",
  "body_type",
  "year",
  "deal_value",
  "trim_family_name",
  "submodel_family_name",
  "transmission",
  "engine",
  "drivetrain",
  "fuel",
  "color",
  "interior_color",
] as const;

/** A facet the page shows. */
export type ShownFacet = (typeof SHOWN_FACETS)[number];

/** The shown facets' options in §9 order: years descending, everything else alphabetical. */
export function shownFacets(facets: Record<string, FacetOption[]>): Partial<Record<ShownFacet, FacetOption[]>> {
  return Object.fromEntries(SHOWN_FACETS.flatMap((key) => (facets[key] ? [[key, sortFilterOptions(key, facets[key])]] : [])));
}

/** The brands on sale are the same for every shopper: one call per server process every few seconds (ADR 231). */
const saleBrandsRead = sharedRead<Brand[]>();

/**
 * Runs the search; when the API refuses it (a ZIP it does not know, a filter value out of range),
 * runs it again without the ZIP, then with the path's condition, brand and model only, and reports
 * which keys were left out, so the shopper sees cars and a clear notice instead of an error page.
 */
async function searchWithFallback(api: ApiClient, search: InventorySearch, zip: string | undefined) {
  const withoutZip: InventorySearch = { ...search };
  delete withoutZip.zip;
  const pathOnly: InventorySearch = { condition: search.condition, brand_slug: search.brand_slug, model_slug: search.model_slug };
  const attempts: { search: InventorySearch; zip: string | undefined }[] = [
    { search, zip },
    ...(zip === undefined ? [] : [{ search: withoutZip, zip: undefined }]),
    { search: pathOnly, zip: undefined },
  ];
  for (const attempt of attempts) {
    const results: ListingData | null = await api.getListingData(listingDataParams(attempt.search, attempt.zip));
    if (results === null) continue;
    const dropped = (Object.keys(search) as SearchKey[]).filter((key) => !(key in attempt.search));
    // a ZIP from the cookie is not a key of the URL's search but was left out all the same
    if (zip !== undefined && attempt.zip === undefined && !dropped.includes("zip")) dropped.push("zip");
    return { results, search: attempt.search, zip: attempt.zip, dropped };
  }
  return null;
}

/**
 * The search as the API can use it (issue #26.5, #26.6): each feature in the listings' own spelling ('sunroof' →
 * 'Sunroof/Moonroof'), a feature no listing names left out and named, and nearest-first without a ZIP (the API
 * refuses it) left out and named, not the whole search. `features` null: unknown (the API did not say), kept as typed.
 */
function withUsableValues({ search, ignored }: SearchInput, features: readonly string[] | null, zip: string | undefined): SearchInput {
  const usable: InventorySearch = { ...search };
  const left: SearchKey[] = [...ignored];
  if (search.major_options !== undefined && features !== null) {
    const known = search.major_options.map((typed) => knownFeature(typed, features));
    const kept = [...new Set(known.filter((feature): feature is string => feature !== undefined))];
    if (kept.length > 0) usable.major_options = kept;
    else delete usable.major_options;
    if (known.includes(undefined)) left.push("major_options");
  }
  if (search.sort === "distance" && zip === undefined) {
    delete usable.sort;
    left.push("sort");
  }
  return { search: usable, ignored: left };
}

/** How many of the nearest matches an empty search near a ZIP shows. */
const NEAREST_SHOWN = 6;

/**
 * When a search near a ZIP found nothing (issue #26.12: a certified search offered nothing), the same search as
 * far as the API reaches, nearest first: how many there are and the nearest few, with the link to that search.
 * Null without a ZIP, already at the widest radius, or when it finds nothing either.
 */
async function widerSearch(api: ApiClient, search: InventorySearch, zip: string | undefined, now: Date) {
  const radius = Number(search.radius ?? DEFAULT_RADIUS_MILES);
  if (zip === undefined || radius >= WIDEST_RADIUS_MILES) return null;
  const widest: InventorySearch = { ...search, radius: String(WIDEST_RADIUS_MILES), sort: "distance", pagination: undefined };
  const answer = await api.getListingData(listingDataParams(widest, zip));
  if (answer === null || answer.count === 0) return null;
  const href = inventorySearchUrl(search.zip === undefined ? { ...widest, zip } : widest);
  return { radius: WIDEST_RADIUS_MILES, count: answer.count, cards: answer.vins.slice(0, NEAREST_SHOWN).map((listing) => toCard(listing, now)), href };
}

/** The searched model's catalogue name, when the URL names a model the catalogue knows. */
function modelNameOf(catalog: SearchCatalog | null, { brand, model }: InventoryMatch): string | undefined {
  if (brand === undefined || model === undefined) return undefined;
  return catalog?.brands.find((entry) => entry.slug === brand)?.models.find((entry) => entry.slug === model)?.name;
}

/**
 * The search page of an inventory URL, read on the server: the URL holds the whole search (§2.5),
 * the ZIP comes from ?zip= or the zipcode cookie (§9), results and facet counts from
 * GET /inventory/listingdata, the sale brands for the picker from GET /brands (shared). `url` is the page's
 * URL (on a client navigation `request.url` is the `.data` request, see load-listings.ts).
 */
export async function loadSearch(request: Request, match: InventoryMatch, url: URL) {
  const api = createServerApi(request);
  const catalog = readSearchCatalog(api);
  const brands = saleBrandsRead(() => api.getBrands({ mode: "sale" }));
  const read = readSearchInput(match, url.searchParams);
  // The features are needed first only when the URL names some (one shared read every few minutes).
  const features = read.search.major_options === undefined ? [] : ((await catalog)?.features ?? null);
  const zip = read.search.zip ?? readZipCookie(request);
  const input = withUsableValues(read, features, zip);
  const [found, saleBrands, known] = await Promise.all([searchWithFallback(api, input.search, zip), brands, catalog]);
  // The API did not answer even the bare search: a temporary failure, not the shopper's input.
  if (found === null) throw data(null, { status: 503 });
  const { results } = found;
  const now = new Date();
  const cards = results.vins.map((listing) => toCard(listing, now));
  const wider = results.count === 0 ? await widerSearch(api, found.search, found.zip, now) : null;
  return {
    match,
    origin: url.origin,
    search: found.search,
    zip: found.zip,
    results: { count: results.count, page: results.page, pageSize: results.page_size, title: results.title, cards, facets: shownFacets(results.facets) },
    /** Nothing near the ZIP: the nearest matches farther out and the wider search's URL (issue #26.12). */
    wider,
    /** Keys of the URL left out of the search, named in a notice. */
    ignored: [...new Set([...input.ignored, ...found.dropped])],
    /** Words of a typed search (`/search?q=`) that became no filter, shown so the shopper can rephrase. */
    notUnderstood: readNotUnderstood(url.searchParams),
    /** The model's name as the catalogue spells it ('X3', not the slug 'x3' when no card names it; issue #26.12). */
    modelName: modelNameOf(known, match),
    /** The features the listings name, offered as the shopper types one (issue #26.5). */
    features: known?.features ?? [],
    /** A typed search named no condition and landed on used cars (issue #26.3). */
    conditionAssumed: readConditionAssumed(url.searchParams) && match.condition === "used",
    brands: (saleBrands ?? []).map(({ id, name, slug, isUsed, isNew, isCertified }): PickerBrand => ({ id, name, slug, isUsed, isNew, isCertified })),
    /** The car each card's lead popup is about (§3 lead data, shell/lead-target.ts). */
    leadTargets: cards.map((card): LeadTarget => ({ vin: card._id, carName: card.vin_name, dealerName: card.dealer_name })),
  };
}

export type SearchData = Awaited<ReturnType<typeof loadSearch>>;
