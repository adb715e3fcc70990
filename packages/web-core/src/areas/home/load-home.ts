import { vehicleTitle } from "@carmarket/listing";
import { zipListsOf } from "@carmarket/store";
import type { LeadTarget } from "../../shell/lead-target.js";
import { createServerApi } from "../../server-api.js";
import { canonicalUrl } from "../../seo/page-meta.js";
import { readZipCookie } from "../../store/request-facts.js";
import { nearbyCars, type NearbyCars } from "./nearby-cars.js";

/**
 * The ZIP the home page shows cars for when the shopper has not set one: 10001 (New York, NY), the
 * centre of the largest seeded metro, so a first visit sees a full page. The page says so, and it
 * is never written to the shopper's zip cookie (packages/web-core/src/areas/home/README.md).
 */
export const DEFAULT_HOME_ZIP = "10001";

/**
 * The home page's data, rendered on the server: the zip lookup's car groups (§7) for the shopper's
 * `zipcode` cookie, or for {@link DEFAULT_HOME_ZIP}. A failed lookup leaves `nearby` null; the page
 * still renders and says the cars are unavailable.
 */
export async function loadHome({ request }: { request: Request }) {
  const cookieZip = readZipCookie(request);
  const zipcode = cookieZip ?? DEFAULT_HOME_ZIP;
  const answer = await createServerApi(request).lookupZip({ zipcode, invoked_by: "home" });
  const nearby: NearbyCars | null =
    answer === null ? null : nearbyCars(zipListsOf(answer.data), { zipcode, cityName: answer.city_name, message: answer.msg }, new Date());
  // The nearest cars are what a lead form the page opens (popup=true, #leadForm) may ask about (issue #26.11).
  const leadTargets: LeadTarget[] = (nearby?.nearest ?? []).map((car) => ({
    vin: car._id,
    carName: vehicleTitle(car),
    dealerName: car.dealer_name ?? "the dealer",
  }));
  return { canonical: canonicalUrl(request), isDefaultZip: cookieZip === undefined, nearby, leadTargets };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
