import * as v from "valibot";
import { carReviewSchema } from "@carmarket/validation";
import { CAR_TABS } from "@carmarket/routes";
import { wholeNumber } from "./answer-fields.js";
import { defineOperations } from "./operation.js";
import { carDataExample } from "./research-examples.js";

/** A model year with a research page (§3 Year entry). */
const yearEntry = v.object({ year: wholeNumber, url: v.string() });

/** §3 Model (review): one model of a brand in the review picker. */
export const reviewModel = v.object({
  name: v.pipe(v.string(), v.description("Model display name.")),
  model_slug: v.string(),
  id: wholeNumber,
  url: v.pipe(v.string(), v.description("Research page path of the model, e.g. `/toyota/camry`.")),
  body_type: v.pipe(v.string(), v.description("§2.5 body-type slug (the review picker's body-style tabs).")),
  years: v.pipe(v.array(yearEntry), v.description("Model years with research pages, newest first.")),
});
export type ReviewModel = v.InferOutput<typeof reviewModel>;

/** §3 Submodel: the mobile picker's grouping, one per body style of the brand. */
export const reviewSubmodel = v.object({
  sub_model_name: v.pipe(v.string(), v.description("Group label, e.g. `SUV`.")),
  sub_model_slug: v.pipe(v.string(), v.description("§2.5 body-type slug of the group.")),
  models_data: v.array(v.object({ model_slug: v.string(), name: v.string(), id: wholeNumber, url: v.string(), years: v.array(yearEntry) })),
});
export type ReviewSubmodel = v.InferOutput<typeof reviewSubmodel>;

/** §3 Ranking item. */
export const rankingItem = v.object({
  url: v.pipe(v.string(), v.description("Ranking page path, e.g. `/suv/best-compact-suvs`.")),
  title: v.string(),
});
export type RankingItem = v.InferOutput<typeof rankingItem>;

/** IIHS rating words. */
export const iihsRating = v.picklist(["Good", "Acceptable", "Marginal", "Poor"]);
export type IihsRating = v.InferOutput<typeof iihsRating>;

const notRated = <T extends v.GenericSchema>(rating: T) =>
  v.pipe(v.nullable(rating), v.description("Null where the catalogue holds no rating of this test (never a guess)."));

/** §3 crash-test ratings: NHTSA stars (1–5) and IIHS results, each null when not held. */
const safetyRatings = v.object({
  overall: notRated(wholeNumber),
  front: notRated(wholeNumber),
  side: notRated(wholeNumber),
  rollover: notRated(wholeNumber),
  small_overlap: notRated(iihsRating),
  moderate_overlap: notRated(iihsRating),
  side_iihs: notRated(iihsRating),
  roof_strength: notRated(iihsRating),
  headlights: notRated(iihsRating),
});
export type SafetyRatings = v.InferOutput<typeof safetyRatings>;

/** One trim of a model year. */
const researchTrim = v.object({
  name: v.string(),
  family: v.pipe(v.string(), v.description("Trim family (§9 trim_family_name).")),
  msrp: v.number(),
  features: v.array(v.string()),
});
export type ResearchTrim = v.InferOutput<typeof researchTrim>;

/** One year's cost in the 5-year cost to own (`cto`). */
const costYear = v.object({
  year: wholeNumber,
  depreciation: v.number(),
  fuel: v.number(),
  insurance: v.number(),
  maintenance: v.number(),
  repairs: v.number(),
  taxes_fees: v.number(),
  total: v.number(),
});
export type CostYear = v.InferOutput<typeof costYear>;

/** A short card of a research car (lists, rankings, competitors). */
export const carSummary = v.object({
  id: wholeNumber,
  title: v.string(),
  url: v.string(),
  brand_name: v.string(),
  brand_slug: v.string(),
  model_name: v.string(),
  model_slug: v.string(),
  year: wholeNumber,
  body_type: v.string(),
  vehicle_class: v.string(),
  score: v.number(),
  msrp_min: v.number(),
  image: v.string(),
});
export type CarSummary = v.InferOutput<typeof carSummary>;

