import { Suspense, lazy, type ComponentType } from "react";
import { useLoaderData, type MetaDescriptor } from "react-router";
import { classifyPath } from "@carmarket/routes";
import type { SearchData } from "../search/load-search.js";
import type { VehicleData } from "../vehicle/index.js";
import type { ListingsData } from "./load-listings.js";

/** Meta tags of the page the listing route rendered (computed by the loader). */
export function listingsMeta({ loaderData }: { loaderData: { meta: MetaDescriptor[] } | undefined }): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}

type PageModule<Data> = Promise<{ default: ComponentType<{ data: Data }> }>;

const importVehiclePage = (): PageModule<VehicleData> => import("../vehicle/index.js").then(({ VehiclePage }) => ({ default: VehiclePage }));

/** The two pages of the listing route, each in its own chunk, and how to start loading the one a URL needs. */
export interface ListingsPages {
  Search: ComponentType<{ data: SearchData }>;
  Vehicle: ComponentType<{ data: VehicleData }>;
  /** Starts loading the chunk of the page `url` shows (a search, or a car with ?vin=). */
  preload: (url: URL) => Promise<unknown>;
}

/**
 * The listing route's pages, lazily: a search page's first load carries no vehicle-page code and
 * the other way round. The app gives its own search page (its filter UI differs, §2.4/§2.5). In the
 * browser the chunk the current URL needs starts loading at once, before hydration reaches it.
 */
export function listingsPages(importSearchPage: () => PageModule<SearchData>): ListingsPages {
  const preload = (url: URL) => (classifyPath(url.pathname, url.searchParams)?.type === "SINGLE_VIN" ? importVehiclePage() : importSearchPage());
  if (typeof window !== "undefined") void preload(new URL(window.location.href));
  return { Search: lazy(importSearchPage), Vehicle: lazy(importVehiclePage), preload };
}

/**
 * Client loader of the listing route: the next page's chunk loads alongside its data, so a
 * client-side navigation from a search to a car (or back) waits for one round trip, not two.
 */
export async function listingsClientLoader<T>(pages: ListingsPages, { request, serverLoader }: { request: Request; serverLoader: () => Promise<T> }): Promise<T> {
  const [loaderData] = await Promise.all([serverLoader(), pages.preload(new URL(request.url))]);
  return loaderData;
}

/** Renders the search or the vehicle page the loader chose. */
export function ListingsPage({ pages }: { pages: ListingsPages }) {
  const loaderData = useLoaderData<ListingsData>();
  return (
    <Suspense fallback={null}>
      {loaderData.page === "vehicle" ? <pages.Vehicle data={loaderData.data} /> : <pages.Search data={loaderData.data} />}
    </Suspense>
  );
}
