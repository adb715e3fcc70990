import { createAction, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { ListingSummary, ZipListingData, ZipLookupAnswer } from "../services/store-api.js";

/** §3 zip state, plus the message shown under the zip field (§5). */
export interface ZipState {
  zipcode: string;
  cityName: string;
  showLoader: boolean;
  showModal: boolean;
  showSticky: boolean;
  isFetching: boolean;
  storeReady: boolean;
  subfooterVins: ListingSummary[];
  sidebarVins: ListingSummary[];
  price_dropped_listings: ListingSummary[];
  featured_listings: ListingSummary[];
  newly_added_listings: ListingSummary[];
  on_sale_listings: ListingSummary[];
  cheap_listings: ListingSummary[];
  /** §7 cars for sale near the ZIP by body type. */
  forsale_listings_filter: ZipListingData["forsale_listings_filter"];
  /** The answer's `heading`. */
  title: string;
  name: string;
  count: number;
  /** The listing URL the lookup was made for (sent as `url`). */
  inventoryUrl: string;
  isNew: boolean;
  vinUrl: string;
  trimsListings: ZipLookupAnswer["trims"];
  otherVins: ListingSummary[];
  /** Validation message or lookup failure `msg` (§5, §8); null when none. */
  error: string | null;
}

/** The zip state before any lookup: no zip, nothing fetched. */
export const initialZipState: ZipState = {
  zipcode: "",
  cityName: "",
  showLoader: false,
  showModal: false,
  showSticky: false,
  isFetching: false,
  storeReady: false,
  subfooterVins: [],
  sidebarVins: [],
  price_dropped_listings: [],
  featured_listings: [],
  newly_added_listings: [],
  on_sale_listings: [],
  cheap_listings: [],
  forsale_listings_filter: [],
  title: "",
  name: "",
  count: 0,
  inventoryUrl: "",
  isNew: false,
  vinUrl: "",
  trimsListings: [],
  otherVins: [],
  error: null,
};

/** Payload of a successful lookup. */
export interface ZipLoadedPayload {
  answer: ZipLookupAnswer;
  zipcode: string;
  url: string;
}

/** The car lists of the §3 zip state. */
export type ZipLists = Pick<
  ZipState,
  | "subfooterVins"
  | "sidebarVins"
  | "price_dropped_listings"
  | "featured_listings"
  | "newly_added_listings"
  | "on_sale_listings"
  | "cheap_listings"
  | "forsale_listings_filter"
  | "vinUrl"
>;

/**
 * The zip state's car lists from a lookup answer's `data` (§7). §3 names three of them in camelCase
 * (`subfooterVins`, `sidebarVins`, `vinUrl`): this is the one place the answer's names become the
 * state's, for the store and for a page that renders the same answer on the server.
 */
export function zipListsOf(data: ZipListingData | null | undefined): ZipLists {
  return {
    subfooterVins: data?.subfooter_vins ?? [],
    sidebarVins: data?.sidebar_vins ?? [],
    price_dropped_listings: data?.price_dropped_listings ?? [],
    featured_listings: data?.featured_listings ?? [],
    newly_added_listings: data?.newly_added_listings ?? [],
    on_sale_listings: data?.on_sale_listings ?? [],
    cheap_listings: data?.cheap_listings ?? [],
    forsale_listings_filter: data?.forsale_listings_filter ?? [],
    vinUrl: data?.vin_url ?? "",
  };
}

/** §3/§4 zip store: the shopper's zip, its city and the listing groups near it. */
export const zipSlice = createSlice({
  name: "zip",
  initialState: initialZipState,
  reducers: {
    /** §4 set-zip: enters fetching and shows the loader. */
    setZip(state) {
      state.isFetching = true;
      state.showLoader = true;
      state.error = null;
    },
    /** §4: the lookup answer sets storeReady, stores the listing groups and hides the modal. */
    zipLoaded(state, action: PayloadAction<ZipLoadedPayload>) {
      const { answer, zipcode, url } = action.payload;
      const { data } = answer;
      Object.assign(state, {
        zipcode,
        cityName: answer.city_name,
        isFetching: false,
        showLoader: false,
        storeReady: true,
        showModal: false,
        ...zipListsOf(data),
        title: data.heading,
        name: data.name,
        count: data.count,
        inventoryUrl: url,
        isNew: data.is_new,
        trimsListings: answer.trims,
      } satisfies Partial<ZipState>);
    },
    /** §8: a lookup without data shows its `msg` under the field. */
    zipLookupFailed(state, action: PayloadAction<string>) {
      state.isFetching = false;
      state.showLoader = false;
      state.error = action.payload;
    },
    /** §4/§8: an error ends fetching silently. */
    zipFetchEnded(state) {
      state.isFetching = false;
      state.showLoader = false;
    },
    /** §5: the validation message for the typed zip. */
    zipInvalid(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
    zipModalOpened(state) {
      state.showModal = true;
    },
    /** The shopper closed the zip popup (§4: remembered for 15 days, see zip-popup-saga). */
    zipModalClosed(state) {
      state.showModal = false;
    },
    stickyShown(state, action: PayloadAction<boolean>) {
      state.showSticky = action.payload;
    },
    otherVinsLoaded(state, action: PayloadAction<ListingSummary[]>) {
      state.otherVins = action.payload;
    },
  },
  selectors: {
    selectZip: (state) => state,
    selectZipcode: (state) => state.zipcode,
    /** §4: the popup's button reads Update if a zip exists, else Submit. */
    selectZipButtonLabel: (state): "Update" | "Submit" => (state.zipcode ? "Update" : "Submit"),
  },
});

/** Zip actions; the apps dispatch `submitZip`, `zipModalOpened`, `zipModalClosed`, `stickyShown`, `otherVinsLoaded`. */
export const { setZip, zipLoaded, zipLookupFailed, zipFetchEnded, zipInvalid, zipModalOpened, zipModalClosed, stickyShown, otherVinsLoaded } = zipSlice.actions;

/** Zip selectors. */
export const { selectZip, selectZipcode, selectZipButtonLabel } = zipSlice.selectors;

/** What a zip lookup is for: the typed zip, the listing URL of the page and who asked (§7). */
export interface ZipRequest {
  zipcode: string;
  url?: string;
  invokedBy?: string;
}

/** The shopper submitted a zip (popup, footer form or sticky bar): validate, then look it up. */
export const submitZip = createAction<ZipRequest>("zip/submitZip");

/** The zip popup mounted (§4): re-evaluates whether it should open by itself after 60 s. */
export const zipPopupMounted = createAction<{ siteFlag: string | undefined; hasSimilarVins: boolean }>("zip/zipPopupMounted");

/** The zip popup unmounted: its pending auto-open is cancelled. */
export const zipPopupUnmounted = createAction("zip/zipPopupUnmounted");
