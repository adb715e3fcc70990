import type { ColumnType, Generated, JSONColumnType } from "kysely";
import type { VinConflict } from "../feeds/listed-vs-vin.js";
import type { VinFacts } from "../vin-decoding/vin-facts.js";

/** A timestamp column: written as Date or ISO text, read as Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp with a database default. */
type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column with a database default: optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** A make sold in the US (§3 Brand). Flags say which sale tabs list it (§2.5). */
interface BrandsTable {
  id: Generated<number>;
  name: string;
  /** Multi-word slugs are hyphenated (§3): mercedes-benz, land-rover. */
  slug: string;
  is_used: boolean;
  is_new: boolean;
  is_certified: boolean;
}

/** A model line of a brand with its body type (§2.5 body-type slugs) and submodel family. */
interface ModelsTable {
  id: Generated<number>;
  brand_id: number;
  name: string;
  slug: string;
  /** §2.5 body-type slug: suv, sedan, van, wagon, hatchback, coupe, convertible, pickup-truck. */
  body_type: string;
  /** Size/segment class, e.g. "Compact SUV" (apps/api/src/seed/README.md). */
  vehicle_class: string;
  submodel_family_slug: string;
  /** Research page of the model, e.g. /toyota/camry. */
  url: string;
  /** The NHTSA vPIC model names this line covers, e.g. ["Silverado"] for "Silverado 1500" (migration 0021). */
  vpic_names: ColumnType<string[], string[] | undefined, string[]>;
}

/** One trim of a model year with its MSRP. */
export interface Trim {
  name: string;
  msrp: number;
}

/** A model year on sale with its base MSRP and trims. */
interface ModelYearsTable {
  model_id: number;
  year: number;
  msrp_base: number;
  trims: JSONColumnType<Trim[]>;
}

