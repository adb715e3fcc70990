export { DealValue, type DealValueProps } from "./deal-value.js";
