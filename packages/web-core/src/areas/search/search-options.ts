import type { ListingDataParams } from "@carmarket/api-client";
import type { SearchKey } from "@carmarket/routes";

/** A sort order of GET /inventory/listingdata (apps/api/src/routes/catalog/README.md). */
export type SortOption = NonNullable<ListingDataParams["sort"]>;

/** The sort orders the page offers, with their labels; `distance` needs a ZIP. */
export const SORT_LABELS: Record<SortOption, string> = {
  distance: "Nearest first",
  newest: "Newest listings",
  deal: "Best deals first",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  mileage_asc: "Mileage: low to high",
  mileage_desc: "Mileage: high to low",
  year_desc: "Year: newest first",
  year_asc: "Year: oldest first",
};

/** The API's order when the URL names none: nearest first with a ZIP, else newest (apps/api/src/routes/catalog/README.md). */
export function defaultSort(hasZip: boolean): SortOption {
  return hasZip ? "distance" : "newest";
}

/** Search radius in miles the API uses when the URL names none (apps/api/src/routes/catalog/README.md). */
export const DEFAULT_RADIUS_MILES = 50;

/** Radius choices, in miles (the API takes 1–500). */
export const RADIUS_OPTIONS = [10, 25, 50, 100, 200, 500] as const;

/** The widest search around a ZIP the API takes, in miles. */
export const WIDEST_RADIUS_MILES = 500;

/** Price bounds offered in the price selects, in dollars. */
export const PRICE_STEPS = [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 75000, 100000] as const;

/** Monthly budgets offered, in dollars a month (issue #26.15; §9's loan terms turn each into a price cap). */
export const MONTHLY_PAYMENT_STEPS = [200, 300, 400, 500, 600, 800, 1000] as const;

/** Mileage ceilings offered, in miles. */
export const MILEAGE_STEPS = [10000, 25000, 50000, 75000, 100000, 150000] as const;

/** Fuel economy floors offered, in MPG. */
export const FUEL_ECONOMY_STEPS = [20, 25, 30, 35, 40, 50] as const;

/** "Listed within" choices, in days (§9 date_of_release_in_market). */
export const LISTED_WITHIN_DAYS = [1, 3, 7, 14, 30, 60] as const;

/** §9 vehicle_history values the API knows, with their labels. */
export const VEHICLE_HISTORY_LABELS = {
  "no-accidents": "No accidents",
  "one-owner": "One owner",
  "clean-title": "Clean title",
} as const;

/** What each search key is called on the page (labels of controls, notices and chips). */
const FILTER_LABELS: Partial<Record<SearchKey, string>> = {
  sort: "Sort by",
  pagination: "Page",
  zip: "ZIP code",
  radius: "Distance",
  year: "Year",
  url_year: "Year",
  body_type: "Body type",
  dealer_price: "Price",
  monthly_payment: "Monthly payment",
  mileage: "Mileage",
  fuel_economy: "Fuel economy",
  trim_family_name: "Trim",
  submodel_family_name: "Model family",
  deal_value_order: "Deal rating",
  transmission: "Transmission",
  engine: "Engine",
  drivetrain: "Drivetrain",
  color: "Exterior color",
  interior_color: "Interior color",
  remove_vin_without_images: "Only cars with photos",
  date_of_release_in_market: "Listed within",
  major_options: "Features",
  fuel: "Fuel",
  vehicle_history: "Vehicle history",
  brand_id: "Brand",
  model_id: "Model",
};

/** The label of a key, or the key itself when it has none. */
export function filterLabel(key: SearchKey): string {
  return FILTER_LABELS[key] ?? key;
}
