import { sql } from "kysely";
import type { Db } from "../db/database.js";
import { dealFor, type DealColumns } from "./deal.js";

/** Fewer comparable listings than this and the market value is unknown (deal 'uncertain', §9). */
const MIN_COMPARABLES = 3;
/** With at least this many priced cars in a group the mileage slope is used; below it, the plain mean. */
const MIN_CARS_FOR_SLOPE = 5;
/** The estimate never drops below this share of the comparables' mean price. */
const FLOOR_SHARE = 0.3;

/** What the market-value model knows of one unsold listing. */
export interface MarketCar {
  vin: string;
  model_id: number;
  year: number;
  condition: string;
  trim_name: string | null;
  price: number | null;
  mileage: number | null;
}

/** A listing's market value and deal columns. */
export interface MarketEstimate extends DealColumns {
  expected_price: number | null;
  comparable_count: number;
}

interface Group {
  n: number;
  sumPrice: number;
  sumMileage: number;
  sumMileage2: number;
  sumPriceMileage: number;
}

function addTo(groups: Map<string, Group>, key: string, price: number, mileage: number): void {
  const group = groups.get(key) ?? { n: 0, sumPrice: 0, sumMileage: 0, sumMileage2: 0, sumPriceMileage: 0 };
  group.n += 1;
  group.sumPrice += price;
  group.sumMileage += mileage;
  group.sumMileage2 += mileage * mileage;
  group.sumPriceMileage += price * mileage;
  groups.set(key, group);
}

// The group's estimate for `car`, leaving the car itself out of the sums.
function estimateFrom(group: Group, car: MarketCar): { expected: number; comparables: number } | null {
  const selfPrice = car.price ?? 0;
  const self = car.price === null ? 0 : 1;
  const selfMileage = self ? (car.mileage ?? 0) : 0;
  const n = group.n - self;
  if (n < MIN_COMPARABLES) return null;
  const sumPrice = group.sumPrice - selfPrice;
  const sumMileage = group.sumMileage - selfMileage;
  const meanPrice = sumPrice / n;
  const meanMileage = sumMileage / n;
  let slope = 0;
  if (n >= MIN_CARS_FOR_SLOPE) {
    const sxx = group.sumMileage2 - selfMileage * selfMileage - n * meanMileage * meanMileage;
    const sxy = group.sumPriceMileage - selfPrice * selfMileage - n * meanMileage * meanPrice;
    if (sxx > 0) slope = Math.min(0, sxy / sxx);
  }
  const expected = meanPrice + slope * ((car.mileage ?? meanMileage) - meanMileage);
  return { expected: Math.round(Math.max(FLOOR_SHARE * meanPrice, expected)), comparables: n };
}

/**
 * Market value of every car in `cars` (apps/api/src/seed/README.md "Market value"). Comparables are the other priced
 * cars of the same model, year, new/used side and trim, or of the same model, year and side when
 * fewer than 3 share the trim. The estimate is their mean price moved along their least-squares
 * price-per-mile slope to this car's mileage (slope only when negative and backed by at least 5
 * cars), never below 30% of the mean; with fewer than 3 comparables it stays unknown ('uncertain').
 */
export function estimateMarketValues(cars: readonly MarketCar[]): Map<string, MarketEstimate> {
  const modelKey = (car: MarketCar) => `${car.model_id}|${car.year}|${car.condition === "new"}`;
  const trimKey = (car: MarketCar) => `${modelKey(car)}|${car.trim_name ?? ""}`;
  const byModel = new Map<string, Group>();
  const byTrim = new Map<string, Group>();
  for (const car of cars) {
    if (car.price === null || car.price <= 0) continue;
    addTo(byModel, modelKey(car), car.price, car.mileage ?? 0);
    addTo(byTrim, trimKey(car), car.price, car.mileage ?? 0);
  }
  const estimates = new Map<string, MarketEstimate>();
  for (const car of cars) {
    const trimGroup = byTrim.get(trimKey(car));
    const modelGroup = byModel.get(modelKey(car));
    const result = (trimGroup && estimateFrom(trimGroup, car)) ?? (modelGroup && estimateFrom(modelGroup, car)) ?? null;
    const price = car.price !== null && car.price > 0 ? car.price : null;
    const expected = result?.expected ?? null;
    estimates.set(car.vin, {
      expected_price: expected,
      comparable_count: result?.comparables ?? Math.max(0, (modelGroup?.n ?? 0) - (price === null ? 0 : 1)),
      ...dealFor(price, expected),
    });
  }
  return estimates;
}

/** Recomputes market value and deal columns of the unsold listings of `modelIds` (after a feed import). */
export async function refreshMarketValues(db: Db, modelIds: readonly number[]): Promise<void> {
  if (modelIds.length === 0) return;
  const cars = await db
    .selectFrom("listings")
    .select(["vin", "model_id", "year", "condition", "trim_name", "price", "mileage"])
    .where("is_sold", "=", false)
    .where("model_id", "in", modelIds)
    .execute();
  const json = JSON.stringify([...estimateMarketValues(cars)].map(([vin, estimate]) => ({ vin, ...estimate })));
  await sql`
    update listings l set expected_price = v.expected_price, comparable_count = v.comparable_count,
      deal_value = v.label, deal_rank = v.rank, deal_difference = v.difference
    from json_to_recordset(${json}::json)
      as v(vin text, expected_price integer, comparable_count integer, label text, rank smallint, difference integer)
    where l.vin = v.vin
  `.execute(db);
}
