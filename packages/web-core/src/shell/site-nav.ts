import { ACCOUNT_ROUTES, NEWS_BASE_PATH, dealersPath, listingPath } from "@carmarket/routes";

/** One entry of the site navigation. */
export interface NavLink {
  label: string;
  to: string;
}

/**
 * The site's main sections, in menu order: the listing sections of §2.1/§2.5, dealers, news and
 * saved cars. The mobile side menu and the desktop header show the same list.
 */
export const SITE_NAV: readonly NavLink[] = [
  { label: "Used Cars", to: listingPath({ condition: "used" }) },
  { label: "New Cars", to: listingPath({ condition: "new" }) },
  { label: "Certified Cars", to: listingPath({ condition: "certified" }) },
  { label: "Dealers", to: dealersPath() },
  { label: "News", to: NEWS_BASE_PATH },
  { label: "Saved Cars", to: ACCOUNT_ROUTES.savedCars },
];
