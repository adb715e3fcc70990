import type { NewsItem, NewsPageData } from "@carmarket/news";

/**
 * Answer shapes of the research and news calls (apps/api/src/routes/research/README.md). Field names are the spec's
 * (§3, §7) where it names them; research content fields are documented in apps/api/src/seed/research/README.md.
 */

/** §3 Model (review): one model of a brand in the review picker. */
export interface ReviewModel {
  /** Model display name. */
  name: string;
  /** Model URL slug. */
  model_slug: string;
  /** Model id. */
  id: number;
  /** Research page path of the model, e.g. `/toyota/camry`. */
  url: string;
  /** §2.5 body-type slug (the review picker's body-style tabs). */
  body_type: string;
  /** Model years with research pages, newest first (§3 Year entry). */
  years: { year: number; url: string }[];
}

/** §3 Submodel: the mobile picker's grouping (here: one per body style of the brand). */
export interface ReviewSubmodel {
  /** Group label, e.g. `SUV`. */
  sub_model_name: string;
  /** §2.5 body-type slug of the group. */
  sub_model_slug: string;
  /** The group's models with their years. */
  models_data: { model_slug: string; name: string; id: number; url: string; years: { year: number; url: string }[] }[];
}

/** §3 Ranking item. */
export interface RankingItem {
  /** Ranking page path, e.g. `/suv/best-compact-suvs`. */
  url: string;
  /** Ranking title, e.g. `Best Compact SUVs`. */
  title: string;
}

/** §3 crash-test rating labels: NHTSA stars (1–5) and IIHS results. */
export interface SafetyRatings {
  /** NHTSA overall stars. */
  overall: number;
  /** NHTSA frontal crash stars. */
  front: number;
  /** NHTSA side crash stars. */
  side: number;
  /** NHTSA rollover stars. */
  rollover: number;
  /** IIHS driver-side small overlap front: Good, Acceptable, Marginal or Poor. */
  small_overlap: IihsRating;
  /** IIHS moderate overlap front. */
  moderate_overlap: IihsRating;
  /** IIHS side test. */
  side_iihs: IihsRating;
  /** IIHS roof strength. */
  roof_strength: IihsRating;
  /** IIHS headlights. */
  headlights: IihsRating;
}

/** IIHS rating words. */
export type IihsRating = "Good" | "Acceptable" | "Marginal" | "Poor";

/** One trim of a model year. */
export interface ResearchTrim {
  name: string;
  /** Trim family (§9 trim_family_name). */
  family: string;
  msrp: number;
  features: string[];
}

/** One year's cost in the 5-year cost to own (apps/api/src/seed/research/README.md, "cto"). */
export interface CostYear {
  year: number;
  depreciation: number;
  fuel: number;
  insurance: number;
  maintenance: number;
  repairs: number;
  taxes_fees: number;
  total: number;
}

/** The §2.2 review-content tabs of the editor review. */
export interface EditorReview {
  /** Short labelled analyses: What's New, Pros, Cons, Verdict. */
  analysis_tabs: { title: string; content: string[] }[];
  /** The editor's closing comment. */
  comment: string;
  /** Competitors of the same class with their research paths and scores. */
  competitor_data: CarSummary[];
  faq: { question: string; answer: string }[];
  overview: string;
  /** Rated review sections (score out of 10). */
  review: { title: string; score: number; text: string }[];
  /** The recommended trim and why. */
  trim_data: { recommended: string; reason: string; trims: ResearchTrim[] };
  /** Editor's name. */
  author: string;
}

/** §3 Gallery item of a car. */
export interface GalleryItem {
  /** Image (or video poster) path containing 'images/'. */
  path: string;
  tags: string[];
  /** Video size names (§9 xs…xl) when the item is a video, else null. */
  video_tag: string | null;
  /** Poster image of a video, else null. */
  poster: string | null;
}

/** Generated research content of one model-year; each key feeds one §2.2 tab (apps/api/src/seed/research/README.md). */
export interface ResearchContent {
  overview: {
    summary: string;
    msrp_min: number;
    msrp_max: number;
    body_type: string;
    vehicle_class: string;
    highlights: string[];
  };
  specs: {
    engine: string;
    fuel: string;
    horsepower: number;
    torque_lb_ft: number;
    transmission: string;
    drivetrain: string;
    curb_weight_lb: number;
    seating: number;
    fuel_tank_gal: number | null;
    battery_kwh: number | null;
  };
  performance: { zero_to_sixty_s: number; quarter_mile_s: number; top_speed_mph: number; horsepower: number; torque_lb_ft: number };
  /** EPA-style figures; for electric cars MPGe and range. */
  mpg: { city: number; highway: number; combined: number; unit: "MPG" | "MPGe"; range_miles: number };
  dimensions: { length_in: number; width_in: number; height_in: number; wheelbase_in: number; ground_clearance_in: number };
  /** Trunk of a car, cargo behind rows of an SUV/van/wagon, bed of a pickup (cubic feet). */
  cargo: { trunk_cu_ft: number | null; behind_second_row_cu_ft: number | null; max_cu_ft: number | null; bed_length_ft: number | null };
  towing: { max_lb: number; recommended: boolean };
  safety: SafetyRatings;
  reliability: { score: number; verdict: string; recalls: number };
  problems: { area: string; reports: number; summary: string }[];
  trims: ResearchTrim[];
  trim_families: { family: string; trims: string[]; msrp_from: number }[];
  cto: { years: CostYear[]; total: number; method: string };
  editor_review: EditorReview;
  gallery: GalleryItem[];
}

