import { data } from "react-router";
import { classifyPath } from "@carmarket/routes";
import { loadSearch } from "../search/index.js";
import { loadVehicle } from "../vehicle/index.js";

/** Classifies the listing URL (§2.1) and loads a search (INVENTORY) or one car (SINGLE_VIN). */
export async function loadListings({ request }: { request: Request }) {
  const url = new URL(request.url);
  const match = classifyPath(url.pathname, url.searchParams);
  if (match?.type === "SINGLE_VIN") {
    const vehicle = await loadVehicle(request, match);
    // The shell's lead popup reads `leadTarget` at the top of the route's data (web-shell.md).
    return { page: "vehicle" as const, data: vehicle, leadTarget: vehicle.leadTarget };
  }
  if (match?.type === "INVENTORY") return { page: "search" as const, data: await loadSearch(request, match) };
  throw data(null, { status: 404 });
}

export type ListingsData = Awaited<ReturnType<typeof loadListings>>;
