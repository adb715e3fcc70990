// The offline page (issue #28.3): what the service worker answers for a page it has no copy of.
export { OfflinePage, offlineMeta } from "./offline-page.js";
