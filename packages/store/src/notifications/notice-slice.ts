import { createSlice, nanoid, type PayloadAction } from "@reduxjs/toolkit";

/** Whether a notice reports success or an error (§8). */
export type NoticeKind = "success" | "error";

/** One on-screen notification. */
export interface Notice {
  id: string;
  kind: NoticeKind;
  text: string;
}

/** Notifications state: the notices on screen, oldest first. */
export interface NoticeState {
  notices: Notice[];
}

const initialState: NoticeState = { notices: [] };

/** Success and error notices (§8); each fades after 3 s (§9, see notice-saga); a new error replaces older errors. */
export const noticeSlice = createSlice({
  name: "notices",
  initialState,
  reducers: {
    noticeShown: {
      reducer(state, action: PayloadAction<Notice>) {
        // An error answers the latest attempt: earlier ones are stale and stacked over the form (issue #15).
        if (action.payload.kind === "error") state.notices = state.notices.filter((notice) => notice.kind !== "error");
        state.notices.push(action.payload);
      },
      prepare: (kind: NoticeKind, text: string) => ({ payload: { id: nanoid(), kind, text } }),
    },
    noticeFaded(state, action: PayloadAction<string>) {
      state.notices = state.notices.filter((notice) => notice.id !== action.payload);
    },
  },
  selectors: {
    selectNotices: (state) => state.notices,
  },
});

/** Shows a notice: `noticeShown("success", "Vin saved successfully!")`. */
export const { noticeShown, noticeFaded } = noticeSlice.actions;

/** The notices on screen, oldest first. */
export const { selectNotices } = noticeSlice.selectors;

/** Shorthand for a success notice action. */
export const notifySuccess = (text: string) => noticeShown("success", text);

/** Shorthand for an error notice action. */
export const notifyError = (text: string) => noticeShown("error", text);
