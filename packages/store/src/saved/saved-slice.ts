import { createAction, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { SavedSearch } from "../services/store-api.js";

/**
 * A saved car (§3): the VIN as `_id`, plus for signed-in users the card fields kept with it
 * (vin_name, price, image, trim_name, brand, url, is_new, is_sold).
 */
export interface SavedVin {
  _id: string;
  url?: string;
  vin_name?: string;
  price?: number;
  image?: string;
  trim_name?: string;
  brand?: string;
  is_new?: boolean;
  is_sold?: boolean;
  /** The price when it was saved, as the server kept it (issue #26.16: 'Price dropped $X since you saved it'). */
  saved_price?: number;
}

/** The listing fields the heart needs to save a car (§7 vin_data, §3 save_car_count). */
export interface SavableListing {
  _id: string;
  url?: string;
  vin_name?: string;
  price?: number;
  image?: string;
  trim_name?: string;
  brand_name?: string;
  save_car_count?: number;
}

/** A heart tapped without a connection (issue #28.4): kept on the device and sent when the connection returns. */
export interface PendingSave {
  vin: string;
  change: "save" | "remove";
  /** The card's fields, for an account's save (§7 vin_data) and for the saved list meanwhile. */
  listing?: SavableListing;
  /** Whose list it changes: sent only while the same kind of session lasts, so it never reaches another account. */
  signedIn: boolean;
}

/** The saved-list entry of a listing: its VIN and the card fields of §7 vin_data. */
export function toSavedVin(listing: SavableListing): SavedVin {
  const { _id, vin_name, price, image, trim_name, brand_name, url } = listing;
  return { _id, vin_name, price, image, trim_name, brand: brand_name, url };
}

/** The saved cars with the hearts still to send applied: what the shopper did on this device shows. */
function withPending(vins: SavedVin[], pending: PendingSave[]): SavedVin[] {
  return pending.reduce(
    (list, { vin, change, listing }) =>
      change === "remove"
        ? list.filter((saved) => saved._id !== vin)
        : list.some((saved) => saved._id === vin) || !listing
          ? list
          : [...list, toSavedVin(listing)],
    vins,
  );
}

/** §3 saved store. */
export interface SavedState {
  savedVins: SavedVin[];
  searches: SavedSearch[];
  /** §4: VIN → true for cars the shopper has viewed (kept in local storage as viewed_cars). */
  viewedVins: Record<string, true>;
  /** §6: the visitor's cookie id (stored under saved_id). */
  cookieId: string | null;
  /** The save loader: on while saved items load or a save is in flight; saving is blocked meanwhile (§4). */
  showLoader: boolean;
  /** §4: saved-car counts of cards, by VIN, once the shopper changed them. */
  saveCounts: Record<string, number>;
  /** Issue #28.4: hearts tapped offline, oldest first, not sent yet. */
  pending: PendingSave[];
}

const initialState: SavedState = {
  savedVins: [],
  searches: [],
  viewedVins: {},
  cookieId: null,
  showLoader: false,
  saveCounts: {},
  pending: [],
};

/** §3/§4 saved cars and searches, viewed cars and the save loader. */
export const savedSlice = createSlice({
  name: "saved",
  initialState,
  reducers: {
    savedLoaderSet(state, action: PayloadAction<boolean>) {
      state.showLoader = action.payload;
    },
    vinAdded(state, action: PayloadAction<SavedVin>) {
      state.savedVins = [...state.savedVins.filter((vin) => vin._id !== action.payload._id), action.payload];
    },
    vinRemoved(state, action: PayloadAction<string>) {
      state.savedVins = state.savedVins.filter((vin) => vin._id !== action.payload);
    },
    /** Puts back a snapshot of the saved list (rollback of a refused account save, §4). */
    savedVinsRestored(state, action: PayloadAction<SavedVin[]>) {
      state.savedVins = action.payload;
    },
    saveCountChanged(state, action: PayloadAction<{ vin: string; count: number }>) {
      state.saveCounts[action.payload.vin] = action.payload.count;
    },
    searchAdded(state, action: PayloadAction<SavedSearch>) {
      state.searches = [...state.searches.filter((s) => s.search_url !== action.payload.search_url), action.payload];
    },
    searchRemoved(state, action: PayloadAction<string>) {
      state.searches = state.searches.filter((search) => search.search_url !== action.payload);
    },
    searchesLoaded(state, action: PayloadAction<SavedSearch[]>) {
      state.searches = action.payload;
    },
    /** §4 hydrate: the saved cars and searches the server knows (or this device's last copy), with the hearts not sent yet. */
    savedHydrated(state, action: PayloadAction<{ vins: SavedVin[]; searches: SavedSearch[] }>) {
      state.savedVins = withPending(action.payload.vins, state.pending);
      state.searches = action.payload.searches;
    },
    /**
     * A heart tapped offline (issue #28.4); tapping again before it was sent cancels it, since the server
     * never saw the first change.
     */
    savePending(state, action: PayloadAction<PendingSave>) {
      const earlier = state.pending.find((pending) => pending.vin === action.payload.vin);
      state.pending = state.pending.filter((pending) => pending.vin !== action.payload.vin);
      if (!earlier || earlier.change === action.payload.change) state.pending.push(action.payload);
    },
    /** A kept heart was sent, or dropped (refused, or another session's). */
    pendingSent(state, action: PayloadAction<string>) {
      state.pending = state.pending.filter((pending) => pending.vin !== action.payload);
    },
    /** The hearts kept on this device from an earlier page (local storage). */
    pendingRestored(state, action: PayloadAction<PendingSave[]>) {
      state.pending = action.payload;
      state.savedVins = withPending(state.savedVins, state.pending);
    },
    cookieIdSet(state, action: PayloadAction<string>) {
      state.cookieId = action.payload;
    },
    /** §4: viewing a car records it in viewed_cars. */
    carViewed(state, action: PayloadAction<string>) {
      state.viewedVins[action.payload] = true;
    },
    /** What local storage remembered from earlier visits (§4 viewed_cars, §6 saved_id). */
    savedRestored(state, action: PayloadAction<{ cookieId: string | null; viewedVins: Record<string, true> }>) {
      state.cookieId = action.payload.cookieId ?? state.cookieId;
      state.viewedVins = { ...action.payload.viewedVins, ...state.viewedVins };
    },
    /** Signing out forgets the account's saved items, and its hearts not sent yet. */
    savedCleared(state) {
      state.savedVins = [];
      state.searches = [];
      state.saveCounts = {};
      state.pending = [];
    },
  },
  selectors: {
    selectSaved: (state) => state,
    selectSavedVins: (state) => state.savedVins,
    selectSavedSearches: (state) => state.searches,
    selectViewedVins: (state) => state.viewedVins,
    selectCookieId: (state) => state.cookieId,
    selectSaveLoader: (state) => state.showLoader,
    selectIsSaved: (state, vin: string) => state.savedVins.some((saved) => saved._id === vin),
    /** Issue #28.4: this car's heart was tapped offline and is not sent yet. */
    selectIsSavePending: (state, vin: string) => state.pending.some((pending) => pending.vin === vin),
    selectPendingSaves: (state) => state.pending,
    /** The card's saved-car count: the shopper's changed count, else the listing's own. */
    selectSaveCount: (state, vin: string, listingCount = 0) => state.saveCounts[vin] ?? listingCount,
  },
});

/** Saved-store actions the sagas dispatch; `carViewed` is dispatched by the apps. */
export const {
  savedLoaderSet,
  vinAdded,
  vinRemoved,
  savedVinsRestored,
  saveCountChanged,
  searchAdded,
  searchRemoved,
  searchesLoaded,
  savedHydrated,
  cookieIdSet,
  carViewed,
  savedRestored,
  savedCleared,
  savePending,
  pendingSent,
  pendingRestored,
} = savedSlice.actions;

/** Saved-store selectors. */
export const {
  selectSaved,
  selectSavedVins,
  selectSavedSearches,
  selectViewedVins,
  selectCookieId,
  selectSaveLoader,
  selectIsSaved,
  selectIsSavePending,
  selectPendingSaves,
  selectSaveCount,
} = savedSlice.selectors;

/** The heart was tapped on a card (§4): saves the car, or removes it when saved. */
export const savedVinToggled = createAction<SavableListing>("saved/savedVinToggled");

/** Save the current search (§4). */
export const searchSaveRequested = createAction<{ search_url: string }>("saved/searchSaveRequested");

/** Remove one saved search (§4). */
export const searchRemoveRequested = createAction<SavedSearch>("saved/searchRemoveRequested");

/** Remove all saved searches (§4 clear all). */
export const searchesClearRequested = createAction("saved/searchesClearRequested");

/** Send the hearts tapped offline (issue #28.4): when the connection returns and after each hydrate. */
export const pendingSendRequested = createAction("saved/pendingSendRequested");

/** Load saved cars and searches from the server (§4 hydrate; loader off afterwards). */
export const savedHydrateRequested = createAction("saved/savedHydrateRequested");
