import { isValidVin } from "@carmarket/validation";

/** A row of Google's vehicle listings feed as parsed from CSV (only the columns we read). */
export type FeedRecord = Record<string, string | undefined>;

/** A feed row checked and converted; what the importer writes. */
export interface FeedVehicle {
  vin: string;
  feedItemId: string | null;
  brandSlug: string;
  modelSlug: string;
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
  imageLink: string | null;
  additionalImages: string[];
}

/** Why a row was refused; the report lists these with the line number. */
export type RejectReason = string;

/**
 * The column naming a row's dealer: Google's `store_code` (the dealership's store code), which a
 * dealer sets to its CarMarket dealer id. A row without one belongs to the feed's dealer (ADR 210).
 */
export const DEALER_COLUMN = "store_code";

const text = (value: string | undefined) => {
  const trimmed = (value ?? "").trim();
  return trimmed === "" ? null : trimmed;
};

/**
 * Google's columns holding links. A row is refused unless every link in them is an absolute http(s) URL: a
 * `javascript:` or `data:` link would reach pages, image fetches and the dealer's report as sent (issue #25).
 */
const LINK_COLUMNS = ["link", "image_link", "additional_image_link"] as const;

/** The links of a link column: `additional_image_link` lists several, comma-separated. */
function linksOf(record: FeedRecord, column: (typeof LINK_COLUMNS)[number]): string[] {
  const raw = text(record[column]);
  if (raw === null) return [];
  return column === "additional_image_link" ? raw.split(",").map((link) => link.trim()).filter(Boolean) : [raw];
}

/** Whether `link` is an absolute http(s) URL, as the URL parser (and so a browser) reads it. */
export function isHttpLink(link: string): boolean {
  return URL.canParse(link) && ["http:", "https:"].includes(new URL(link).protocol);
}

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

/**
 * Checks one feed row of dealer `dealerId`'s feed: its store code is that dealer's (or absent), VIN
 * check digit, known make and model (by slug of the feed's text), model year 2015–2025, parseable
 * price and mileage, http(s) links. Answers the vehicle or the reason.
 */
export function readFeedRow(
  record: FeedRecord,
  catalogue: { brandSlug(make: string): string | undefined; modelSlug(brandSlug: string, model: string): string | undefined },
  dealerId: number,
): FeedVehicle | RejectReason {
  const storeCode = text(record[DEALER_COLUMN]);
  if (storeCode !== null && storeCode !== String(dealerId)) return `${DEALER_COLUMN} '${storeCode}' is not this feed's dealer ${dealerId}`;
  const vin = (text(record.vin) ?? "").toUpperCase();
  if (!isValidVin(vin)) return vin.length === 17 ? "bad VIN check digit" : "malformed VIN";
  const make = text(record.make);
  const brandSlug = make ? catalogue.brandSlug(make) : undefined;
  if (!brandSlug) return `unknown make '${make ?? ""}'`;
  const model = text(record.model);
  const modelSlug = model ? catalogue.modelSlug(brandSlug, model) : undefined;
  if (!modelSlug) return `unknown model '${model ?? ""}'`;
  const year = Number(text(record.year));
  if (!Number.isInteger(year) || year < 2015 || year > 2025) return `bad year '${record.year ?? ""}'`;
  const price = parseFeedPrice(record.price);
  if (Number.isNaN(price) || (price !== null && price <= 0)) return `bad price '${record.price ?? ""}'`;
  const msrp = parseFeedPrice(record.vehicle_msrp);
  const mileage = parseFeedMileage(record.mileage);
  if (Number.isNaN(mileage)) return `bad mileage '${record.mileage ?? ""}'`;
  for (const column of LINK_COLUMNS) {
    const bad = linksOf(record, column).find((link) => !isHttpLink(link));
    if (bad !== undefined) return `${column} '${bad}' is not an http(s) link`;
  }
  const condition = text(record.condition)?.toLowerCase() === "new" ? "new" : /^(true|yes|1)$/i.test(text(record.certified_pre_owned) ?? "") ? "certified" : "used";
  return {
    vin,
    feedItemId: text(record.id),
    brandSlug,
    modelSlug,
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
    imageLink: linksOf(record, "image_link")[0] ?? null,
    additionalImages: linksOf(record, "additional_image_link"),
  };
}
