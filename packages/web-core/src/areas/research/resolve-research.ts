import type {
  ApiClient,
  Brand,
  BuildChoices,
  CarData,
  CarSummary,
  CarUserReview,
  ComparePage,
  ListingCard,
  RankingPage,
  ResolvedPage,
  ReviewModel,
  VehicleDetail,
} from "@carmarket/api-client";
import { classifyPath, listingPath, type PageMatch } from "@carmarket/routes";
import { daysOnMarketFact, type DaysOnMarketFact } from "../../listing/days-on-market-fact.js";

/** The research API calls a page needs (the real client satisfies it; tests pass a fake). */
export type ResearchApi = Pick<ApiClient, "resolvePage" | "getBrands" | "getCarReviews" | "getVinData" | "getListingData">;

type BrandRef = { id: number; name: string; slug: string };

/** What a research path shows (§2.1 page types this area renders), with its data. */
export type ResearchPageData =
  | { type: "BRAND"; brand: BrandRef; models: ReviewModel[] }
  | { type: "SUBMODEL"; brand: BrandRef; model: ReviewModel; cars: CarSummary[] }
  | { type: "CAR"; car: CarData; activeTab: string; forSale: ForSale }
  | { type: "WRITE_REVIEW"; car: CarData }
  | { type: "SUBMIT_REVIEW"; car: CarData }
  | { type: "REVIEW_SUCCESS"; car: CarData }
  | { type: "SINGLE_REVIEW"; car: CarData; review: CarUserReview; forSale: ForSale }
  | { type: "BUILD_PRICE"; car: CarData; build: BuildChoices; listings: (ListingCard & DaysOnMarketFact)[]; listingCount: number }
  | ({ type: "RANKING" } & RankingPage)
  | ({ type: "COMPARE" } & ComparePage)
  | { type: "VIN_COMPARE"; listings: VehicleDetail[] };

/** Page types of the research area (§2.1); the others belong to the listing, dealer and home areas. */
const RESEARCH_PAGE_TYPES = [
  "BRAND",
  "SUBMODEL",
  "CAR",
  "SINGLE_REVIEW",
  "BUILD_PRICE",
  "WRITE_REVIEW",
  "SUBMIT_REVIEW",
  "REVIEW_SUCCESS",
  "RANKING",
  "COMPARE",
  "VIN_COMPARE",
] as const satisfies readonly PageMatch["type"][];

/** How many review pages a single-review lookup reads at most (10 reviews a page). */
const MAX_REVIEW_PAGES = 20;

/**
 * The used cars of a researched model year for sale near the shopper: a review links to them with their
 * count (issue #27.2, as Edmunds and KBB put 'Shop used 2024 RAV4 near you' on every review). `url` is
 * that model year's used listing, or every year of the model when none of that year is for sale.
 */
export interface ForSale {
  count: number;
  url: string;
  zip: string | undefined;
}

async function forSaleOf(api: ResearchApi, car: CarData, zipcode: string | undefined): Promise<ForSale> {
  const answer = await api.getListingData({
    condition: "used",
    brand_slug: car.brand_slug,
    model_slug: car.model_slug,
    year: String(car.year),
    page_size: 1,
    ...(zipcode ? { zip: zipcode } : {}),
  });
  const count = answer?.count ?? 0;
  const model = { condition: "used" as const, brand: car.brand_slug, model: car.model_slug };
  return { count, url: count > 0 ? listingPath(model, { year: car.year }) : listingPath(model), zip: zipcode };
}

/** Local listings build & price reads; the page shows those of the chosen trim family. */
const BUILD_LISTINGS = 24;

/**
 * Resolves a research path (§2.1 catch-all): classifies it with `classifyPath`, then loads its data
 * through the API. `null` means no such page (the route answers 404). The compare page also gets the
 * review picker's brands (§2.5), which it shows inline.
 */
