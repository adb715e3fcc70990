import { createAction, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { FieldErrors, LeadFormField, LeadPage, LeadSource } from "@carmarket/validation";
import { pageLoaded } from "../overlay/overlay-slice.js";

/** §3 lead data fields, as the form edits them. */
export interface LeadFields {
  first_name: string;
  name: string;
  last_name: string;
  interest: string;
  zip: string;
  email: string;
  phone: string;
  vin: string;
}

/** §3 lead data plus the form's status. */
export interface LeadState extends LeadFields {
  /** §3: VINs already contacted (kept in local storage as selected_vins). */
  selectedVins: string[];
  /** §3 lead source: which app this store runs in. */
  source: LeadSource;
  /** §3 page of origin of the open form: the one it was opened with, else the page loaded; null before either. */
  page: LeadPage | null;
  /** §5 messages of the last submit, by field. */
  errors: FieldErrors<LeadFormField>;
  submitting: boolean;
  /** §4: the thank-you popup after a lead was sent. */
  thankYouOpen: boolean;
}

/** The empty lead form. */
export const emptyLeadFields: LeadFields = {
  first_name: "",
  name: "",
  last_name: "",
  interest: "",
  zip: "",
  email: "",
  phone: "",
  vin: "",
};

const initialState: LeadState = {
  ...emptyLeadFields,
  selectedVins: [],
  source: "desktop",
  page: null,
  errors: {},
  submitting: false,
  thankYouOpen: false,
};

/** What opening the form sets: the page of origin (§3) and any field. */
export type LeadOpenPayload = Partial<LeadFields> & { page: LeadPage };

/** §3/§4 lead data store and the lead form's status. */
export const leadSlice = createSlice({
  name: "lead",
  initialState,
  reducers: {
    /** §4: open merges fields. */
    leadFormOpened(state, action: PayloadAction<LeadOpenPayload>) {
      Object.assign(state, action.payload);
      state.errors = {};
      state.thankYouOpen = false;
    },
    /** §4: update merges fields. */
    leadUpdated(state, action: PayloadAction<Partial<LeadFields>>) {
      Object.assign(state, action.payload);
    },
    /** §4: a restore from local storage applies only if no VIN is set. */
    leadRestored(state, action: PayloadAction<Partial<LeadFields>>) {
      if (!state.vin) Object.assign(state, action.payload);
    },
    leadInvalid(state, action: PayloadAction<FieldErrors<LeadFormField>>) {
      state.errors = action.payload;
    },
    leadSubmitStarted(state) {
      state.submitting = true;
      state.errors = {};
    },
    leadSubmitFailed(state) {
      state.submitting = false;
    },
    /** §4: success adds the VIN to selectedVins and opens the thank-you popup. */
    leadSucceeded(state, action: PayloadAction<string>) {
      state.submitting = false;
      if (!state.selectedVins.includes(action.payload)) state.selectedVins.push(action.payload);
      state.thankYouOpen = true;
    },
    thankYouClosed(state) {
      state.thankYouOpen = false;
    },
    selectedVinsRestored(state, action: PayloadAction<string[]>) {
      state.selectedVins = [...new Set([...action.payload, ...state.selectedVins])];
    },
  },
  extraReducers: (builder) => {
    // A form the URL opens (#leadForm, §2.4) has no button to name its page; without one its valid
    // submit was refused silently and reached no server (issue #15).
    builder.addCase(pageLoaded, (state, action) => {
      state.page = action.payload.page;
    });
  },
  selectors: {
    selectLead: (state) => state,
    selectSelectedVins: (state) => state.selectedVins,
    /** §4 lead button per VIN: 'Contacted' once the VIN was contacted, else 'Check Availability'. */
    selectLeadButton: (state, vin: string): "Contacted" | "Check Availability" => (state.selectedVins.includes(vin) ? "Contacted" : "Check Availability"),
  },
});

/** Lead actions; the apps dispatch `leadFormOpened`, `leadUpdated` and `thankYouClosed`. */
export const {
  leadFormOpened,
  leadUpdated,
  leadRestored,
  leadInvalid,
  leadSubmitStarted,
  leadSubmitFailed,
  leadSucceeded,
  thankYouClosed,
  selectedVinsRestored,
} = leadSlice.actions;

/** Lead selectors. */
export const { selectLead, selectSelectedVins, selectLeadButton } = leadSlice.selectors;

/** 'Check Availability' was pressed on a listing (§4): opens the form unless the VIN was contacted. */
export const checkAvailabilityClicked = createAction<LeadOpenPayload & { vin: string }>("lead/checkAvailabilityClicked");

/** Restore the lead form from local storage (§4; only if no VIN is set). */
export const leadRestoreRequested = createAction("lead/leadRestoreRequested");

/** Send the lead form (§4, §5). */
export const leadSubmitted = createAction("lead/leadSubmitted");

/** A listing was opened (§7 vin_clicked). */
export const listingOpened = createAction<{ vin: string }>("lead/listingOpened");
