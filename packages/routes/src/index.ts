export { BODY_TYPES, BODY_TYPE_SLUGS, isBodyTypeSlug } from "./body-types.js";
export type { BodyTypeSlug } from "./body-types.js";
export { BRANDS, findBrand, isBrandSlug } from "./brands.js";
export type { BrandEntry, BrandSlug } from "./brands.js";
export { PAGE_TYPES } from "./page-types.js";
export type { PageType } from "./page-types.js";
