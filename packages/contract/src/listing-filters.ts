import * as v from "valibot";
import { commaList, flagText, integerText, optionalZip, rangeText } from "./query-fields.js";

/** §9 sort options plus distance and newest; `distance` needs a zip. */
export const SORT_OPTIONS = ["price_asc", "price_desc", "mileage_asc", "mileage_desc", "year_desc", "year_asc", "distance", "deal", "newest"] as const;
/** One of {@link SORT_OPTIONS}. */
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Vehicle-history filter values (§9 vehicle_history). */
export const VEHICLE_HISTORY_OPTIONS = ["no-accidents", "one-owner", "clean-title"] as const;

/** Search radius when a zip is given without one (miles). */
export const DEFAULT_RADIUS_MILES = 50;
/** Widest search radius (miles). */
export const MAX_RADIUS_MILES = 500;
/** Cars per page when the call names no page_size. */
export const DEFAULT_PAGE_SIZE = 20;
/** Most cars one page may ask for. */
export const MAX_PAGE_SIZE = 50;
/** Deeper pages are refused: nobody pages past 10,000 cars, and deep OFFSETs are slow. */
export const MAX_PAGE = 500;

/**
 * Input of GET /inventory/listingdata (§7, §9; docs/api-contract.md): every §9 filter key, zip + radius, brand/model,
 * condition flags, body type and paging. Lists are comma-separated; ranges are "min-max".
 */
export const listingFiltersSchema = v.object({
  zip: optionalZip,
  radius: v.optional(integerText("radius", 1, MAX_RADIUS_MILES)),
  brand_slug: commaList("brand_slug"),
  brand_id: v.optional(integerText("brand_id", 1, 1_000_000)),
  model_slug: commaList("model_slug"),
  model_id: v.optional(integerText("model_id", 1, 1_000_000)),
  dealer_id: v.optional(integerText("dealer_id", 1, 1_000_000_000)),
  condition: v.optional(
    v.pipe(
      commaList("condition").wrapped,
      v.check((items) => items.every((item) => ["new", "used", "certified"].includes(item)), "condition must be new, used or certified."),
    ),
  ),
  is_new: flagText("is_new"),
  isUsed: flagText("isUsed"),
  certified_car: flagText("certified_car"),
  body_type: commaList("body_type"),
  year: v.optional(
    v.pipe(
      commaList("year").wrapped,
      v.check((items) => items.every((item) => /^(19|20)\d\d$/.test(item)), "year must be a list of years like 2021,2022."),
      v.transform((items) => items.map(Number)),
    ),
  ),
  dealer_price: rangeText("dealer_price", "10000-25000"),
  mileage: rangeText("mileage", "0-50000"),
  fuel_economy: rangeText("fuel_economy", "30-", { decimals: true }),
  trim_family_name: commaList("trim_family_name"),
  deal_value_order: commaList("deal_value_order"),
  transmission: commaList("transmission"),
  engine: commaList("engine"),
  drivetrain: commaList("drivetrain"),
  submodel_family_name: commaList("submodel_family_name"),
  color: commaList("color"),
  interior_color: commaList("interior_color"),
  fuel: commaList("fuel"),
  remove_vin_without_images: flagText("remove_vin_without_images"),
  date_of_release_in_market: v.optional(integerText("date_of_release_in_market (days)", 1, 3650)),
  listed_after: v.optional(
    v.pipe(
      v.string("listed_after must be a time like 2024-06-01T12:00:00.000Z."),
      v.isoTimestamp("listed_after must be a time like 2024-06-01T12:00:00.000Z."),
      v.transform((text) => new Date(text)),
      v.check((time) => !Number.isNaN(time.getTime()), "listed_after must be a time like 2024-06-01T12:00:00.000Z."),
      v.description("Only cars listed after this time: a saved search's new matches since the shopper's last visit (issue #26.16)."),
    ),
  ),
  major_options: commaList("major_options"),
  vehicle_history: v.optional(
    v.pipe(
      commaList("vehicle_history").wrapped,
      v.check(
        (items) => items.every((item) => (VEHICLE_HISTORY_OPTIONS as readonly string[]).includes(item)),
        `vehicle_history must be among ${VEHICLE_HISTORY_OPTIONS.join(", ")}.`,
      ),
    ),
  ),
  sort: v.optional(v.picklist(SORT_OPTIONS, `sort must be one of ${SORT_OPTIONS.join(", ")}.`)),
  pagination: v.optional(integerText("pagination", 1, MAX_PAGE)),
  page: v.optional(integerText("page", 1, MAX_PAGE)),
  page_size: v.optional(integerText("page_size", 1, MAX_PAGE_SIZE)),
});

/** The decoded search filters the API searches with. */
export type ListingFilters = v.InferOutput<typeof listingFiltersSchema>;
