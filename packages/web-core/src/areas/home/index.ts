// The home page (§1, §2.6, §7): nearby-cars carousels for the shopper's ZIP, catalogue links, app promotion.
export { DEFAULT_HOME_ZIP, loadHome, type HomeData } from "./load-home.js";
export { HomePage, type HomePageProps } from "./home-page.js";
export { homeMeta } from "./home-meta.js";
