import type { PickerTabKey } from "@carmarket/routes";

/** A brand of the picker (§3 Brand): the sale flags decide which sale tabs list it. */
export interface PickerBrand {
  id: number | string;
  name: string;
  slug: string;
  isUsed?: boolean;
  isNew?: boolean;
  isCertified?: boolean;
}

/** A model year link (§3 Year entry), shaped like the store's picker years. */
export interface PickerYear {
  /** The year as shown, e.g. `2024`. */
  name: string;
  url: string;
}

/**
 * A model of the model step, normalised from the review (`name`) and sale (`model_name`) answers
 * (§3); the store's `PickerItem` has this shape. With `years` the picker shows the years under it;
 * `group` (the submodel / body style) makes the desktop review tabs.
 */
export interface PickerModel {
  id?: number | string;
  name: string;
  url: string;
  years?: readonly PickerYear[];
  group?: string;
}

/** The chosen brand (§3 picker state: chosen brand name and slug). */
export interface ChosenBrand {
  name: string;
  slug: string;
}

/**
 * What the picker shows (§4 Picker): brands; a brand's models; the years under a chosen model; or
 * the error step with the models call's message. The store owns it; the picker only renders it.
 */
export type PickerView =
  | { step: "brand" }
  | { step: "model"; brand: ChosenBrand; models: readonly PickerModel[] }
  | { step: "year"; brand: ChosenBrand; model: PickerModel }
  | { step: "error"; message: string };

/** Sale-mode tab labels (§2.5) by tab key (§9). */
export const SALE_TAB_LABELS: Record<PickerTabKey, string> = {
  Used: "Used Cars",
  New: "New Cars",
  "Certified Pre-Owned": "Certified Cars",
};

/** The brand flag that puts a brand under a sale tab (§2.5: a tab shows only if some brand is flagged). */
export const SALE_TAB_FLAGS: Record<PickerTabKey, "isUsed" | "isNew" | "isCertified"> = {
  Used: "isUsed",
  New: "isNew",
  "Certified Pre-Owned": "isCertified",
};
