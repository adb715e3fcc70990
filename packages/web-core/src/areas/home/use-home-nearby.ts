import { useLoaderData } from "react-router";
import { selectZip, useAppSelector } from "@carmarket/store";
import type { HomeData } from "./load-home.js";
import { nearbyCarsFromStore, type NearbyCars } from "./nearby-cars.js";

/** The cars the home page shows and whether they are for the default ZIP rather than the shopper's. */
export interface HomeNearby {
  nearby: NearbyCars | null;
  isDefaultZip: boolean;
  /** A new ZIP's lookup is running. */
  updating: boolean;
}

/**
 * The server's cars until the shopper changes the ZIP in this page; then the store's zip lookup
 * answer (§4 zip store), so every section follows without a reload. A lookup made for another page's
 * listing URL (narrowed to that listing) is not the home page's and is ignored.
 */
export function useHomeNearby(): HomeNearby {
  const loaderData = useLoaderData<HomeData>();
  const zip = useAppSelector(selectZip);
  const fromStore = zip.storeReady && zip.inventoryUrl === "";
  return {
    nearby: fromStore ? nearbyCarsFromStore(zip, new Date()) : loaderData.nearby,
    isDefaultZip: !fromStore && loaderData.isDefaultZip,
    updating: zip.isFetching,
  };
}
