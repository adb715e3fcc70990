import { ListingsPage, listingsMeta, loadListings } from "@carmarket/web-core/listings";
import type { Route } from "./+types/listings";

export const loader = (args: Route.LoaderArgs) => loadListings(args);
export const meta = ({ loaderData }: Route.MetaArgs) => listingsMeta({ loaderData });
export default ListingsPage;
