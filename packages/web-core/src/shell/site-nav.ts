import { ACCOUNT_ROUTES, NEWS_BASE_PATH, OVERLAYS, dealersPath, listingPath } from "@carmarket/routes";

/** One entry of the site navigation. */
export interface NavLink {
  label: string;
  to: string;
}

/**
 * The site's main sections, in menu order: the listing sections of §2.1/§2.5, research, dealers, news
 * and saved cars. The mobile side menu and the desktop header show the same list. Research is the
 * review picker's hash (§2.4 ReviewSidebar), so one tap opens it over the page being read, with the
 * page's query kept (issue #27.1: the header had no way into reviews, rankings or compare).
 */
export const SITE_NAV: readonly NavLink[] = [
  { label: "Used Cars", to: listingPath({ condition: "used" }) },
  { label: "New Cars", to: listingPath({ condition: "new" }) },
  { label: "Certified Cars", to: listingPath({ condition: "certified" }) },
  { label: "Research", to: `#${OVERLAYS.reviewSearch.hash}` },
  { label: "Dealers", to: dealersPath() },
  { label: "News", to: NEWS_BASE_PATH },
  { label: "Saved Cars", to: ACCOUNT_ROUTES.savedCars },
];

/** Whether a nav entry opens an overlay on the current page (a hash) rather than going to another page. */
export const opensOverlay = (link: NavLink): boolean => link.to.startsWith("#");
