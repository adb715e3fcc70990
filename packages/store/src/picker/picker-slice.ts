import { createAction, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { PickerMode } from "@carmarket/routes";

/** §3 picker step: brand (or body style in ranking mode), model, year, or the error step (§4). */
export type PickerStep = "brand" | "model" | "year" | "error";

/** A year under a model (§3 year entry, named for display). */
export interface PickerYear {
  name: string;
  url: string;
}

/** One entry of the picker's sub list: a model, a year under a model, or a ranking link. */
export interface PickerItem {
  id?: number | string;
  name: string;
  slug?: string;
  url: string;
  /** Years under a model (three-step variant). */
  years?: PickerYear[];
  /** The body-style group (submodel) of the model, for the review picker's tab strip (§2.5). */
  group?: string;
}

/** A brand (§3 brand: id, name, slug) or, in ranking mode, a body style (name and slug). */
export interface PickerBrand {
  id?: number;
  name: string;
  slug: string;
}

/** §3 picker state plus how this picker was opened. */
export interface PickerState {
  mode: PickerMode;
  /** §2.5 three-step variant: brand, body style & engine (model), year. */
  threeStep: boolean;
  /** §7: the mobile review picker asks for parent submodels. */
  parentSubmodels: boolean;
  step: PickerStep;
  /** The list the current step shows. */
  subList: PickerItem[];
  /** The model list, kept so back from the year step can show it again. */
  models: PickerItem[];
  brandId: number | null;
  brandName: string;
  brandSlug: string;
  modelName: string;
  /** §9 tab keys: 'Used', 'New', 'Certified Pre-Owned' (sale mode). */
  tabName: string;
  tabSlug: string;
  /** §8 message of the error step. */
  message: string | null;
  loading: boolean;
}

const initialState: PickerState = {
  mode: "review",
  threeStep: false,
  parentSubmodels: false,
  step: "brand",
  subList: [],
  models: [],
  brandId: null,
  brandName: "",
  brandSlug: "",
  modelName: "",
  tabName: "",
  tabSlug: "",
  message: null,
  loading: false,
};

/** How a picker opens. */
export interface PickerOpenPayload {
  mode: PickerMode;
  threeStep?: boolean;
  parentSubmodels?: boolean;
  tabName?: string;
  tabSlug?: string;
}

const clearChoice = (state: PickerState) => {
  Object.assign(state, { step: "brand", subList: [], models: [], brandId: null, brandName: "", brandSlug: "", modelName: "", message: null });
};

/** §2.5/§4 brand and model picker. */
export const pickerSlice = createSlice({
  name: "picker",
  initialState,
  reducers: {
    pickerOpened(state, action: PayloadAction<PickerOpenPayload>) {
      Object.assign(state, initialState, action.payload);
    },
    tabChosen(state, action: PayloadAction<{ tabName: string; tabSlug: string }>) {
      Object.assign(state, action.payload);
    },
    modelsRequested(state, action: PayloadAction<PickerBrand>) {
      state.loading = true;
      state.brandId = action.payload.id ?? null;
      state.brandName = action.payload.name;
      state.brandSlug = action.payload.slug;
    },
    /** §4: brand → model when the models call returns a non-empty list. */
    modelsLoaded(state, action: PayloadAction<PickerItem[]>) {
      Object.assign(state, { loading: false, step: "model", subList: action.payload, models: action.payload, message: null });
    },
    /** §4/§8: the call failed, returned a message or an empty list: the error step with that message. */
    modelsFailed(state, action: PayloadAction<string>) {
      Object.assign(state, { loading: false, step: "error", subList: [], message: action.payload });
    },
    /** §4/§8: a null answer leaves the picker on the brand step with no message. */
    modelsMissing(state) {
      clearChoice(state);
      state.loading = false;
    },
    /** §4 three-step variant: model → year. */
    yearsShown(state, action: PayloadAction<PickerItem>) {
      Object.assign(state, { step: "year", subList: action.payload.years ?? [], modelName: action.payload.name });
    },
    /** §4 back: year → model, model (or error) → brand, clearing the choice. */
    pickerBack(state) {
      if (state.step === "year") Object.assign(state, { step: "model", subList: state.models, modelName: "" });
      else clearChoice(state);
    },
    /** §4 closing clears the picker's state. */
    pickerClosed(state) {
      Object.assign(state, initialState);
    },
  },
  selectors: {
    selectPicker: (state) => state,
  },
});

/** Picker actions; the apps dispatch `pickerOpened`, `tabChosen`, `pickerBack` and `pickerClosed`. */
export const { pickerOpened, tabChosen, modelsRequested, modelsLoaded, modelsFailed, modelsMissing, yearsShown, pickerBack, pickerClosed } =
  pickerSlice.actions;

/** The picker's state. */
export const { selectPicker } = pickerSlice.selectors;

/** A brand (or body style in ranking mode) was chosen: loads its models (or ranking links). */
export const brandChosen = createAction<PickerBrand>("picker/brandChosen");

/** A model was chosen: its years (three-step variant) or navigation to its URL. */
export const modelChosen = createAction<PickerItem>("picker/modelChosen");

/** A year was chosen: navigation to its URL. */
export const yearChosen = createAction<PickerItem>("picker/yearChosen");
