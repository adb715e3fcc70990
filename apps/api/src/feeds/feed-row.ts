/** A row of Google's vehicle listings feed as parsed from CSV (only the columns we read). */
export type FeedRecord = Record<string, string | undefined>;

/** A feed row checked and converted; what the importer writes. */
export interface FeedVehicle {
  vin: string;
  feedItemId: string | null;
  brandSlug: string;
  /** The row's model text; the VIN check finds its catalogue line (vin-check.ts). */
  model: string;
  year: number;
  condition: "new" | "used" | "certified";
  trim: string | null;
  price: number | null;
  msrp: number | null;
  mileage: number | null;
  exteriorColor: string;
  interiorColor: string | null;
  engine: string | null;
  drivetrain: string | null;
  transmission: string | null;
  fuel: string | null;
  /** Google's `body_style` ("SUV", "Coupe", "Pickup Truck", …) as the dealer wrote it. */
  bodyStyle: string | null;
  imageLink: string | null;
  additionalImages: string[];
}

/** Why a row was refused; the report lists these with the line number. */
export type RejectReason = string;

/**
 * The column naming a row's dealer: Google's `store_code` (the dealership's store code), which a
 * dealer sets to its CarMarket dealer id. A row without one belongs to the feed's dealer (ADR 210).
 */
const DEALER_COLUMN = "store_code";

const text = (value: string | undefined) => {
  const trimmed = (value ?? "").trim();
  return trimmed === "" ? null : trimmed;
};

/** Google feed money like '10,499.00 USD' or '10499' → whole dollars; null when empty; NaN when malformed. */
export function parseFeedPrice(value: string | undefined): number | null {
  const raw = text(value);
  if (raw === null) return null;
  const match = /^\$?\s*([\d,]+(?:\.\d{1,2})?)\s*(?:USD)?$/i.exec(raw);
  if (!match?.[1]) return Number.NaN;
  return Math.round(Number(match[1].replace(/,/g, "")));
}

/** Google feed mileage like '52,777 miles' → 52777; null when empty; NaN when malformed. */
export function parseFeedMileage(value: string | undefined): number | null {
  const raw = text(value);
  if (raw === null) return null;
  const match = /^([\d,]+)\s*(?:mi|miles)?$/i.exec(raw);
  return match?.[1] ? Number(match[1].replace(/,/g, "")) : Number.NaN;
}

/** The first model year a row may state: older cars than any a dealer lists as a car. */
const FIRST_FEED_YEAR = 1900;

/** The row's VIN as the importer keys it: trimmed, upper case. */
export function feedVin(record: FeedRecord): string {
  return (text(record.vin) ?? "").toUpperCase();
}

/**
 * Reads one feed row of dealer `dealerId`'s feed: its store code is that dealer's (or absent), a VIN, a known
 * make, a model, a model year from 1900 to `latestYear`, parseable price and mileage. Answers the vehicle or the
 * reason. The VIN itself and the model line are the VIN check's (vin-check.ts).
 */
export function readFeedRow(
  record: FeedRecord,
  catalogue: { brandSlug(make: string): string | undefined },
  dealerId: number,
  latestYear: number,
): FeedVehicle | RejectReason {
  const storeCode = text(record[DEALER_COLUMN]);
  if (storeCode !== null && storeCode !== String(dealerId)) return `${DEALER_COLUMN} '${storeCode}' is not this feed's dealer ${dealerId}`;
  const vin = feedVin(record);
  if (vin === "") return "missing VIN";
  const make = text(record.make);
  const brandSlug = make ? catalogue.brandSlug(make) : undefined;
  if (!brandSlug) return `unknown make '${make ?? ""}'`;
  const model = text(record.model);
  if (!model) return "unknown model ''";
  const year = Number(text(record.year));
  if (!Number.isInteger(year) || year < FIRST_FEED_YEAR || year > latestYear) return `bad year '${record.year ?? ""}'`;
  const price = parseFeedPrice(record.price);
  if (Number.isNaN(price) || (price !== null && price <= 0)) return `bad price '${record.price ?? ""}'`;
  const msrp = parseFeedPrice(record.vehicle_msrp);
  const mileage = parseFeedMileage(record.mileage);
  if (Number.isNaN(mileage)) return `bad mileage '${record.mileage ?? ""}'`;
  const condition =
    text(record.condition)?.toLowerCase() === "new" ? "new" : /^(true|yes|1)$/i.test(text(record.certified_pre_owned) ?? "") ? "certified" : "used";
  return {
    vin,
    feedItemId: text(record.id),
    brandSlug,
    model,
    year,
    condition,
    trim: text(record.trim),
    price,
    msrp: Number.isNaN(msrp) ? null : msrp,
    mileage,
    exteriorColor: text(record.exterior_color) ?? "UNKNOWN",
    interiorColor: text(record.interior_color),
    engine: text(record.engine),
    drivetrain: text(record.drivetrain),
    transmission: text(record.transmission),
    fuel: text(record.fuel),
    bodyStyle: text(record.body_style),
    imageLink: text(record.image_link),
    additionalImages: (text(record.additional_image_link) ?? "")
      .split(",")
      .map((link) => link.trim())
      .filter(Boolean),
  };
}