/** The §2.2 review-content tabs of the editor review. */
const editorReview = v.object({
  analysis_tabs: v.pipe(v.array(v.object({ title: v.string(), content: v.array(v.string()) })), v.description("What's New, Pros, Cons, Verdict.")),
  comment: v.string(),
  competitor_data: v.pipe(v.array(carSummary), v.description("Competitors of the same class.")),
  faq: v.array(v.object({ question: v.string(), answer: v.string() })),
  overview: v.string(),
  review: v.pipe(v.array(v.object({ title: v.string(), score: v.number(), text: v.string() })), v.description("Rated sections, score out of 10.")),
  trim_data: v.object({ recommended: v.string(), reason: v.string(), trims: v.array(researchTrim) }),
  author: v.string(),
});
export type EditorReview = v.InferOutput<typeof editorReview>;

/** §3 Gallery item of a car. */
const galleryItem = v.object({
  path: v.pipe(v.string(), v.description("Image (or video poster) path containing 'images/'.")),
  tags: v.array(v.string()),
  video_tag: v.pipe(v.nullable(v.string()), v.description("Video size names (§9 xs…xl) when the item is a video.")),
  poster: v.pipe(v.nullable(v.string()), v.description("Poster image of a video.")),
});
export type GalleryItem = v.InferOutput<typeof galleryItem>;

/** Generated research content of one model-year; each key feeds one §2.2 tab (docs/data-research.md). */
export const researchContent = v.object({
  overview: v.object({
    summary: v.string(),
    msrp_min: v.number(),
    msrp_max: v.number(),
    body_type: v.string(),
    vehicle_class: v.string(),
    highlights: v.array(v.string()),
  }),
  specs: v.object({
    engine: v.string(),
    fuel: v.string(),
    horsepower: v.number(),
    torque_lb_ft: v.number(),
    transmission: v.string(),
    drivetrain: v.string(),
    curb_weight_lb: v.number(),
    seating: v.number(),
    fuel_tank_gal: v.nullable(v.number()),
    battery_kwh: v.nullable(v.number()),
  }),
  performance: v.object({
    zero_to_sixty_s: v.number(),
    quarter_mile_s: v.number(),
    top_speed_mph: v.number(),
    horsepower: v.number(),
    torque_lb_ft: v.number(),
  }),
  mpg: v.pipe(
    v.object({ city: v.number(), highway: v.number(), combined: v.number(), unit: v.picklist(["MPG", "MPGe"]), range_miles: v.number() }),
    v.description("EPA-style figures; for electric cars MPGe and range."),
  ),
  dimensions: v.object({ length_in: v.number(), width_in: v.number(), height_in: v.number(), wheelbase_in: v.number(), ground_clearance_in: v.number() }),
  cargo: v.pipe(
    v.object({
      trunk_cu_ft: v.nullable(v.number()),
      behind_second_row_cu_ft: v.nullable(v.number()),
      max_cu_ft: v.nullable(v.number()),
      bed_length_ft: v.nullable(v.number()),
    }),
    v.description("Trunk of a car, cargo behind rows of an SUV/van/wagon, bed of a pickup (cubic feet)."),
  ),
  towing: v.object({ max_lb: v.number(), recommended: v.boolean() }),
  safety: safetyRatings,
  reliability: v.pipe(
    v.object({ score: v.pipe(v.number(), v.description("1 to 5, 5 best (an estimate, ADR 273).")), verdict: v.string(), recalls: v.nullable(v.number()) }),
    v.description("Recalls are null where the catalogue holds no count."),
  ),
  safety_equipment: v.pipe(v.array(v.string()), v.description("Driver-assistance and safety equipment standard on every trim.")),
  sources: v.pipe(
    v.object({
      published: v.pipe(v.string(), v.description("The maker's publication the published figures come from.")),
      estimated: v.pipe(v.array(v.string()), v.description("Paths of the figures that are estimates, e.g. `performance.zero_to_sixty_s`.")),
      method: v.pipe(v.string(), v.description("How the estimates are computed, in one sentence.")),
    }),
    v.description("Where each figure comes from (issue #23): the maker's specifications, NHTSA vPIC, EPA, or an estimate."),
  ),
  problems: v.array(v.object({ area: v.string(), reports: v.number(), summary: v.string() })),
  trims: v.array(researchTrim),
  trim_families: v.array(v.object({ family: v.string(), trims: v.array(v.string()), msrp_from: v.number() })),
  cto: v.object({ years: v.array(costYear), total: v.number(), method: v.string() }),
  editor_review: editorReview,
  gallery: v.array(galleryItem),
});
export type ResearchContent = v.InferOutput<typeof researchContent>;

/** A shopper's published car review. */
const carUserReview = v.object({ id: wholeNumber, rating: wholeNumber, title: v.string(), text: v.string(), author_name: v.string(), created_at: v.string() });
export type CarUserReview = v.InferOutput<typeof carUserReview>;

