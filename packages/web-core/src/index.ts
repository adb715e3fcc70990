export { AppDocument } from "./document.js";
export { createServerApi, createBrowserApi } from "./server-api.js";
export { useHydrationMarker } from "./hydration.js";
export { loadHome, type HomeData } from "./loaders/home.js";
