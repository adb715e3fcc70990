// Inventory search page (§2.1 INVENTORY, §4, §9): both apps' listing route renders it when the URL has no ?vin=.
export { loadSearch, type SearchData } from "./load-search.js";
export { SearchPage, searchMeta } from "./search-page.js";
