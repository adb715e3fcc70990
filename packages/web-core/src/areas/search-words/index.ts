export { loadSearchWords, SEARCH_WORDS_QUERY_KEY } from "./load-search-words.js";
