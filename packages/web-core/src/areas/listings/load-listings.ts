import { data } from "react-router";
import { classifyPath } from "@carmarket/routes";
import { loadSearch } from "../search/index.js";
import { loadVehicle } from "../vehicle/index.js";

/** Classifies the listing URL (§2.1) and loads a search (INVENTORY) or one car (SINGLE_VIN). */
export async function loadListings({ request }: { request: Request }) {
  const url = new URL(request.url);
  const match = classifyPath(url.pathname, url.searchParams);
  if (match?.type === "SINGLE_VIN") return { page: "vehicle" as const, data: await loadVehicle(request, match) };
  if (match?.type === "INVENTORY") return { page: "search" as const, data: await loadSearch(request, match) };
  throw data(null, { status: 404 });
}

export type ListingsData = Awaited<ReturnType<typeof loadListings>>;
