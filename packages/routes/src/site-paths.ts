import { joinPath } from "./path-parts.js";

/** Home page path. */
export const HOME_PATH = "/";

/** About page (§2.1); deleted news authors link here (§2.8). */
export const ABOUT_PATH = "/about-us";

/**
 * What the service worker shows for a page it has no copy of while the connection is down (issue #28);
 * `?from=` carries the page the shopper asked for.
 */
export const OFFLINE_PATH = "/offline";

/**
 * The service worker's script: at the root, so its scope is the whole site without a
 * `Service-Worker-Allowed` header (issue #28, ADR 300).
 */
export const SERVICE_WORKER_PATH = "/sw.js";

/**
 * The worker of the app a page belongs to: `?view=` names the app as it does for pages, because the browser's
 * fetch of the script need not carry the page's User-Agent (a worker must precache the build its pages use).
 */
export function serviceWorkerUrl(app: "mobile" | "desktop"): string {
  return `${SERVICE_WORKER_PATH}?view=${app}`;
}

/** The web app manifest every page links (issue #28). */
export const WEB_APP_MANIFEST_PATH = "/manifest.webmanifest";

/**
 * Account screens (§2.1, §2.9). `/myaccount` and `/sign-in` are the spec's; the other paths are
 * this project's choice (packages/routes/src/README.md).
 */
export const ACCOUNT_ROUTES = {
  /** Account home; shown after sign-in when a user exists (§2.1). */
  myAccount: "/myaccount",
  /** Details update screen (§2.9). */
  details: "/myaccount/details",
  /** Saved cars and searches (page of origin `saved_cars`, §3). */
  savedCars: "/myaccount/saved",
  /** Sign-in; 1.5 s after a successful password reset the app goes here (§2.1). */
  signIn: "/sign-in",
  /** Sign-up. */
  signUp: "/sign-up",
  /** Request a password-reset mail. */
  forgotPassword: "/forgot-password",
  /** Set a new password from the mailed link (`?token=`). */
  resetPassword: "/reset-password",
  /** Change password (signed in). */
  changePassword: "/change-password",
  /** Email verification from the mailed link (`?token=`). */
  verifyEmail: "/verify-email",
} as const;

/** Name of one {@link ACCOUNT_ROUTES} entry. */
export type AccountRoute = keyof typeof ACCOUNT_ROUTES;

/** Path of a mailed token link: `/reset-password?token=…` or `/verify-email?token=…`. */
export function tokenLinkPath(route: "resetPassword" | "verifyEmail", token: string): string {
  return `${ACCOUNT_ROUTES[route]}?${new URLSearchParams({ token }).toString()}`;
}

/** Author page (§2.1): `/author/{slug}`. */
export function authorPath(slug: string): string {
  return joinPath("author", slug);
}

/** News home (the "news base" of §2.1). */
export const NEWS_BASE_PATH = "/news";

/** News article (§2.1): `/news/{title slug}`. */
export function newsArticlePath(titleSlug: string): string {
  return joinPath("news", titleSlug);
}

/** News category page (§2.1): `/news/category/{category slug}`. */
export function newsCategoryPath(categorySlug: string): string {
  return joinPath("news", "category", categorySlug);
}

/**
 * Absolute article link for sharing (§2.1: news base plus the title slug), e.g.
 * `newsShareUrl("https://carmarket.example", "ev-tax-credit")` → `https://carmarket.example/news/ev-tax-credit`.
 * @param siteOrigin - scheme and host without a trailing slash (a trailing slash is tolerated).
 */
export function newsShareUrl(siteOrigin: string, titleSlug: string): string {
  return `${siteOrigin.replace(/\/+$/, "")}${newsArticlePath(titleSlug)}`;
}
