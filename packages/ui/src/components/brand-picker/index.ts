export { BrandPicker, REVIEW_TABS } from "./brand-picker.js";
export type { BrandPickerProps } from "./brand-picker.js";
export { BrandGrid } from "./brand-grid.js";
export type { BrandGridProps } from "./brand-grid.js";
export { ModelList, YearList } from "./model-list.js";
export type { ModelListProps, YearListProps } from "./model-list.js";
export { SALE_TAB_FLAGS, SALE_TAB_LABELS } from "./picker-types.js";
export type { ChosenBrand, PickerBrand, PickerModel, PickerView, PickerYear } from "./picker-types.js";
