import type { ZipLists, ZipState } from "@carmarket/store";
import { daysOnMarketFact } from "../../listing/days-on-market-fact.js";
import type { CardListing } from "../../listing/use-listing-cards.js";

/** The car groups of the zip lookup (§7) the home page shows as carousels, in page order, with their headings. */
const NEARBY_SECTIONS = [
  { key: "featured_listings", heading: "Featured cars" },
  { key: "newly_added_listings", heading: "Newly added cars" },
  { key: "price_dropped_listings", heading: "Price dropped cars" },
  { key: "on_sale_listings", heading: "Cars on sale" },
  { key: "cheap_listings", heading: "Cheap cars" },
] as const;

type SectionKey = (typeof NEARBY_SECTIONS)[number]["key"];

/** One body type near the ZIP with its count and listing link (§7 forsale_listings_filter). */
export type BodyTypeNearby = ZipLists["forsale_listings_filter"][number];

/** One carousel of the home page. */
export interface NearbySection {
  key: SectionKey;
  title: string;
  cars: readonly CardListing[];
}

/** Everything the home page shows about the cars near one ZIP. */
export interface NearbyCars {
  zipcode: string;
  /** 'City, ST' of the ZIP; empty when the lookup did not know it. */
  cityName: string;
  /** The lookup's msg (§8), e.g. no cars near a ZIP yet; empty when none. */
  message: string;
  sections: NearbySection[];
  /** §7 forsale_listings_filter: cars for sale by body type. */
  bodyTypes: readonly BodyTypeNearby[];
  /** The nearest cars (subfooterVins), listed in the mobile sticky bar (§2.6). */
  nearest: readonly CardListing[];
  /** Every car near the ZIP (vinUrl). */
  viewAllHref: string;
}

/** A car of the zip lists: a card and when it came on the market. */
type NearbyListing = CardListing & { date_of_release_in_market?: string | undefined };

// The fields a card, its heart (§7 vin_data) and its link read: the page's data carries only these.
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
  "distance",
  "main_picture",
  "image",
  "save_car_count",
  "dealer_name",
  "city_name",
  "state_name",
  "url",
] as const satisfies readonly (keyof CardListing)[];

function cardOf(listing: NearbyListing, now: Date): CardListing {
  const card: Record<string, unknown> = {};
  for (const field of CARD_FIELDS) if (listing[field] !== undefined) card[field] = listing[field];
  return { ...(card as CardListing), ...daysOnMarketFact(listing, now) };
}

const cardsOf = (listings: readonly NearbyListing[], now: Date) => listings.map((listing) => cardOf(listing, now));

/**
 * The home page's sections from the zip state's lists (§3 names: the store's `zipListsOf` renames a
 * lookup answer once, on the server and in the browser alike), for the ZIP and its city; cards count their days on
 * market to `now`.
 */
export function nearbyCars(lists: ZipLists, place: { zipcode: string; cityName: string; message: string }, now: Date): NearbyCars {
  const where = place.cityName || place.zipcode;
  const sections = NEARBY_SECTIONS.map(({ key, heading }) => ({ key, title: `${heading} near ${where}`, cars: cardsOf(lists[key], now) }));
  const empty = sections.every((section) => section.cars.length === 0);
  return {
    ...place,
    message: place.message || (empty ? `No cars for sale near ${where} yet.` : ""),
    sections,
    bodyTypes: lists.forsale_listings_filter,
    nearest: cardsOf(lists.subfooterVins, now),
    viewAllHref: lists.vinUrl,
  };
}

/**
 * The same sections from the store, after the shopper changed the ZIP in the browser (§4 zip store);
 * `now` is the browser's, as nothing server-rendered has to match these cards.
 */
export function nearbyCarsFromStore(zip: ZipState, now: Date): NearbyCars {
  return nearbyCars(zip, { zipcode: zip.zipcode, cityName: zip.cityName, message: "" }, now);
}
