export { PriceRangeBar, type PriceRangeBarProps } from "./price-range-bar.js";
