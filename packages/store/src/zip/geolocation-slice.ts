import { createAction, createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** §4 Locate button state. */
export interface GeolocationState {
  /** True after the device gave a position, false after a denial, null before asking. */
  geolocationEnabled: boolean | null;
  /** When the device last gave a position (epoch ms from the clock service). */
  locatedAt: number | null;
  showLoader: boolean;
  /** The Locate button is disabled (denied, or the browser has no geolocation). */
  disabled: boolean;
  /** Message shown in the location popup; null when none. */
  message: string | null;
}

const initialState: GeolocationState = {
  geolocationEnabled: null,
  locatedAt: null,
  showLoader: false,
  disabled: false,
  message: null,
};

/** §4 Locate button: loader, outcome of the device position request and its message. */
export const geolocationSlice = createSlice({
  name: "geolocation",
  initialState,
  reducers: {
    locateStarted(state) {
      state.showLoader = true;
      state.message = null;
    },
    /** §4 success: geolocationEnabled=true and a timestamp. */
    positionFound(state, action: PayloadAction<number>) {
      state.geolocationEnabled = true;
      state.locatedAt = action.payload;
    },
    /** §4 denial: geolocationEnabled=false, the denial message, the button disabled. */
    positionDenied(state, action: PayloadAction<string>) {
      state.geolocationEnabled = false;
      state.disabled = true;
      state.message = action.payload;
    },
    /** Timeout, unavailable position or failed ZIP lookup: a message, the button stays usable. */
    locateFailed(state, action: PayloadAction<string>) {
      state.message = action.payload;
    },
    locateFinished(state) {
      state.showLoader = false;
    },
    /** §4: the browser has no geolocation. */
    geolocationUnavailable(state) {
      state.disabled = true;
    },
  },
  selectors: {
    selectGeolocation: (state) => state,
  },
});

/** Geolocation actions (dispatched by the locate saga). */
export const { locateStarted, positionFound, positionDenied, locateFailed, locateFinished, geolocationUnavailable } = geolocationSlice.actions;

/** The Locate button's state. */
export const { selectGeolocation } = geolocationSlice.selectors;

/** The shopper pressed Locate Me (§4). */
export const locateRequested = createAction("geolocation/locateRequested");