/** A short card of a research car (lists, rankings, competitors). */
export interface CarSummary {
  id: number;
  title: string;
  url: string;
  brand_name: string;
  brand_slug: string;
  model_name: string;
  model_slug: string;
  year: number;
  body_type: string;
  vehicle_class: string;
  score: number;
  msrp_min: number;
  image: string;
}

/** A shopper's published car review. */
export interface CarUserReview {
  id: number;
  rating: number;
  title: string;
  text: string;
  author_name: string;
  created_at: string;
}

/** GET /inventory/car/data/{id} and the car of a car page. */
export interface CarData extends CarSummary {
  content: ResearchContent;
  /**
   * Which optional §2.2 tabs have data (overview, versus, trims): the `has` input of `buildCarTabs`
   * in @carmarket/routes, which builds the tab strip.
   */
  has: { overview: boolean; versus: boolean; trims: boolean };
  /** The year-less "new" car path of the MPG, 0to60, towing, trunk, cargo and dimensions tabs, e.g. `/toyota/camry`. */
  new_car_path: string;
  user_reviews: { count: number; average_rating: number | null; reviews: CarUserReview[] };
}

/** GET /inventory/car/data{path}: the car plus the tab the path names. */
export interface CarPage {
  car: CarData;
  /** The tab slug of the path (`overview` when the path names none). */
  active_tab: string;
}

/** GET /compare/{slug}: both cars side by side. */
export interface ComparePage {
  slug: string;
  title: string;
  /** The cars in slug order (two for a `-vs-` slug). */
  cars: CarData[];
}

/** A ranking page. */
export interface RankingPage {
  ranking: RankingItem & { body_type: string };
  entries: (CarSummary & { rank: number })[];
  /** The other rankings of the same body style (§2.5 ranking overlay list). */
  related: RankingItem[];
}

/** GET /pages/resolve: what a catch-all path is (§2.1 page-type names) and its data. */
export type ResolvedPage =
  | { page_type: "BRAND"; brand: { id: number; name: string; slug: string }; models: ReviewModel[] }
  | { page_type: "SUBMODEL"; brand: { id: number; name: string; slug: string }; model: ReviewModel; cars: CarSummary[] }
  | ({ page_type: "CAR" } & CarPage)
  | ({ page_type: "WRITE_REVIEW" | "SUBMIT_REVIEW" | "REVIEW_SUCCESS" | "BUILD_PRICE" | "SINGLE_REVIEW" } & CarPage)
  | ({ page_type: "RANKING" } & RankingPage)
  | ({ page_type: "COMPARE" } & ComparePage)
  | {
      /** Pages served from catalogue data (listings, dealers, home): their parts as `classifyPath` parsed them. */
      page_type: "HOME" | "DEALERS" | "INVENTORY" | "DEALER_INVENTORY" | "DEALER_REVIEWS" | "DEALER_WRITE_REVIEW" | "SINGLE_VIN" | "VIN_COMPARE";
      match: Record<string, unknown>;
    };

/** Body of POST /reviews. */
export interface WriteCarReviewBody {
  /** Research car id (GET /inventory/car/data/{id}). */
  car_id: number;
  /** Whole stars, 1 to 5. */
  rating: number;
  title: string;
  text: string;
  name: string;
  email: string;
}

/** Answer of POST /reviews: published at once, or kept for a moderator (apps/api/src/routes/research/README.md). */
export interface WriteCarReviewAnswer {
  status: 1;
  message: string;
  review_status: "published" | "pending";
}

/** GET /news/category/{slug} and GET /authors/{slug} share the paging fields. */
export interface NewsPage<TItem> {
  news: TItem[];
  count: number;
  page: number;
  page_size: number;
}

/** Input of `getReviewModels` (§7 "Models, review flow"). */
export interface ReviewModelsParams {
  brand_id: number;
  for_home?: 1;
  is_slug_required?: 1;
  /** The mobile picker's flag: answer §3 Submodel groups instead of models. */
  is_parent_submodel?: 1;
}

/** News page data as the API sends it: listings under `similar_vins` are plain objects. */
export type NewsPageAnswer = NewsPageData<Record<string, unknown>>;

/** An author page: the author and their articles, page by page. */
export interface AuthorPage extends NewsPage<NewsItem> {
  author: { name: string; slug: string; image: string; designation: string; bio: string };
}

/** A news category page (GET /news/category/{slug}); Latest News lists every article (§2.8). */
export interface NewsCategoryPage extends NewsPage<NewsItem> {
  category_data: { name: string; slug: string };
}