export async function resolveResearch(
  api: ResearchApi,
  url: URL,
  { zipcode }: { zipcode?: string | undefined } = {},
): Promise<{ page: ResearchPageData; brands: Brand[] } | null> {
  const match = classifyPath(url.pathname, url.searchParams);
  if (match === null || !(RESEARCH_PAGE_TYPES as readonly string[]).includes(match.type)) return null;
  const brandsCall = match.type === "COMPARE" ? api.getBrands({ mode: "review" }) : Promise.resolve([]);
  const [page, brands] = await Promise.all([loadPage(api, match, url.pathname, zipcode), brandsCall]);
  return page === null ? null : { page, brands: brands ?? [] };
}

async function loadPage(api: ResearchApi, match: PageMatch, path: string, zipcode: string | undefined): Promise<ResearchPageData | null> {
  if (match.type === "VIN_COMPARE") {
    const answers = await Promise.all(match.vins.map((vin) => api.getVinData({ vin })));
    const listings = answers.flatMap((answer) => (answer === null ? [] : [answer.vin]));
    return listings.length === answers.length ? { type: "VIN_COMPARE", listings } : null;
  }
  const resolved = await api.resolvePage(path);
  if (resolved === null || resolved.page_type !== match.type) return null;
  return fromResolved(api, resolved, match, zipcode);
}

async function fromResolved(api: ResearchApi, resolved: ResolvedPage, match: PageMatch, zipcode: string | undefined): Promise<ResearchPageData | null> {
  switch (resolved.page_type) {
    case "BRAND":
      return { type: "BRAND", brand: resolved.brand, models: resolved.models };
    case "SUBMODEL":
      return { type: "SUBMODEL", brand: resolved.brand, model: resolved.model, cars: resolved.cars };
    case "CAR":
      return { type: "CAR", car: resolved.car, activeTab: resolved.active_tab, forSale: await forSaleOf(api, resolved.car, zipcode) };
    case "WRITE_REVIEW":
    case "SUBMIT_REVIEW":
    case "REVIEW_SUCCESS":
      return { type: resolved.page_type, car: resolved.car };
    case "SINGLE_REVIEW": {
      if (match.type !== "SINGLE_REVIEW") return null;
      const [review, forSale] = await Promise.all([findReview(api, resolved.car.id, match.reviewId), forSaleOf(api, resolved.car, zipcode)]);
      return review === null ? null : { type: "SINGLE_REVIEW", car: resolved.car, review, forSale };
    }
    case "BUILD_PRICE": {
      const { car } = resolved;
      const answer = await api.getListingData({
        brand_slug: car.brand_slug,
        model_slug: car.model_slug,
        year: String(car.year),
        ...(zipcode ? { zip: zipcode } : {}),
      });
      const now = new Date();
      const listings = (answer?.vins ?? []).slice(0, BUILD_LISTINGS).map((listing) => ({ ...listing, ...daysOnMarketFact(listing, now) }));
      return { type: "BUILD_PRICE", car, build: resolved.build, listings, listingCount: answer?.count ?? 0 };
    }
    case "RANKING": {
      const { page_type: _type, ...ranking } = resolved;
      return { type: "RANKING", ...ranking };
    }
    case "COMPARE": {
      const { page_type: _type, ...compare } = resolved;
      return { type: "COMPARE", ...compare };
    }
    default:
      return null;
  }
}

/** A published review by id: the reviews call pages through a car's reviews, newest first. */
async function findReview(api: ResearchApi, carId: number, reviewId: string): Promise<CarUserReview | null> {
  if (!/^\d+$/.test(reviewId)) return null;
  for (let page = 1; page <= MAX_REVIEW_PAGES; page += 1) {
    const answer = await api.getCarReviews({ car_id: carId, page });
    if (answer === null) return null;
    const review = answer.reviews.find((candidate) => String(candidate.id) === reviewId);
    if (review !== undefined) return review;
    if (page * answer.page_size >= answer.count) return null;
  }
  return null;
}
