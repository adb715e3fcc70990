export { PriceDropTag, type PriceDropTagProps } from "./price-drop-tag.js";
