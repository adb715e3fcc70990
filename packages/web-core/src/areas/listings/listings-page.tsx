import { useLoaderData } from "react-router";
import { SearchPage, searchMeta } from "../search/index.js";
import { VehiclePage, vehicleMeta } from "../vehicle/index.js";
import type { ListingsData } from "./load-listings.js";

/** Meta tags of the page the listing route rendered. */
export function listingsMeta({ loaderData }: { loaderData: ListingsData | undefined }) {
  if (loaderData === undefined) return [];
  return loaderData.page === "vehicle" ? vehicleMeta(loaderData.data) : searchMeta(loaderData.data);
}

/** Renders the search or the vehicle page the loader chose. */
export function ListingsPage() {
  const loaderData = useLoaderData<ListingsData>();
  return loaderData.page === "vehicle" ? <VehiclePage data={loaderData.data} /> : <SearchPage data={loaderData.data} />;
}
