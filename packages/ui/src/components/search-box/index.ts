export { SearchBox, type SearchBoxProps, type SearchBoxSuggestion } from "./search-box.js";
