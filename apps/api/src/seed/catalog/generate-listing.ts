import type { Insertable } from "kysely";
import { listingPath, vehiclePath } from "@carmarket/routes";
import type { ListingsTable, PriceHistoryTable } from "../../db/catalog-tables.js";
import { EXTERIOR_VIEWS, IMAGE_SIZES, vehicleImageUrl } from "../../images/image-sizes.js";
import type { Prng } from "../../stable-random/prng.js";
import { slugify } from "../slugify.js";
import { drivesOf, vinOf, type Configuration } from "../../catalogue/catalogue.js";
import { economy, msrpInYear } from "../../catalogue/estimates.js";
import { engineTextOf, engineTypeOf, equipmentOf, fuelOf } from "../../catalogue/listing-facts.js";
import { NEW_CAR_YEARS, type SeededBrand, type SeededModel } from "./seed-brands.js";
import type { SeededDealer } from "./seed-dealers.js";
import { EXTERIOR_COLORS, INTERIOR_COLORS } from "./word-lists.js";

/** Share of feed rows the generator leaves without a field, as real dealer feeds do (apps/api/src/seed/README.md). */
const FEED_GAPS = { price: 0.04, exteriorColor: 0.03, interiorColor: 0.15, history: 0.1, images: 0.12, msrpUsed: 0.5 } as const;
const MILES_PER_YEAR = 12_000;
const DAY_SECONDS = 86_400;

/** jsonb columns of a listing; the bulk insert takes them as arrays. */
type ListColumns = "thumb_exterior" | "other_images" | "sample_images" | "major_options";

/** A listing row as the seed inserts it. */
export type ListingRow = Omit<Insertable<ListingsTable>, ListColumns> & Record<ListColumns, string[]>;

export interface GeneratedListing {
  listing: ListingRow;
  history: Insertable<PriceHistoryTable>[];
}

/**
 * How the car is sold, from its configuration: a trim vPIC's decode allows (lower trims are more common), the
 * engine the catalogue publishes for it, a drive it comes with, and what the listing states from them.
 */
function soldAs(configuration: Configuration, prng: Prng) {
  const { generation, facts } = configuration;
  const choice = prng.weighted(configuration.choices, (c) => 1 / (1 + generation.trims.indexOf(c.trim)) ** 0.8);
  const fuel = fuelOf(choice.engine);
  return {
    trim: choice.trim,
    engine: choice.engine,
    drive: prng.pick(drivesOf(generation, choice.trim, choice.engine)),
    fuel,
    engineText: engineTextOf(choice.engine, facts),
    engineType: engineTypeOf(choice.engine, facts),
    // §9 fuel economy is MPG; an electric car's MPGe is not listed.
    mpg: fuel === "Electric" ? null : economy(choice.engine, fuel).combined,
    options: equipmentOf(generation, choice.trim),
    msrp: msrpInYear(choice.trim.msrp, generation.msrpYear, configuration.year),
  };
}

/**
 * Share of MSRP a car keeps after `age` years and `mileage` miles: about 80% after the first year,
 * then 10% less each year, minus 15% per 100,000 miles above the 12,000-a-year average (apps/api/src/seed/README.md).
 */
function retainedValue(age: number, mileage: number): number {
  const byAge = age <= 0 ? 0.97 : 0.8 * 0.9 ** (age - 1);
  const excessMiles = mileage - age * MILES_PER_YEAR;
  return Math.max(0.12, byAge * (1 - (0.15 * excessMiles) / 100_000));
}

/** Feed-style price: whole hundreds, half of them ending in 95/99 ("$24,995"). */
function feedPrice(value: number, prng: Prng): number {
  const hundreds = Math.max(1, Math.round(value / 100)) * 100;
  return prng.chance(0.5) ? hundreds - prng.pick([1, 5]) : hundreds;
}

