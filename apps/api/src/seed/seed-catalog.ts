import type { Db } from "../db/database.js";
import { estimateMarketValues, type MarketCar, type MarketEstimate } from "../search/market-value.js";
import { Prng } from "../stable-random/prng.js";
import { insertRows } from "./insert-rows.js";
import { seedBrands, type SeededBrand } from "./catalog/seed-brands.js";
import { dealerCountFor, seedDealers, type SeededDealer } from "./catalog/seed-dealers.js";
import { seedZips } from "./catalog/seed-zips.js";
import { generateListing, type GeneratedListing, type ListingRow } from "./catalog/generate-listing.js";

export interface SeedCatalogOptions {
  /** How many listings to generate (SEED_LISTINGS, default 20,000; tests use a few hundred). */
  listings: number;
  /** PRNG seed: the same seed gives the same catalogue. */
  seed: number;
  /** Reference time for listing dates and price histories. */
  now?: Date;
  /** Called with a progress line after each step and batch. */
  onProgress?: (message: string) => void;
}

/** Listings generated and inserted per batch; keeps memory flat up to 1,000,000 listings. */
const BATCH = 5000;
/** A franchise dealer's cars: share of its own brand, then the new/certified/used split of those. */
const OWN_BRAND_SHARE = 0.55;

function pickCar(prng: Prng, dealer: SeededDealer, saleBrands: readonly SeededBrand[]) {
  const own = dealer.franchise !== null && prng.chance(OWN_BRAND_SHARE);
  const brand = own && dealer.franchise ? dealer.franchise : prng.weighted(saleBrands, (b) => b.weight);
  const model = prng.weighted(brand.models, (m) => m.line.weight);
  const condition = own ? prng.weighted(["new", "certified", "used"] as const, (c) => ({ new: 0.5, certified: 0.2, used: 0.3 })[c]) : "used";
  return { brand, model, condition };
}

/**
 * Generates the whole catalogue into an empty database: ZIPs, brands with models and years, dealers
 * with reviews, `listings` cars with price histories, then market values and deals.
 */
export async function seedCatalog(db: Db, options: SeedCatalogOptions): Promise<void> {
  const progress = options.onProgress ?? (() => {});
  const now = options.now ?? new Date();
  const prng = new Prng(options.seed);
  const zips = await seedZips(db);
  progress(`zips: ${zips.length}`);
  const brands = await seedBrands(db);
  const saleBrands = brands.filter((brand) => brand.models.length > 0 && brand.weight > 0);
  progress(`brands: ${brands.length}, models: ${brands.reduce((n, b) => n + b.models.length, 0)}`);
  const dealers = await seedDealers(db, prng, { count: dealerCountFor(options.listings), zips, brands, now });
  progress(`dealers: ${dealers.length}`);
  // Two passes over the same draws: the first only collects what the market-value model needs
  // (it needs every car of a model-year before any gets a value), the second inserts full rows.
  const generate = (generator: Prng, onBatch: (batch: GeneratedListing[]) => Promise<void> | void) =>
    generateBatches(generator, dealers, saleBrands, options.listings, now, onBatch);
  const cars: MarketCar[] = [];
  await generate(prng.fork(), (batch) => {
    // Only the model's fields: a copy of every row (images and all) held 1,000,000 cars in ~4 GB of heap.
    for (const { listing } of batch) {
      const { vin, model_id, year, condition } = listing;
      cars.push({ vin, model_id, year, condition, price: listing.price ?? null, mileage: listing.mileage ?? null, trim_name: listing.trim_name ?? null });
    }
  });
  const estimates = estimateMarketValues(cars);
  progress("market values and deals computed");
  let inserted = 0;
  await generate(prng, async (batch) => {
    await insertRows(
      db,
      "listings",
      batch.map(({ listing }) => withEstimate(listing, estimates.get(listing.vin))),
    );
    await insertRows(
      db,
      "price_history",
      batch.flatMap((g) => g.history),
    );
    inserted += batch.length;
    progress(`listings: ${inserted} / ${options.listings}`);
  });
}

function withEstimate(listing: ListingRow, estimate: MarketEstimate | undefined): ListingRow {
  if (!estimate) return listing;
  return {
    ...listing,
    expected_price: estimate.expected_price,
    comparable_count: estimate.comparable_count,
    deal_value: estimate.label,
    deal_rank: estimate.rank,
    deal_difference: estimate.difference,
  };
}

async function generateBatches(
  prng: Prng,
  dealers: readonly SeededDealer[],
  saleBrands: readonly SeededBrand[],
  count: number,
  now: Date,
  onBatch: (batch: GeneratedListing[]) => Promise<void> | void,
): Promise<void> {
  for (let done = 0; done < count; done += BATCH) {
    const batch: GeneratedListing[] = [];
    for (let serial = done; serial < Math.min(count, done + BATCH); serial++) {
      const dealer = prng.pick(dealers);
      batch.push(generateListing(prng, { ...pickCar(prng, dealer, saleBrands), dealer, serial, now }));
    }
    await onBatch(batch);
  }
}
