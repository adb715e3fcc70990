import { data } from "react-router";
import { todaysHours } from "@carmarket/listing";
import { dealerPath, dealerReviewsPath, dealersPath, dealerWriteReviewPath, HOME_PATH } from "@carmarket/routes";
import { createServerApi } from "../../server-api.js";
import { breadcrumbJsonLd, canonicalUrl } from "../../seo/seo.js";
import { autoDealerJsonLd } from "./dealer-json-ld.js";
import { dealerAddressLine } from "./dealer-summary.js";
import { dealerTimeZone } from "../../listing/dealer-time-zone.js";
import { weeklyHours } from "./weekly-hours.js";

/** The three pages of a dealer (§2.1 DEALER_INVENTORY, DEALER_REVIEWS, DEALER_WRITE_REVIEW). */
export type DealerTab = "inventory" | "reviews" | "writeReview";

const TAB_PATHS: Record<DealerTab, (id: number) => string> = {
  inventory: dealerPath,
  reviews: dealerReviewsPath,
  writeReview: dealerWriteReviewPath,
};

const TAB_CRUMBS: Record<DealerTab, string | null> = { inventory: null, reviews: "Reviews", writeReview: "Write a Review" };

/** Dealer ids are positive 32-bit integers (the API's); anything else is an unknown dealer. */
function dealerIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

/** 404 unless `param` names a dealer id; the pages' loaders and the review action share it. */
export function requireDealerId(param: string | undefined): number {
  const id = dealerIdOf(param);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

/**
 * The dealer every dealer page shows above its tab (§3 dealer info, §4 today's hours in the
 * dealer's own time zone, weekly hours, map link), with its SEO. Unknown dealers are a real 404.
 */
export async function loadDealer(request: Request, param: string | undefined, tab: DealerTab) {
  const id = requireDealerId(param);
  const dealer = await createServerApi(request).getDealer(id);
  if (dealer === null) throw data(null, { status: 404 });
  const dealerUrl = canonicalUrl(request, dealerPath(id));
  const crumb = TAB_CRUMBS[tab];
  const breadcrumbs = breadcrumbJsonLd([
    { name: "Home", url: canonicalUrl(request, HOME_PATH) },
    { name: "Dealers", url: canonicalUrl(request, dealersPath()) },
    { name: dealer.name, url: dealerUrl },
    ...(crumb ? [{ name: crumb, url: canonicalUrl(request, TAB_PATHS[tab](id)) }] : []),
  ]);
  return {
    dealer: {
      id,
      name: dealer.name,
      rating: dealer.rating,
      ratingCount: dealer.rating_count,
      inventoryCount: dealer.inventory_count,
      // The kit's section links the dealer's own page by dealer_url: on that page itself it must not.
      info: { ...dealer.dealer_info, dealer_url: undefined, address: dealerAddressLine(dealer) || undefined, zip: undefined },
      location: { coordinates: [dealer.longitude, dealer.latitude] as [number, number] },
      today: todaysHours(dealer.timing, new Date(), { timeZone: dealerTimeZone(dealer.state) }),
      week: weeklyHours(dealer.timing),
    },
    tab,
    links: { inventory: dealerPath(id), reviews: dealerReviewsPath(id), writeReview: dealerWriteReviewPath(id) },
    seo: { canonical: canonicalUrl(request, TAB_PATHS[tab](id)), jsonLd: [autoDealerJsonLd(dealer, dealerUrl), breadcrumbs] },
  };
}

export type DealerData = Awaited<ReturnType<typeof loadDealer>>;
