/**
 * Entity types of the CarMarket spec §3. Real dealer feeds leave fields out, so almost every
 * field is optional; only `_id` (the VIN) is guaranteed.
 * @packageDocumentation
 */

/** One entry of a listing's price history (§3): newest entries come first. */
export interface PriceHistoryEntry {
  /** When this price was observed, in unix seconds (not milliseconds). */
  timestamp: number;
  /** Asking price in US dollars. */
  price: number;
}

/** A price wrapped in an object, as the feed sends `currentPrice` and `initialPrice` (§3). */
export interface PriceValue {
  /** Price in US dollars. */
  price: number;
}

/** Dealer details attached to a listing (§3 "Dealer info"). */
export interface DealerInfo {
  /** Dealer's display name. */
  name?: string;
  /** Dealer's own website URL. */
  website?: string;
  /** Average rating, 0 to 5. */
  rating?: number;
  /** Number of ratings behind `rating`. */
  rating_count?: number;
  /** Dealer page on this site. */
  dealer_url?: string;
  /** Street address. */
  address?: string;
  /** City of the address. */
  city?: string;
  /** Two-letter state code of the address. */
  state?: string;
  /** 5-digit ZIP code. */
  zip?: string;
  /** Phone numbers by label, e.g. `{ Sales: "(555) 123-4567" }`. */
  contact?: Record<string, string>;
  /**
   * Opening hours by weekday name (e.g. `Monday`) to free hours text (e.g. `9:00 AM - 6:00 PM`);
   * the text `closed` means closed that day.
   */
  timing?: Record<string, string>;
}

/** GeoJSON-style point of a listing (§3): coordinates are `[longitude, latitude]`, longitude first. */
export interface ListingLocation {
  /** GeoJSON geometry type, normally `Point`. */
  type?: string;
  /** `[longitude, latitude]` in degrees. */
  coordinates: [longitude: number, latitude: number];
}

/** Market value the API computes from comparable listings (not in the feed). */
export interface MarketValue {
  /** Expected (market) price in US dollars. */
  expected_price: number;
  /** How many comparable listings the estimate is based on. */
  comparable_count: number;
  /** Where this listing's price falls among comparables, 0 to 100. */
  percentile: number;
}

/**
 * One vehicle for sale, identified by its VIN (§3 "Listing").
 * Prices are US dollars; distances are metres; dates as the feed sends them.
 */
