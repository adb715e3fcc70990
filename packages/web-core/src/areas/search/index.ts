// Inventory search page (§2.1 INVENTORY, §4, §9): both apps' listing route renders it when the URL has no ?vin=.
// Server-only: the loader and the meta it computes. Page: SearchPage plus the pieces the apps place
// around it (filter panel, sale picker state).
export { loadSearch, type SearchCard, type SearchData } from "./load-search.js";
export { searchMeta } from "./search-seo.js";
export { NO_RESULTS_TEXT, SearchPage, type SearchPageProps } from "./search-page.js";
export { FilterPanel, type FilterPanelProps } from "./filter-panel.js";
export { pickerQuery, pickerTabOf, pickerViewOf, useSalePicker } from "./use-sale-picker.js";
export { useSearchNavigation, searchUrlWith, type SearchNavigation } from "./use-search-navigation.js";
export type { InventoryMatch } from "./search-input.js";