/** One listing of `brand` at `dealer`, the way a dealer feed fills the §3 fields. */
export function generateListing(
  prng: Prng,
  context: { brand: SeededBrand; model: SeededModel; dealer: SeededDealer; serial: number; now: Date; condition: "new" | "used" | "certified" },
): GeneratedListing {
  const { brand, model, dealer, condition, now } = context;
  const newYears = model.years.filter((year) => (NEW_CAR_YEARS as readonly number[]).includes(year));
  const year =
    condition === "new" && newYears.length > 0
      ? prng.weighted(newYears, (y) => (y === NEW_CAR_YEARS[0] ? 0.7 : 0.3))
      : prng.weighted(model.years, (y) => (condition === "certified" && y < 2019 ? 0.2 : 1 + (y - 2014) / 4));
  const isNew = condition === "new" && newYears.includes(year);
  const actualCondition = isNew ? "new" : condition === "new" ? "used" : condition;
  const age = Math.max(0, NEW_CAR_YEARS[0] - year + 1);
  // A car of the year is one of its VIN configurations: every seeded VIN decodes to the car listed (ADR 272).
  const configuration = prng.pick(model.configurations.get(year) ?? []);
  const sold = soldAs(configuration, prng);
  const familyName = model.name;

  const mileage = isNew
    ? prng.chance(0.85)
      ? prng.int(2, 40)
      : prng.int(41, 900)
    : Math.max(150, Math.round(age * MILES_PER_YEAR * Math.exp(prng.normal(0, 0.35)) * (actualCondition === "certified" ? 0.8 : 1)));
  const value = isNew
    ? sold.msrp * (1 + prng.normal(-0.03, 0.025))
    : sold.msrp * retainedValue(age, mileage) * (actualCondition === "certified" ? 1.04 : 1) * (1 + prng.normal(0, 0.07));
  const price = prng.chance(FEED_GAPS.price) ? null : feedPrice(value, prng);

  const colorKnown = !prng.chance(FEED_GAPS.exteriorColor);
  const color = colorKnown ? prng.weighted(EXTERIOR_COLORS, (c) => c.weight).name : "UNKNOWN";
  const hasImages = !prng.chance(FEED_GAPS.images);
  const body = configuration.body;
  const otherImages = hasImages
    ? EXTERIOR_VIEWS.slice(0, prng.int(1, EXTERIOR_VIEWS.length)).map((view) => vehicleImageUrl(body, color, IMAGE_SIZES.main, view))
    : [];
  const historyKnown = !isNew && !prng.chance(FEED_GAPS.history);
  const accidents = historyKnown ? prng.weighted([0, 1, 2], (n) => [0.76, 0.18, 0.06][n] ?? 0) : null;

  const listedDaysAgo = Math.min(180, Math.floor(-Math.log(1 - prng.next()) * 30));
  const listedAt = new Date(now.getTime() - listedDaysAgo * DAY_SECONDS * 1000);
  const history = price === null ? [] : priceHistory(prng, price, listedAt, now);
  const vin = vinOf(configuration, context.serial);
  const trim = sold.trim;
  const vinName = `${year} ${brand.name} ${familyName} ${trim.name}`;

  const listing: ListingRow = {
    vin,
    dealer_id: dealer.id,
    brand_id: brand.id,
    model_id: model.id,
    year,
    brand_name: brand.name,
    brand_slug: brand.slug,
    model_name: model.name,
    model_slug: model.slug,
    body_type: body,
    trim_name: trim.name,
    trim_family_name: trim.name,
    submodel_name: `${familyName} ${trim.name}`,
    submodel_slug: slugify(`${familyName} ${trim.name}`),
    submodel_family_slug: slugify(familyName),
    submodel_family_name: familyName,
    vin_name: vinName,
    condition: actualCondition,
    is_latest: year === model.years[model.years.length - 1],
    price,
    dealer_price: price !== null && prng.chance(0.7) ? price : null,
    msrp: isNew || !prng.chance(FEED_GAPS.msrpUsed) ? sold.msrp : null,
    previous_price: history[1]?.price ?? null,
    mileage,
    fuel_economy: sold.mpg,
    fuel: sold.fuel,
    engine: sold.engineText,
    engine_type: sold.engineType,
    drivetrain: sold.drive,
    transmission: sold.engine.transmission,
    color,
    interior_color: prng.chance(FEED_GAPS.interiorColor) ? null : prng.pick(INTERIOR_COLORS),
    main_picture: hasImages ? vehicleImageUrl(body, color, IMAGE_SIZES.main) : null,
    image: hasImages ? vehicleImageUrl(body, color, IMAGE_SIZES.card) : null,
    thumb_exterior: EXTERIOR_VIEWS.map((view) => vehicleImageUrl(body, color, IMAGE_SIZES.thumbnail, view)),
    other_images: otherImages,
    sample_images: [vehicleImageUrl(body, color, IMAGE_SIZES.listThumbnail)],
    image_count: otherImages.length,
    city_name: dealer.cityName,
    state_name: dealer.stateName,
    latitude: dealer.latitude,
    longitude: dealer.longitude,
    date_of_release_in_market: listedAt,
    save_car_count: Math.floor(-Math.log(1 - prng.next()) * 3),
    major_options: sold.options,
    owner_count: isNew ? 0 : historyKnown ? prng.weighted([1, 2, 3, 4], (n) => [0.55, 0.3, 0.1, 0.05][n - 1] ?? 0) : null,
    count_accident: isNew ? 0 : accidents,
    has_accidents: isNew ? false : accidents === null ? null : accidents > 0,
    theft_title: isNew ? false : historyKnown ? prng.chance(0.005) : null,
    url: vehiclePath(listingPath({ condition: actualCondition, brand: brand.slug, model: model.slug }), vin),
    feed_item_id: `${dealer.id}-${context.serial}`,
    last_seen_in_feed: new Date(now.getTime() - prng.int(0, 20) * 3_600_000),
    created_at: listedAt,
  };
  return { listing, history: history.map((entry) => ({ vin, ...entry })) };
}

/** 1–4 observed prices from the listing date to now, newest first (§3); most changes are cuts of 1–6%. */
function priceHistory(prng: Prng, current: number, listedAt: Date, now: Date): { timestamp: number; price: number }[] {
  const count = prng.weighted([1, 2, 3, 4], (n) => [0.45, 0.3, 0.17, 0.08][n - 1] ?? 0);
  const start = Math.floor(listedAt.getTime() / 1000);
  const span = Math.max(count, Math.floor(now.getTime() / 1000) - start);
  const entries = [{ timestamp: start + Math.floor((span * (count - 1)) / count), price: current }];
  for (let i = 1; i < count; i++) {
    const newer = entries[i - 1]?.price ?? current;
    const change = prng.chance(0.85) ? 1 + prng.int(1, 6) / 100 : 1 - prng.int(1, 3) / 100;
    entries.push({ timestamp: start + Math.floor((span * (count - 1 - i)) / count), price: Math.round((newer * change) / 100) * 100 });
  }
  return entries;
}