export interface Listing {
  /** The VIN (17 characters). */
  _id: string;
  /** Brand display name, e.g. `Toyota`. */
  brand_name?: string;
  /** Brand URL slug, e.g. `land-rover`. */
  brand_slug?: string;
  /** Brand id. */
  brand_id?: number | string;
  /** Model display name. */
  model_name?: string;
  /** Model URL slug. */
  model_slug?: string;
  /** Model id. */
  model_id?: number | string;
  /** Extra name part of the vehicle (feed field `others`). */
  others?: string;
  /** Slug of `others`. */
  others_slug?: string;
  /** Model year. */
  year?: number;
  /** Car name (brand and model). */
  car_name?: string;
  /** Full vehicle title shown on cards, e.g. `2021 Toyota Camry SE`. */
  vin_name?: string;
  /** Trim name. */
  trim_name?: string;
  /** Submodel name. */
  submodel_name?: string;
  /** Submodel slug. */
  submodel_slug?: string;
  /** Submodel family (trim family) slug. */
  submodel_family_slug?: string;
  /** New car. */
  is_new?: boolean;
  /** Used car. */
  isUsed?: boolean;
  /** Certified pre-owned. */
  certified_car?: boolean;
  /** Latest model year of its model. */
  is_latest?: boolean;
  /** Already sold. */
  is_sold?: boolean;
  /** Asking price; 0 or less means no dealer price (§9). */
  price?: number;
  /** Dealer's price; preferred over `price` for the loan estimate (§9). */
  dealer_price?: number;
  /** Manufacturer's suggested retail price; new cars fall back to it (§9). */
  msrp?: number;
  /** Expected (market) price in US dollars (§3). */
  expected_price?: number;
  /** The price before its last change (the API's card field): a higher one shows a price-drop tag (issue #26.13). */
  previous_price?: number;
  /** Deal label computed for the listing, e.g. `Good Deal` (§9). */
  deal_value?: string;
  /**
   * Per-product deal values (§3 `{product}_deal_value`, e.g. `cto_deal_value`), keyed by field name.
   */
  [productDealValue: `${string}_deal_value`]: string | undefined;
  /** Odometer reading in miles. */
  mileage?: number;
  /** Combined fuel economy in MPG. */
  fuel_economy?: number;
  /** Fuel type. */
  fuel?: string;
  /** Engine description. */
  engine?: string;
  /** Engine type (e.g. `V6`, `Electric`). */
  engine_type?: string;
  /** Drivetrain (e.g. `AWD`). */
  drivetrain?: string;
  /** Transmission. */
  transmission?: string;
  /** Exterior colour; `UNKNOWN` is hidden (§3). */
  color?: string;
  /** Interior colour. */
  interior_color?: string;
  /** Main picture URL or path. */
  main_picture?: string;
  /** Card image URL or path. */
  image?: string;
  /** Stock exterior thumbnails (sample images, §3). */
  thumb_exterior?: string[];
  /** Dealer photos, file names under the brand folder (§3). */
  other_images?: string[];
  /** Stock sample images (§3). */
  sample_images?: string[];
  /** City slug or name. */
  city?: string;
  /** City display name. */
  city_name?: string;
  /** State display name. */
  state_name?: string;
  /** Distance from the shopper in metres. */
  dist?: number;
  /** Distance from the shopper in metres (alternative feed field). */
  distance?: number;
  /** Date the car entered the market (feed date text). */
  date_of_release_in_market?: string;
  /** How many shoppers saved this car. */
  save_car_count?: number;
  /** Major options / key features. */
  major_options?: string[];
  /** Number of previous owners. */
  owner_count?: number;
  /** Number of reported accidents. */
  count_accident?: number;
  /** Any accident reported. */
  has_accidents?: boolean;
  /** Theft title reported. */
  theft_title?: boolean;
  /** Price history, newest first (§3). */
  priceHistory?: PriceHistoryEntry[];
  /** Current price. */
  currentPrice?: PriceValue;
  /** First price seen. */
  initialPrice?: PriceValue;
  /** Lowest price seen. */
  minPrice?: number;
  /** Highest price seen. */
  maxPrice?: number;
  /** Dealer id. */
  dealer_id?: number | string;
  /** Dealer name. */
  dealer?: string;
  /** Dealer name (alternative feed field). */
  dealer_name?: string;
  /** Dealer phone number. */
  dealer_contact?: string;
  /** Dealer rating, 0 to 5. */
  dealer_rating?: number;
  /** Number of dealer reviews. */
  reviews_count?: number;
  /** Dealer details. */
  dealer_info?: DealerInfo;
  /** Dealer location; coordinates are `[longitude, latitude]`. */
  location?: ListingLocation;
  /** Car page URL. */
  url?: string;
  /** Added by our API: when the dealer feed last listed this car (ISO 8601 date). */
  last_seen_in_feed?: string;
  /** Added by our API: market value from comparable listings. */
  market?: MarketValue;
}

/** One item of the image/video gallery modal (§3 "Gallery item"). */
export interface GalleryItem {
  /** Image or video path. */
  path: string;
  /** Category/tag filters this item belongs to. */
  tags: string[];
  /** Video size/tag name when the item is a video (§9: xs, s, m, l, xl). */
  video_tag?: string;
  /** Poster image of a video. */
  poster?: string;
}

/** One image of a listing's gallery (§3 "Gallery image"). */
export interface GalleryImage {
  /** Image path, containing `images/`. */
  image_file: string;
  /** Alternative text for screen readers. */
  alt_text: string;
  /** Visible caption. */
  caption: string;
  /** True for stock images (`thumb_exterior`, `sample_images`) rather than photos of this car. */
  is_sample: boolean;
}
