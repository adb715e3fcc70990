import { parseCookie } from "cookie";
import { data } from "react-router";
import { dealersPath, HOME_PATH, withQuery } from "@carmarket/routes";
import { ZIP_COOKIE } from "@carmarket/store";
import { ZIP_PATTERN, validateZip } from "@carmarket/validation";
import { createServerApi } from "../../server-api.js";
import { breadcrumbJsonLd, canonicalUrl } from "../../seo/seo.js";
import { dealerSummary } from "./dealer-summary.js";
import { pagination } from "./pagination.js";

/** Search radius choices in miles; the API's default is 50 (apps/api/src/routes/catalog/README.md). */
export const DEALER_RADIUS_MILES = [10, 25, 50, 100, 200, 500] as const;
const DEFAULT_DEALER_RADIUS = 50;

function pageNumber(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function radiusOf(text: string | null): number {
  const radius = Number(text);
  return (DEALER_RADIUS_MILES as readonly number[]).includes(radius) ? radius : DEFAULT_DEALER_RADIUS;
}

/**
 * Which ZIP the list is near: `?zip=` when given (a bad one is shown back with its §5 message and
 * searches nothing), else the shopper's `zipcode` cookie (§9), else none (dealers by rating).
 */
function zipOf(url: URL, request: Request): { zip: string | null; input: string; error: string | null } {
  const asked = url.searchParams.get("zip");
  if (asked !== null) {
    const error = validateZip(asked);
    return { zip: error ? null : asked.trim(), input: asked, error };
  }
  const cookie = parseCookie(request.headers.get("cookie") ?? "")[ZIP_COOKIE.name];
  return cookie !== undefined && ZIP_PATTERN.test(cookie) ? { zip: cookie, input: cookie, error: null } : { zip: null, input: "", error: null };
}

/** The dealer list (§2.1 DEALERS): dealers near the shopper's ZIP, nearest first, paginated. */
export async function loadDealers({ request }: { request: Request }) {
  const url = new URL(request.url);
  const { zip, input, error } = zipOf(url, request);
  const radius = radiusOf(url.searchParams.get("radius"));
  const page = pageNumber(url.searchParams.get("page"));
  const search = { zip: zip ?? undefined, radius: radius === DEFAULT_DEALER_RADIUS ? undefined : radius };
  const canonical = canonicalUrl(request, withQuery(dealersPath(), { ...search, page: page > 1 ? page : undefined }));
  const breadcrumbs = breadcrumbJsonLd([
    { name: "Home", url: canonicalUrl(request, HOME_PATH) },
    { name: "Dealers", url: canonicalUrl(request, dealersPath()) },
  ]);
  const base = { zip, zipInput: input, radius, canonical, breadcrumbs };
  const empty = { count: 0, dealers: [], pagination: null };
  if (error) return { ...base, ...empty, zipError: error };

  const list = await createServerApi(request).getDealers({ zip: zip ?? undefined, radius, page });
  if (list === null) {
    // The API refuses a ZIP it does not know; without a ZIP a failure means the API is down.
    if (zip === null) throw data(null, { status: 503 });
    return { ...base, ...empty, zipError: `We could not find ZIP code ${zip}. Please try a nearby ZIP code.` };
  }
  const now = new Date();
  const pageCount = Math.ceil(list.count / list.page_size);
  const pageHref = (n: number) => withQuery(dealersPath(), { ...search, page: n > 1 ? n : undefined });
  return {
    ...base,
    zipError: null,
    count: list.count,
    dealers: list.dealers.map((dealer) => dealerSummary(dealer, now)),
    pagination: pageCount > 1 ? pagination(page, pageCount, pageHref) : null,
  };
}

export type DealersData = Awaited<ReturnType<typeof loadDealers>>;
