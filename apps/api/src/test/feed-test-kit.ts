// Test helpers of the dealer feeds (imported by *.test.ts only): feed rows in Google's CSV columns, cars with
// real VINs, a dealer's stock as such rows, and the counts the tests compare before and after an import.
import { vinCheckDigit } from "@carmarket/validation";
import type { Db } from "../db/database.js";
import { importFeed } from "../feeds/import-feed.js";

/** A car as one feed row; `storeCode` fills the dealer column (absent: the row names no dealer). */
export interface FeedCar {
  vin: string;
  make: string;
  model: string;
  year: number | string;
  price: string;
  storeCode?: string | number;
  trim?: string;
  engine?: string;
  fuel?: string;
  bodyStyle?: string;
}

export const FEED_HEADER = "vin,id,store_code,dealership_name,price,condition,make,model,trim,year,mileage,exterior_color,engine,fuel,body_style";

/** A CSV field, quoted when it holds a comma or a quote. */
const field = (value: string | number | undefined) => (/[",]/.test(String(value ?? "")) ? `"${String(value).replace(/"/g, '""')}"` : String(value ?? ""));

export function feedRow(car: FeedCar): string {
  return [
    car.vin,
    `item-${car.vin.slice(-4)}`,
    car.storeCode,
    "Test Motors",
    car.price,
    "used",
    car.make,
    car.model,
    car.trim,
    car.year,
    "52,777 miles",
    "Blue",
    car.engine,
    car.fuel,
    car.bodyStyle,
  ]
    .map(field)
    .join(",");
}

/**
 * Real VIN patterns: positions 1–8, 10 and 11 of cars NHTSA's vPIC decodes as named (vin-check.test.ts decodes
 * each), with what vPIC says about them. `realVin` completes one with a serial number and its check digit.
 */
const REAL_VINS = {
  /** SE, 2.5L I4, Sedan/Saloon, Gasoline. */
  camry2021: { draft: "4T1G11AK0MU", make: "Toyota", model: "Camry", year: 2021 },
  /** XLE, 2.5L I4, SUV, Gasoline. */
  rav4_2021: { draft: "2T3P1RFV0MW", make: "Toyota", model: "RAV4", year: 2021 },
  /** vPIC "Silverado", series 1500, LT, 5.3L 8-cylinder, Pickup, Gasoline. */
  silverado1500_2021: { draft: "1GCUYDED0MZ", make: "Chevrolet", model: "Silverado 1500", year: 2021 },
  /** Trims "Big Horn, Lonestar": vPIC does not say which. 5.7L V8, Pickup. */
  ram1500_2021: { draft: "1C6SRFFT0MN", make: "Ram", model: "1500", year: 2021 },
  /** I4 Coupe, 2.3L I4. */
  mustang2020: { draft: "1FA6P8TH0L5", make: "Ford", model: "Mustang", year: 2020 },
  /** Sport, 1.5L I4 Turbo, Sedan/Saloon. */
  accord2020: { draft: "1HGCV1F30LA", make: "Honda", model: "Accord", year: 2020 },
  /** SuperCrew, 5.0L V8, Pickup. */
  f150_2023: { draft: "1FTFW1E50PF", make: "Ford", model: "F-150", year: 2023 },
  /** A model line sold until 2014, which the catalogue (2018 on) lacks: 4.0L V6, SUV. */
  fjCruiser2010: { draft: "JTEBU4BF0AK", make: "Toyota", model: "FJ Cruiser", year: 2010 },
} as const;

export type RealVinName = keyof typeof REAL_VINS;

/** A real VIN of the pattern with this serial number (position 12 on, six digits) and its check digit. */
export function realVin(name: RealVinName, serial: number): string {
  const draft = `${REAL_VINS[name].draft}${String(serial % 1_000_000).padStart(6, "0")}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

/** A feed row of the pattern's car as vPIC decodes it, at `price`. */
export function realCar(name: RealVinName, serial: number, price: string, extra: Partial<FeedCar> = {}): FeedCar {
  const { make, model, year } = REAL_VINS[name];
  return { vin: realVin(name, serial), make, model, year, price, ...extra };
}

/** `count` cars of the real patterns in turn, serials from `firstSerial` (high, so no seeded car has them). */
function realStock(count: number, firstSerial: number): FeedCar[] {
  const names = Object.keys(REAL_VINS).filter((name) => name !== "fjCruiser2010") as RealVinName[];
  return Array.from({ length: count }, (_, index) => realCar(names[index % names.length]!, firstSerial + index, `${20_000 + index * 10} USD`));
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
  return cars.map((car) => ({
    vin: car.vin,
    make: car.brand_name,
    model: car.model_name,
    year: car.year,
    price: car.price === null ? "" : `${car.price} USD`,
  }));
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

/**
 * `dealerCount` new dealers (copies of a seeded one, in its place) with `carsEach` cars of real VINs each, stocked
 * through a feed: feed tests then hold cars whose VINs decode, whatever VINs the seed writes.
 */
export async function dealersWithRealStock(db: Db, dealerCount: number, carsEach: number, firstSerial: number): Promise<number[]> {
  const { id: _id, rating: _rating, rating_count: _count, ...model } = await db.selectFrom("dealers").selectAll().orderBy("id").executeTakeFirstOrThrow();
  const dealers: number[] = [];
  for (let index = 0; index < dealerCount; index++) {
    const name = `Real VIN Motors ${firstSerial + index}`;
    const slug = `real-vin-motors-${firstSerial + index}`;
    const { id } = await db
      .insertInto("dealers")
      .values({ ...model, name, slug, dealer_url: `/dealers/${slug}`, contact: JSON.stringify(model.contact), timing: JSON.stringify(model.timing) })
      .returning("id")
      .executeTakeFirstOrThrow();
    await importFeed(db, { csv: feedCsv(realStock(carsEach, firstSerial + index * carsEach)), dealerId: id });
    dealers.push(id);
  }
  return dealers;
}