const userReviews = v.object({ count: wholeNumber, average_rating: v.nullable(v.number()), reviews: v.array(carUserReview) });

/** A maker's official page. */
const makerLink = v.object({ label: v.string(), url: v.pipe(v.string(), v.description("An https URL on the maker's own site.")) });
export type MakerLink = v.InferOutput<typeof makerLink>;

/** Where the maker publishes its brochures (its US site) and its owner's manuals (issue #27.9). */
const makerSites = v.object({
  site: makerLink,
  manuals: v.pipe(v.nullable(makerLink), v.description("The maker's owner's-manual library; null where it has none open to the public.")),
});
export type MakerSites = v.InferOutput<typeof makerSites>;

/** GET /inventory/car/data/{id} and the car of a car page. */
export const carData = v.object({
  ...carSummary.entries,
  content: researchContent,
  has: v.pipe(
    v.object({ overview: v.boolean(), versus: v.boolean(), trims: v.boolean() }),
    v.description("Which optional §2.2 tabs have data: the `has` input of `buildCarTabs` in @carmarket/routes."),
  ),
  new_car_path: v.pipe(v.string(), v.description("The year-less path of the MPG, 0to60, towing, trunk, cargo and dimensions tabs, e.g. `/toyota/camry`.")),
  model_years: v.pipe(
    v.array(wholeNumber),
    v.description("Every researched year of the model, newest first: a year-less tab page names the year it shows and links to the others."),
  ),
  user_reviews: userReviews,
  maker_sites: v.pipe(
    v.nullable(makerSites),
    v.description("The maker's official sites (Brochure & Manuals tab); null for a maker the catalogue has no sites of."),
  ),
});
export type CarData = v.InferOutput<typeof carData>;

const carPageEntries = { car: carData, active_tab: v.pipe(v.string(), v.description("The tab slug of the path (`overview` when the path names none).")) };
/** GET /inventory/car/data{path}: the car plus the tab the path names. */
export const carPage = v.object(carPageEntries);
export type CarPage = v.InferOutput<typeof carPage>;

const comparePageEntries = { slug: v.string(), title: v.string(), cars: v.pipe(v.array(carData), v.description("The cars in slug order.")) };
/** GET /compare/{slug}: both cars side by side. */
export const comparePage = v.object(comparePageEntries);
export type ComparePage = v.InferOutput<typeof comparePage>;

const rankingPageEntries = {
  ranking: v.object({ ...rankingItem.entries, body_type: v.string() }),
  entries: v.array(v.object({ ...carSummary.entries, rank: wholeNumber })),
  related: v.pipe(v.array(rankingItem), v.description("The other rankings of the same body style (§2.5).")),
};
/** A ranking page. */
export const rankingPage = v.object(rankingPageEntries);
export type RankingPage = v.InferOutput<typeof rankingPage>;

const brandRef = v.object({ id: wholeNumber, name: v.string(), slug: v.string() });

/** One priced choice of build & price: what it adds to the trim's MSRP (0 for the standard one). */
const pricedChoice = v.object({ name: v.string(), price: v.pipe(wholeNumber, v.description("Dollars over the trim's MSRP; an estimate (`build.method`).")) });

/** What one trim can be built as (issue #27.8): from the catalogue's engines, drives, cabs, beds and equipment. */
const trimBuild = v.object({
  trim: v.string(),
  engines: v.pipe(
    v.array(
      v.object({
        ...pricedChoice.entries,
        id: v.string(),
        drives: v.pipe(v.array(v.string()), v.description("The drives this engine comes with on the trim.")),
      }),
    ),
    v.description("The standard engine first, then the more powerful ones the model year sells on the trim."),
  ),
  drives: v.pipe(v.array(pricedChoice), v.description("Every drive of the trim, priced over its standard drive.")),
  cabs: v.pipe(
    v.array(v.object({ ...pricedChoice.entries, beds: v.pipe(v.array(pricedChoice), v.description("Bed lengths in feet, priced over the cab's shortest.")) })),
    v.description("A pickup's cabs, the standard one first; empty for other bodies."),
  ),
  packages: v.array(v.object({ ...pricedChoice.entries, equipment: v.array(v.string()) })),
});
export type TrimBuild = v.InferOutput<typeof trimBuild>;

