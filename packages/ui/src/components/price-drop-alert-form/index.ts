export { PriceDropAlertForm } from "./price-drop-alert-form.js";
export type { PriceDropAlertFormProps } from "./price-drop-alert-form.js";
