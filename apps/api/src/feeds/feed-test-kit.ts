// Test helpers of the dealer feeds (imported by *.test.ts only): feed rows in Google's CSV columns,
// a dealer's stock as such rows, and the counts the tests compare before and after an import.
import type { Db } from "../db/database.js";

/** A car as one feed row; `storeCode` fills the dealer column (absent: the row names no dealer). */
export interface FeedCar {
  vin: string;
  make: string;
  model: string;
  year: number | string;
  price: string;
  storeCode?: string | number;
}

export const FEED_HEADER = "vin,id,store_code,dealership_name,price,condition,make,model,trim,year,mileage,exterior_color";

export function feedRow(car: FeedCar): string {
  return [car.vin, `item-${car.vin.slice(-4)}`, car.storeCode ?? "", "Test Motors", `"${car.price}"`, "used", car.make, car.model, "LE", car.year, '"52,777 miles"', "Blue"].join(",");
}

/** A whole feed file: the header and one row per car. */
export function feedCsv(cars: readonly FeedCar[]): string {
  return [FEED_HEADER, ...cars.map(feedRow)].join("\n");
}

/** A dealer's cars for sale as feed rows at their current prices, by VIN. */
export async function stockOf(db: Db, dealerId: number): Promise<FeedCar[]> {
  const cars = await db
    .selectFrom("listings")
    .select(["vin", "brand_name", "model_name", "year", "price"])
    .where("dealer_id", "=", dealerId)
    .where("is_sold", "=", false)
    .orderBy("vin")
    .execute();
  return cars.map((car) => ({ vin: car.vin, make: car.brand_name, model: car.model_name, year: car.year, price: car.price === null ? "" : `${car.price} USD` }));
}

/** The VINs of a dealer's unsold and sold cars. */
export async function inventoryOf(db: Db, dealerId: number): Promise<{ unsold: string[]; sold: string[] }> {
  const cars = await db.selectFrom("listings").select(["vin", "is_sold"]).where("dealer_id", "=", dealerId).orderBy("vin").execute();
  return { unsold: cars.filter((car) => !car.is_sold).map((car) => car.vin), sold: cars.filter((car) => car.is_sold).map((car) => car.vin) };
}

/** Dealers of the seeded catalogue with at least `min` cars for sale, most cars first. */
export async function stockedDealers(db: Db, min: number): Promise<number[]> {
  const rows = await db
    .selectFrom("listings")
    .select(["dealer_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("is_sold", "=", false)
    .groupBy("dealer_id")
    .having((eb) => eb.fn.countAll(), ">=", min)
    .orderBy("n", "desc")
    .orderBy("dealer_id")
    .execute();
  return rows.map((row) => row.dealer_id);
}