/** Build & price's choices of a model year, and how their prices are estimated. */
const buildChoices = v.object({ trims: v.array(trimBuild), method: v.string() });
export type BuildChoices = v.InferOutput<typeof buildChoices>;

/** GET /pages/resolve: what a catch-all path is (§2.1 page-type names) and its data. */
export const resolvedPage = v.variant("page_type", [
  v.object({ page_type: v.literal("BRAND"), brand: brandRef, models: v.array(reviewModel) }),
  v.object({ page_type: v.literal("SUBMODEL"), brand: brandRef, model: reviewModel, cars: v.array(carSummary) }),
  v.object({ page_type: v.picklist(["CAR", "WRITE_REVIEW", "SUBMIT_REVIEW", "REVIEW_SUCCESS", "SINGLE_REVIEW"]), ...carPageEntries }),
  v.object({ page_type: v.literal("BUILD_PRICE"), ...carPageEntries, build: buildChoices }),
  v.object({ page_type: v.literal("RANKING"), ...rankingPageEntries }),
  v.object({ page_type: v.literal("COMPARE"), ...comparePageEntries }),
  v.object({
    page_type: v.picklist(["HOME", "DEALERS", "INVENTORY", "DEALER_INVENTORY", "DEALER_REVIEWS", "DEALER_WRITE_REVIEW", "SINGLE_VIN", "VIN_COMPARE"]),
    match: v.pipe(v.record(v.string(), v.unknown()), v.description("Pages served from catalogue data: their parts as `classifyPath` parsed them.")),
  }),
]);
export type ResolvedPage = v.InferOutput<typeof resolvedPage>;

/** Answer of POST /reviews: published at once, or kept for a moderator. */
export const writeCarReviewAnswer = v.pipe(
  v.object({ status: v.literal(1), message: v.string(), review_status: v.picklist(["published", "pending"]) }),
  v.examples([{ status: 1, message: "Thank you! Your review is published.", review_status: "published" }]),
);
export type WriteCarReviewAnswer = v.InferOutput<typeof writeCarReviewAnswer>;
export type WriteCarReviewBody = v.InferInput<typeof carReviewSchema>;

/** A `0`/`1` flag of a data= list, read as the number the client sends. */
const flag = v.optional(
  v.pipe(
    v.picklist(["0", "1"], "Invalid flag."),
    v.transform((text) => (text === "1" ? 1 : 0) as 0 | 1),
  ),
);

/** `page` of a paged list: a wholeNumber number from 1 to 10,000, given as text. */
export const pageNumber = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, "Invalid page."),
  v.transform(Number),
  v.number(),
  v.minValue(1, "Invalid page."),
  v.maxValue(10_000, "Invalid page."),
);

/** The data= list of a paged read. */
export const pageQuery = v.object({ page: v.optional(pageNumber, "1") });

/** A `{slug}` path parameter; the API answers 404 for a slug that cannot exist. */
export const slugParams = v.object({ slug: v.pipe(v.string(), v.description("URL slug: lowercase letters, digits and hyphens.")) });

/** An id given as text in a data= list. */
const idText = (message: string) => v.pipe(v.string(message), v.regex(/^\d{1,9}$/, message), v.transform(Number));