/** Real US ZIP codes with their centre coordinates (from the `zipcodes` package). */
export interface ZipsTable {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** A dealer (§3 Dealer info). */
interface DealersTable {
  id: Generated<number>;
  name: string;
  slug: string;
  /** Where leads are delivered (accounts area). */
  email: string;
  website: string;
  /** Label → phone (§3 contact). */
  contact: JSONColumnType<Record<string, string>>;
  /** Weekday name → hours text, 'closed' when closed (§3 timing). */
  timing: JSONColumnType<Record<string, string>>;
  address: string;
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** Average review rating 0–5, kept in step with dealer_reviews. */
  rating: WithDefault<number>;
  rating_count: WithDefault<number>;
  dealer_url: string;
}

/**
 * One vehicle for sale (§3 Listing), keyed by VIN. Columns the search filters or sorts on are real
 * columns; lists are jsonb. Dealer coordinates are copied in so the geo index covers the table alone.
 */
export interface ListingsTable {
  vin: string;
  dealer_id: number;
  brand_id: number;
  model_id: number;
  year: number;
  brand_name: string;
  brand_slug: string;
  model_name: string;
  model_slug: string;
  body_type: string;
  trim_name: string | null;
  /** Trim family (§9 trim_family_name), e.g. "LE". */
  trim_family_name: string | null;
  submodel_name: string | null;
  submodel_slug: string | null;
  submodel_family_slug: string | null;
  /** §9 submodel_family_name, e.g. "Camry Hybrid". */
  submodel_family_name: string | null;
  vin_name: string;
  /** 'new' | 'used' | 'certified' (certified pre-owned is also used). */
  condition: string;
  is_latest: boolean;
  is_sold: WithDefault<boolean>;
  /** Asking price; null when the dealer gives none (§9 'No Dealer Price'). */
  price: number | null;
  dealer_price: number | null;
  msrp: number | null;
  /** Price before the latest change; set when the price moved. */
  previous_price: number | null;
  /** Market value from comparable listings (apps/api/src/seed/README.md). */
  expected_price: number | null;
  comparable_count: WithDefault<number>;
  /** Deal label (§9: Excellent Deal … Overpriced), null when uncertain. */
  deal_value: string | null;
  /** expected_price − price in dollars; positive means below market. */
  deal_difference: number | null;
  /** 0 best … 4 worst, 5 uncertain: sort key for §9 deal sorting. */
  deal_rank: WithDefault<number>;
  mileage: number | null;
  fuel_economy: number | null;
  fuel: string | null;
  engine: string | null;
  engine_type: string | null;
  drivetrain: string | null;
  transmission: string | null;
  /** Exterior colour; 'UNKNOWN' when the feed has none (§3). */
  color: string;
  interior_color: string | null;
  main_picture: string | null;
  image: string | null;
  thumb_exterior: JSONColumnType<string[]>;
  other_images: JSONColumnType<string[]>;
  sample_images: JSONColumnType<string[]>;
  image_count: WithDefault<number>;
  city_name: string;
  state_name: string;
  latitude: number;
  longitude: number;
  date_of_release_in_market: Timestamp;
  save_car_count: WithDefault<number>;
  major_options: JSONColumnType<string[]>;
  owner_count: number | null;
  count_accident: number | null;
  has_accidents: boolean | null;
  theft_title: boolean | null;
  url: string;
  /** The dealer feed's own item id and store code (Google vehicle listings feed). */
  feed_item_id: string | null;
  last_seen_in_feed: Timestamp;
  /** What the dealer listed that the VIN contradicts, both kept (migration 0025, ADR 276); written as JSON text. */
  vin_conflicts: ColumnType<VinConflict[], string | undefined, string>;
  created_at: TimestampDefault;
  /**
   * xid8 (as text) of the transaction that last wrote the row, set by the database on insert and update
   * (migration 0014): how each process's search index finds what changed (ADR 258).
   */
  changed_xid: ColumnType<string, never, never>;
}

/** Price observations of a listing; the API answers them newest first (§3 priceHistory). */
export interface PriceHistoryTable {
  vin: string;
  /** Unix seconds (§3). bigint: node-postgres reads it as text, PGlite as a number; convert with Number(). */
  timestamp: ColumnType<number | string, number, number>;
  price: number;
}

/** A shopper review's moderation state (dealer and car reviews alike). */
export type ReviewStatus = "published" | "pending";

interface DealerReviewsTable {
  id: Generated<number>;
  dealer_id: number;
  rating: WithDefault<number>;
  title: string;
  text: string;
  author_name: string;
  created_at: TimestampDefault;
  likes: WithDefault<number>;
  dislikes: WithDefault<number>;
  /** Only 'published' reviews are listed, counted and votable (ADR 218; migration 0011). */
  status: WithDefault<ReviewStatus>;
  /** Why a review waits for a moderator, empty when published. */
  moderation_note: WithDefault<string>;
  /** What the repeat check compares (review-moderation.ts); null on rows older than migration 0011. */
  content_hash: ColumnType<string | null, string | null | undefined, string | null>;
  address_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The writer's email, lowercase (migration 0026); null on rows older than it and on seeded ones. */
  email: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One vote per review and voter (visitor cookie id or `user:{id}`); changeable (§7 like/dislike). */
interface DealerReviewVotesTable {
  review_id: number;
  voter: string;
  /** 1 like, -1 dislike. */
  vote: number;
}

/** A dealer's key for pushing its feed (migration 0009, ADR 210); the key itself is never stored. */
interface DealerFeedKeysTable {
  id: Generated<number>;
  dealer_id: number;
  label: string | null;
  /** The key's first characters: not secret, tells keys apart in `dealer-keys list`. */
  prefix: string;
  /** SHA-256 of the whole key. */
  key_hash: string;
  created_at: TimestampDefault;
  last_used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Tables of brands, models, ZIPs, dealers, listings, price history and dealer reviews (migration 0001), and dealer feed keys (0009). */
/** vPIC's decode of one VIN pattern (`vinPatternKey`, ADR 270), shared by every car of that pattern. */
interface VinPatternsTable {
  pattern_key: string;
  facts: JSONColumnType<VinFacts>;
  decoded_at: TimestampDefault;
}

/** A dealer's photo at one place of a car's feed links (migration 0031, ADR 281). */
interface ListingPhotosTable {
  vin: string;
  /** 0 is the feed's image_link, 1… its additional_image_link in order. */
  position: number;
  /** The link the feed gives now. */
  link: string;
  /** pending: to fetch; ready: `hash` is this link's photo; refused: `reason` says why, `hash` (if any) is the last good one. */
  status: WithDefault<"pending" | "ready" | "refused">;
  reason: string | null;
  /** The stored photo (content address in MEDIA_DIR), or null before any fetch of this place succeeded. */
  hash: string | null;
  /** The photo's dominant colour (`rrggbb`), shown while it loads. */
  colour: string | null;
  checked_at: Date | null;
}

export interface CatalogTables {
  brands: BrandsTable;
  models: ModelsTable;
  model_years: ModelYearsTable;
  zips: ZipsTable;
  dealers: DealersTable;
  listings: ListingsTable;
  price_history: PriceHistoryTable;
  dealer_reviews: DealerReviewsTable;
  dealer_review_votes: DealerReviewVotesTable;
  dealer_feed_keys: DealerFeedKeysTable;
  vin_patterns: VinPatternsTable;
  listing_photos: ListingPhotosTable;
}
