export { BODY_TYPES, BODY_TYPE_SLUGS, bodyTypeLabel, isBodyTypeSlug } from "./body-types.js";
export type { BodyTypeSlug } from "./body-types.js";
export { BRANDS, findBrand, isBrandSlug } from "./brands.js";
export type { BrandEntry, BrandSlug } from "./brands.js";
export { PAGE_TYPES } from "./page-types.js";
export type { PageType } from "./page-types.js";
export { joinPath, slugify, withQuery } from "./path-parts.js";
export { safeRedirect } from "./safe-redirect.js";
export type { QueryInput } from "./path-parts.js";
export {
  LISTING_SECTIONS,
  LISTING_TAB_QUERY_KEY,
  SINGLE_LISTING_TABS,
  TOP_LEVEL_SECTIONS,
  VIN_QUERY_KEY,
  conditionFromSection,
  listingPath,
  savedCarPath,
  vehiclePath,
} from "./listing-paths.js";
export type { ListingCondition, ListingPathParts, SingleListingTab, TopLevelSection } from "./listing-paths.js";
export {
  ABOUT_PATH,
  ACCOUNT_ROUTES,
  HOME_PATH,
  NEWS_BASE_PATH,
  OFFLINE_PATH,
  SERVICE_WORKER_PATH,
  WEB_APP_MANIFEST_PATH,
  authorPath,
  newsArticlePath,
  newsCategoryPath,
  newsShareUrl,
  serviceWorkerUrl,
  tokenLinkPath,
} from "./site-paths.js";
export type { AccountRoute } from "./site-paths.js";
export {
  CAR_ROUTE_SEGMENTS,
  CAR_TABS,
  CAR_TAB_LABELS,
  REVIEW_CONTENT_TABS,
  TABS_WITHOUT_URL,
  YEARLESS_TABS,
  buildCarTabs,
  carTabFromSegment,
  carTabSegment,
  isYearlessTab,
} from "./car-tabs.js";
export type { BuildCarTabsInput, CarPageTab, CarTab, CarTabLink, OptionalCarTab, ReviewContentTab, YearlessTab } from "./car-tabs.js";
export { VERSUS_SEPARATOR, compareSlug, parseCompareSlug, splitBrandModelSlug } from "./compare-slug.js";
export type { CompareCar } from "./compare-slug.js";
export {
  COMPARE_SECTION,
  brandPath,
  buildPricePath,
  carPath,
  comparePath,
  rankingPath,
  reviewSuccessPath,
  singleReviewPath,
  submitReviewPath,
  submodelPath,
  vinComparePath,
  writeReviewPath,
} from "./research-paths.js";
export type { CarPathParts, ModelRef, ModelYearRef } from "./research-paths.js";
export { DEALER_PAGE_SEGMENTS, dealerPath, dealerReviewsPath, dealerWriteReviewPath, dealersPath } from "./dealer-paths.js";
export { classifyPath } from "./classify-path.js";
export type { PageMatch } from "./classify-path.js";
export { listingUrlFromPath } from "./listing-url.js";
export {
  CURRENT_MODEL_YEAR,
  FILTER_DEPENDENTS,
  LISTING_FILTER_KEYS,
  MULTI_VALUE_FILTER_KEYS,
  SEARCH_KEYS,
  YEAR_FILTER_KEYS,
  applyFilterChange,
  isMultiValueKey,
  isSearchKey,
  searchForPick,
  sortFilterOptions,
} from "./filters.js";
export type { FilterInput, InventorySearch, MultiValueKey, ScalarKey, SearchKey } from "./filters.js";
export {
  CONDITION_ASSUMED_QUERY_KEY,
  NOT_UNDERSTOOD_QUERY_KEY,
  inventorySearchUrl,
  queryToSearch,
  searchFromInventoryUrl,
  searchToQuery,
} from "./search-query.js";
export { searchLabel } from "./search-label.js";
export { OVERLAYS, isOverlayOpen, overlayFromHash } from "./overlays.js";
export type { OverlayHash, OverlayId, OverlayName } from "./overlays.js";
export {
  APP_BOTTOM_SPACER_PX,
  POPUP_DELAY_QUERY_KEY,
  hasTopAdBanner,
  isAppMode,
  isHeaderHidden,
  leadPopupDelay,
  showsWebOnlyNewsBlocks,
} from "./page-shell.js";
export { PICKER_TAB_CONDITIONS, PICKER_TAB_KEYS, bodyTypeLinkPath, modelLinkPath, pickerTabListingPath, pickerTabModelFlags } from "./picker.js";
export type { PickerMode, PickerTabKey } from "./picker.js";
