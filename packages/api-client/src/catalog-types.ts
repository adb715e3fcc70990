// Answers of the catalogue calls (apps/api/src/routes/catalog/README.md). Field names are the spec's (§3, §7); fields a
// dealer feed left empty are absent, so most are optional.

/** §3 Brand with the sale-tab flags (§2.5). */
export interface Brand {
  id: number;
  name: string;
  slug: string;
  /** Brand page, e.g. `/land-rover`. */
  url: string;
  isUsed: boolean;
  isNew: boolean;
  isCertified: boolean;
}

/** §3 year entry. */
export interface YearEntry {
  year: number;
  url: string;
}

/** §3 model of the sale flow; `years` when `for_home` was 1 (three-step picker). */
export interface SaleModel {
  model_name: string;
  model_slug: string;
  id: number;
  url: string;
  years?: YearEntry[];
}

export interface SaleModelsParams {
  brand_id: number;
  for_home?: 0 | 1;
  /** 1 on the New tab. */
  is_new?: 0 | 1;
  /** 1 on the Certified Pre-Owned tab. */
  is_certified?: 0 | 1;
  is_slug_required?: 0 | 1;
}

/** A listing card (§3 field names): what search results and carousels carry. */
export interface ListingCard {
  /** The VIN. */
  _id: string;
  vin_name: string;
  car_name: string;
  year: number;
  brand_id: number;
  brand_name: string;
  brand_slug: string;
  model_id: number;
  model_name: string;
  model_slug: string;
  body_type: string;
  trim_name?: string;
  submodel_name?: string;
  submodel_slug?: string;
  submodel_family_slug?: string;
  is_new: boolean;
  isUsed: boolean;
  certified_car: boolean;
  is_sold: boolean;
  is_latest: boolean;
  /** 0 when the dealer gave no price (§9 'No Dealer Price'). */
  price: number;
  dealer_price?: number;
  msrp?: number;
  expected_price?: number;
  /** §9 deal label, absent when uncertain. */
  deal_value?: string;
  /** expected_price − price: positive is below market. */
  deal_difference?: number;
  previous_price?: number;
  mileage?: number;
  fuel_economy?: number;
  fuel?: string;
  engine?: string;
  drivetrain?: string;
  transmission?: string;
  /** Exterior colour; `UNKNOWN` is hidden (§3). */
  color: string;
  image?: string;
  main_picture?: string;
  city: string;
  city_name: string;
  state_name: string;
  /** Metres from the searched ZIP (§9: / 1609.34 = miles). */
  dist?: number;
  distance_miles?: number;
  save_car_count: number;
  dealer_id: number;
  dealer_name: string;
  dealer: string;
  dealer_rating: number;
  date_of_release_in_market: string;
  /** Longitude first (§3). */
  location: { type: "Point"; coordinates: [number, number] };
  url: string;
}

/** §3 dealer info. */
export interface DealerInfo {
  name: string;
  website: string;
  rating: number;
  rating_count: number;
  dealer_url: string;
  address: string;
  /** City and two-letter state of the address (the vehicle page's dealer info). */
  city?: string;
  state?: string;
  zip: string;
  /** Label → phone. */
  contact: Record<string, string>;
  /** Weekday → hours text; 'closed' means closed. */
  timing: Record<string, string>;
}

export interface PriceHistoryEntry {
  /** Unix seconds. */
  timestamp: number;
  price: number;
}

/** Market value explanation of one listing. */
export interface MarketExplanation {
  expected_price: number | null;
  comparable_count: number;
  /** Share of comparables priced lower, 0–100; null without price or comparables. */
  percentile: number | null;
}

/** The single-vehicle listing (§2.7, §3). */
export interface VehicleDetail extends ListingCard {
  interior_color?: string;
  engine_type?: string;
  trim_family_name?: string;
  submodel_family_name?: string;
  owner_count?: number;
  count_accident?: number;
  has_accidents?: boolean;
  theft_title?: boolean;
  thumb_exterior: string[];
  other_images: string[];
  sample_images: string[];
  major_options: string[];
  /** Newest first (§3). */
  priceHistory: PriceHistoryEntry[];
  currentPrice?: { price: number };
  initialPrice?: { price: number };
  minPrice?: number;
  maxPrice?: number;
  dealer_contact?: string;
  reviews_count: number;
  dealer_info: DealerInfo;
  last_seen_in_feed: string;
  market: MarketExplanation;
}

export interface VinData {
  vin: VehicleDetail;
  similar_vins: ListingCard[];
}

