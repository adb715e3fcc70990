import { data } from "react-router";
import { classifyPath } from "@carmarket/routes";
import { loadSearch, searchMeta } from "../search/index.js";
import { loadVehicle, vehicleMeta } from "../vehicle/index.js";

/**
 * Classifies the listing URL (§2.1) and loads a search (INVENTORY) or one car (SINGLE_VIN). The
 * page's meta tags are computed here, on the server, so the browser loads neither page's meta code
 * and each page's components can live in their own chunk (listings-page.tsx).
 */
export async function loadListings({ request, url }: { request: Request; url: URL }) {
  // `url`, not `request.url`: with v8_passThroughRequests a client navigation's request is the raw
  // `/used-cars.data?…&_routes=…` one, which no listing path matches (a 404 on every tab click).
  const match = classifyPath(url.pathname, url.searchParams);
  if (match?.type === "SINGLE_VIN") {
    const vehicle = await loadVehicle(request, match);
    // The shell's lead popup reads `leadTarget` at the top of the route's data (packages/web-core/src/shell/README.md).
    return { page: "vehicle" as const, data: vehicle, meta: vehicleMeta(vehicle), leadTarget: vehicle.leadTarget };
  }
  if (match?.type === "INVENTORY") {
    const search = await loadSearch(request, match, url);
    // A search has a car per card: the popup picks the one whose VIN the form opened for (shell/lead-target.ts).
    return { page: "search" as const, data: search, meta: searchMeta(search), leadTargets: search.leadTargets };
  }
  throw data(null, { status: 404 });
}

export type ListingsData = Awaited<ReturnType<typeof loadListings>>;
