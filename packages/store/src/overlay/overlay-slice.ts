import { createAction, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { LeadPage } from "@carmarket/validation";
import { OVERLAYS, isOverlayOpen, type OverlayId, type OverlayName } from "@carmarket/routes";

/** §2.4 overlay state: which full-screen overlay is open. */
export interface OverlayState {
  modalId: OverlayId | null;
}

const initialState: OverlayState = { modalId: null };

/** §2.4: one full-screen overlay at a time, by id. */
export const overlaySlice = createSlice({
  name: "overlay",
  initialState,
  reducers: {
    /** Opens an overlay by its @carmarket/routes name; the state keeps its modal id. */
    overlayOpened(state, action: PayloadAction<OverlayName>) {
      state.modalId = OVERLAYS[action.payload].id;
    },
    /** Closes the open overlay (also what closing a picker dispatches, §4). */
    overlayClosed(state) {
      state.modalId = null;
    },
  },
  selectors: {
    selectModalId: (state) => state.modalId,
    /** §2.4: an overlay is open when the modal id matches. */
    selectIsOverlayOpen: (state, overlay: OverlayName) => isOverlayOpen(overlay, state.modalId),
  },
});

/** Overlay actions. */
export const { overlayOpened, overlayClosed } = overlaySlice.actions;

/** Overlay selectors. */
export const { selectModalId, selectIsOverlayOpen } = overlaySlice.selectors;

/** The URL hash changed (§2.4: the hash can open an overlay). */
export const hashChanged = createAction<string>("overlay/hashChanged");

/** A page loaded in the browser: its query string, hash and page of origin (§2.3 popup=true). */
export const pageLoaded = createAction<{ search: string; hash: string; page: LeadPage }>("overlay/pageLoaded");
