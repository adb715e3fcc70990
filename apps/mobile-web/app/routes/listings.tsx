import { ListingsPage, listingsClientLoader, listingsLoader, listingsMeta, listingsPages, listingsShouldRevalidate } from "@carmarket/web-core/listings";
import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/listings";

// The search page with this app's filter UI and the vehicle page, each in its own chunk.
const pages = listingsPages(() => import("../search/mobile-search-page"), "apps/mobile-web/app/search/mobile-search-page.tsx");

export const loader = (args: Route.LoaderArgs) => listingsLoader(pages, args);
export const clientLoader = (args: Route.ClientLoaderArgs) => listingsClientLoader(pages, args);
export const shouldRevalidate: ShouldRevalidateFunction = (args) => listingsShouldRevalidate(args);
export const meta = ({ loaderData }: Route.MetaArgs) => listingsMeta({ loaderData });

export default function Listings() {
  return <ListingsPage pages={pages} />;
}
