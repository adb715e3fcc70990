import type { ComponentType } from "react";
import { useLoaderData, type MetaDescriptor } from "react-router";
import { classifyPath } from "@carmarket/routes";
import { holdHydrationUntil } from "../../browser/hydration-gate.js";
import { pageChunk } from "../../browser/page-chunk.js";
import type { SearchData } from "../search/load-search.js";
import type { VehicleData } from "../vehicle/index.js";
import { loadListings, type ListingsData } from "./load-listings.js";

/** Meta tags of the page the listing route rendered (computed by the loader). */
export function listingsMeta({ loaderData }: { loaderData: { meta: MetaDescriptor[] } | undefined }): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}

type PageModule<Data> = Promise<{ default: ComponentType<{ data: Data }> }>;

const vehiclePage = pageChunk("packages/web-core/src/areas/vehicle/index.ts", () => import("../vehicle/index.js").then(({ VehiclePage }) => VehiclePage));

/** The two pages of the listing route, each in its own chunk, and how to load the one a URL needs. */
export interface ListingsPages {
  Search: ComponentType<{ data: SearchData }>;
  Vehicle: ComponentType<{ data: VehicleData }>;
  /** Loads the chunk of the page `url` shows (a search, or a car with ?vin=). */
  preload: (url: URL) => Promise<unknown>;
  /** The stylesheet links of a page's chunk. */
  stylesheets: (page: ListingsData["page"]) => MetaDescriptor[];
}

/**
 * The listing route's pages, lazily: a search page's first load carries no vehicle-page code and
 * the other way round. The app gives its own search page (its filter UI differs, §2.4/§2.5) and
 * that module's path from the workspace root, which names its stylesheets (ADR 204). The
 * chunk a request needs is loaded before rendering (server loader, browser hydration gate, client
 * loader), so the page renders in one piece: without a Suspense fallback on the server and
 * hydrated with the rest in the browser (ADR 202).
 */
export function listingsPages(importSearchPage: () => PageModule<SearchData>, searchPageModule: string): ListingsPages {
  const searchPage = pageChunk(searchPageModule, () => importSearchPage().then((module) => module.default));
  const preload = (url: URL) => (classifyPath(url.pathname, url.searchParams)?.type === "SINGLE_VIN" ? vehiclePage.load() : searchPage.load());
  if (typeof window !== "undefined") holdHydrationUntil(preload(new URL(window.location.href)));
  const stylesheets = (page: ListingsData["page"]) => (page === "vehicle" ? vehiclePage : searchPage).stylesheets();
  return { Search: searchPage.Component, Vehicle: vehiclePage.Component, preload, stylesheets };
}

/** Server loader of the listing route: the data, with the chunk of the page it chose loaded and its stylesheets linked. */
export async function listingsLoader(pages: ListingsPages, args: Parameters<typeof loadListings>[0]): Promise<ListingsData> {
  const [loaderData] = await Promise.all([loadListings(args), pages.preload(args.url)]);
  return { ...loaderData, meta: [...loaderData.meta, ...pages.stylesheets(loaderData.page)] };
}

/**
 * Client loader of the listing route: the next page's chunk loads alongside its data, so a
 * client-side navigation from a search to a car (or back) waits for one round trip, not two.
 */
export async function listingsClientLoader<T>(
  pages: ListingsPages,
  { request, serverLoader }: { request: Request; serverLoader: () => Promise<T> },
): Promise<T> {
  const [loaderData] = await Promise.all([serverLoader(), pages.preload(new URL(request.url))]);
  return loaderData;
}

/**
 * Renders the search or the vehicle page the loader chose. No Suspense boundary of its own: the
 * chunk is always loaded first, so there is nothing to wait for.
 */
export function ListingsPage({ pages }: { pages: ListingsPages }) {
  const loaderData = useLoaderData<ListingsData>();
  return loaderData.page === "vehicle" ? <pages.Vehicle data={loaderData.data} /> : <pages.Search data={loaderData.data} />;
}
