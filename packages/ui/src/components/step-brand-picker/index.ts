export { StepBrandPicker, PICKER_STEPS, BODY_TABS_FADE_ABOVE } from "./step-brand-picker.js";
export type { StepBrandPickerProps } from "./step-brand-picker.js";