/** A filter option with its count (§9 order: years descending, others alphabetical). */
export interface FacetOption {
  name: string;
  count: number;
}

/** Input of GET /inventory/listingdata: §9 filter keys and the rest (apps/api/src/routes/catalog/README.md). Lists are comma-joined. */
export interface ListingDataParams {
  zip?: string;
  radius?: number;
  brand_slug?: string;
  brand_id?: number;
  model_slug?: string;
  model_id?: number;
  dealer_id?: number;
  condition?: string;
  is_new?: 0 | 1;
  isUsed?: 0 | 1;
  certified_car?: 0 | 1;
  body_type?: string;
  year?: string;
  /** "min-max", e.g. "10000-25000". */
  dealer_price?: string;
  mileage?: string;
  fuel_economy?: string;
  trim_family_name?: string;
  /** Deal flags or labels, e.g. "excellent-deal,good-deal". */
  deal_value_order?: string;
  transmission?: string;
  engine?: string;
  drivetrain?: string;
  submodel_family_name?: string;
  color?: string;
  interior_color?: string;
  fuel?: string;
  remove_vin_without_images?: 0 | 1;
  /** Listed within this many days. */
  date_of_release_in_market?: number;
  major_options?: string;
  /** no-accidents, one-owner, clean-title. */
  vehicle_history?: string;
  sort?: "price_asc" | "price_desc" | "mileage_asc" | "mileage_desc" | "year_desc" | "year_asc" | "distance" | "deal" | "newest";
  pagination?: number;
  page?: number;
  page_size?: number;
}

export interface ListingData {
  count: number;
  vins: ListingCard[];
  facets: Record<string, FacetOption[]>;
  page: number;
  page_size: number;
  title: string;
}

export interface PriceGraph {
  vin: string;
  /** Oldest first, for plotting. */
  points: PriceHistoryEntry[];
  current_price: number | null;
  expected_price: number | null;
  /** §5: the graph needs more than one entry. */
  drawable: boolean;
}

export interface CompareGraph {
  vin: string;
  vin_name: string;
  car: { price: number | null; mileage: number | null };
  expected_price: number | null;
  comparable_count: number;
  points: { vin: string; price: number; mileage?: number; year: number; deal_value?: string }[];
}

export interface Dealer extends DealerInfo {
  id: number;
  slug: string;
  email: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  inventory_count: number;
  /** Metres from the searched ZIP. */
  distance?: number;
}

export interface DealerDetail extends Dealer {
  reviews_count: number;
  dealer_info: DealerInfo;
}

export interface DealerList {
  count: number;
  page: number;
  /** Dealers per page, so pages can be counted. */
  page_size: number;
  dealers: Dealer[];
}

export interface DealerReview {
  id: number;
  dealer_id: number;
  rating: number;
  title: string;
  text: string;
  author_name: string;
  created_at: string;
  likes: number;
  dislikes: number;
}

export interface DealerReviews {
  count: number;
  rating: number;
  reviews: DealerReview[];
}

export interface DealerReviewInput {
  rating: number;
  title: string;
  text: string;
  name: string;
}

export interface WriteAnswer {
  status: number;
  message: string;
}

export interface VoteAnswer {
  status: number;
  likes: number;
  dislikes: number;
}

export interface ZipLookupParams {
  zipcode: string;
  stored_zip?: string;
  /** Listing path the lookup is for, e.g. /used-cars/toyota. */
  url?: string;
  invoked_by?: string;
}

/** Nearby body types with links (§7 forsale_listings_filter). */
export interface BodyTypeLink {
  name: string;
  slug: string;
  count: number;
  url: string;
}

/** §7 zip answer. */
export interface ZipLookup {
  status: 0 | 1;
  data: {
    subfooter_vins: ListingCard[];
    sidebar_vins: ListingCard[];
    price_dropped_listings: ListingCard[];
    featured_listings: ListingCard[];
    newly_added_listings: ListingCard[];
    on_sale_listings: ListingCard[];
    cheap_listings: ListingCard[];
    forsale_listings_filter: BodyTypeLink[];
    count: number;
    vin_url: string;
    name: string;
    heading: string;
    is_new: boolean;
  };
  cookie_zip: string | null;
  city_name: string;
  msg: string;
  trims: FacetOption[];
}

/** §3 geolocation result. */
export interface LocationLookup {
  /** 1 = success. */
  status: 0 | 1;
  zip: string;
  msg: string;
}
