// Saved cars and searches (§3, §4, §6): the page at /myaccount/saved, open to visitors and users, and
// the lists the account page shows too.
export { loadSaved, type SavedPageData } from "./load-saved.js";
export { SavedPage, savedMeta } from "./saved-page.js";
export { SavedCars, SavedSearches } from "./saved-lists.js";
export { accountLists, useSavedLists, type SavedLists } from "./use-saved-lists.js";