export const researchOperations = defineOperations({
  getReviewModels: {
    method: "GET",
    path: "/models",
    tag: "research",
    summary: "List a brand's researched models, or their body-style groups",
    description: "§7 'Models, review flow' and §2.5: the review picker's models; with `is_parent_submodel=1` the mobile picker's §3 Submodel groups.",
    query: v.object({
      brand_id: v.pipe(v.string("brand_id is required."), v.regex(/^\d{1,9}$/, "Invalid brand_id."), v.transform(Number)),
      for_home: flag,
      is_slug_required: flag,
      is_parent_submodel: v.pipe(flag, v.description("1: answer §3 Submodel groups instead of models.")),
    }),
    answer: v.pipe(
      v.union([v.array(reviewModel), v.array(reviewSubmodel)]),
      v.examples([
        [{ name: "Camry", model_slug: "camry", id: 7, url: "/toyota/camry", body_type: "sedan", years: [{ year: 2024, url: "/toyota/camry/2024" }] }],
      ]),
    ),
  },
  getRankingList: {
    method: "GET",
    path: "/rankings/list",
    tag: "research",
    summary: "List the rankings of a body style",
    description: "§2.5 ranking overlay: `submodel_family` is a §2.5 body-type slug.",
    query: v.object({ submodel_family: v.string("submodel_family is required.") }),
    answer: v.pipe(v.array(rankingItem), v.examples([[{ url: "/suv/best-compact-suvs", title: "Best Compact SUVs" }]])),
  },
  getCarData: {
    method: "GET",
    path: "/inventory/car/data/*",
    tag: "research",
    summary: "Get a research car by id, or the car page of a research path",
    description:
      "§7 'Car data': `/inventory/car/data/{id}` answers the car; `/inventory/car/data{path}` (e.g. `/toyota/camry/2024/safety`) the car and the tab the path names.",
    params: v.object({ path: v.pipe(v.string(), v.description("A research car id, or a research page path without its leading slash.")) }),
    query: v.object({ tab: v.pipe(v.optional(v.picklist(CAR_TABS, "Unknown tab.")), v.description("§2.2 tab slug overriding the path's.")) }),
    answer: v.pipe(v.union([carData, carPage]), v.examples([carDataExample, { car: carDataExample, active_tab: "safety" }])),
  },
  getCarReviews: {
    method: "GET",
    path: "/reviews",
    tag: "research",
    summary: "List the published shopper reviews of a car",
    description: "Newest first, 10 a page.",
    query: v.object({ car_id: idText("Invalid car id."), page: v.optional(pageNumber, "1") }),
    answer: v.pipe(
      v.object({ ...userReviews.entries, page: wholeNumber, page_size: wholeNumber }),
      v.examples([
        {
          count: 1,
          average_rating: 5,
          reviews: [{ id: 3, rating: 5, title: "Great car", text: "Quiet and thrifty.", author_name: "Ann Lee", created_at: "2026-11-01T10:00:00.000Z" }],
          page: 1,
          page_size: 10,
        },
      ]),
    ),
  },
  writeCarReview: {
    method: "POST",
    path: "/reviews",
    tag: "research",
    summary: "Write a shopper review of a car",
    description: "§5 car review form. Published at once, or held for a moderator when it carries links, markup or repeats (ADR 218); 20 an hour per address.",
    body: carReviewSchema,
    answer: writeCarReviewAnswer,
  },
  resolvePage: {
    method: "GET",
    path: "/pages/resolve",
    tag: "research",
    summary: "Resolve a catch-all path to its §2.1 page type and data",
    query: v.object({ path: v.pipe(v.string("path is required."), v.maxLength(500, "Page not found."), v.startsWith("/", "Page not found.")) }),
    answer: v.pipe(resolvedPage, v.examples([{ page_type: "CAR", car: carDataExample, active_tab: "overview" }])),
  },
  getCompare: {
    method: "GET",
    path: "/compare/:slug",
    tag: "research",
    summary: "Compare two research cars",
    description: "`slug` is `brandA-model-vs-brandB-model`; each car at its newest researched year.",
    params: v.object({ slug: v.pipe(v.string(), v.description("`brandA-model-vs-brandB-model`.")) }),
    answer: v.pipe(
      comparePage,
      v.examples([{ slug: "toyota-camry-vs-honda-accord", title: "2024 Toyota Camry vs 2024 Honda Accord", cars: [carDataExample] }]),
    ),
  },
  getSitemap: {
    method: "GET",
    path: "/sitemap.xml",
    tag: "research",
    summary: "The sitemap of every indexable page",
    answer: v.pipe(v.string(), v.examples(['<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>'])),
    answerMedia: "application/xml",
  },
  getChildSitemap: {
    method: "GET",
    path: "/sitemap-:page.xml",
    tag: "research",
    summary: "One numbered child of the sitemap index",
    description: "Past 50,000 URLs `/sitemap.xml` is an index of these (ADR 251); 404 for a number outside it.",
    params: v.object({ page: v.pipe(v.string(), v.description("1, 2, …")) }),
    answer: v.pipe(v.string(), v.examples(['<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>'])),
    answerMedia: "application/xml",
  },
  getResearchIllustration: {
    method: "GET",
    path: "/images/research/:slug/:file",
    tag: "research",
    summary: "A generated illustration of seeded research content",
    params: v.object({
      slug: v.string(),
      file: v.pipe(v.string(), v.description("`{name}.svg`, or `{name}.jpg`: the same drawing at 1200×630 as a JPEG for link previews.")),
    }),
    answer: v.pipe(v.string(), v.examples(['<svg xmlns="http://www.w3.org/2000/svg"/>'])),
    answerMedia: "image/svg+xml",
  },
});
