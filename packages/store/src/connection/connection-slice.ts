import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** Whether the browser has a connection (issue #28): writes made without one are kept or refused, never lost. */
export interface ConnectionState {
  online: boolean;
}

const initialState: ConnectionState = { online: true };

/** The browser's connection, as the app reports it (the `online` and `offline` events of the window). */
export const connectionSlice = createSlice({
  name: "connection",
  initialState,
  reducers: {
    /** The connection dropped (false) or came back (true); coming back sends the hearts tapped meanwhile. */
    connectionChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
  },
  selectors: {
    selectOnline: (state) => state.online,
  },
});

/** Connection actions; the app dispatches `connectionChanged` from the window's events. */
export const { connectionChanged } = connectionSlice.actions;

/** Connection selectors. */
export const { selectOnline } = connectionSlice.selectors;
