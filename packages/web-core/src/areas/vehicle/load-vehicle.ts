import { data } from "react-router";
import type { PageMatch } from "@carmarket/routes";
import { daysOnMarketFact } from "../../listing/days-on-market-fact.js";
import { createServerApi } from "../../server-api.js";
import type { LeadTarget } from "../../shell/lead-target.js";
import { vehicleView } from "./vehicle-view.js";

type VehicleMatch = Extract<PageMatch, { type: "SINGLE_VIN" }>;

/**
 * One listing with its dealer, price history, market and similar cars, read on the server (§2.7).
 * A sold car still answers (its page offers similar cars); an unknown or malformed VIN is a 404.
 */
export async function loadVehicle(request: Request, match: VehicleMatch) {
  const vinData = await createServerApi(request).getVinData({ vin: match.vin });
  if (vinData === null) throw data(null, { status: 404 });
  const { vin: listing, similar_vins: similarVins, review_url: reviewUrl } = vinData;
  const now = new Date();
  const view = vehicleView(listing, now);
  const similar = similarVins.map((car) => ({ ...car, ...daysOnMarketFact(car, now) }));
  const leadTarget: LeadTarget = { vin: listing._id, carName: view.title, dealerName: listing.dealer_info.name || listing.dealer_name };
  // The car's own listing URL is canonical, whichever listing path (/used-cars?vin=…, saved-car links) reached it.
  const canonicalUrl = new URL(listing.url, request.url).href;
  return { listing, similar, view, leadTarget, canonicalUrl, reviewUrl };
}

export type VehicleData = Awaited<ReturnType<typeof loadVehicle>>;
