// What both apps share at run time. Server-only modules (loaders, request facts) are tree-shaken
// out of the browser bundles; browser-only ones touch `window` inside functions, never on import.
export { AppDocument } from "./document.js";
export { createServerApi } from "./server-api.js";
export { HydrateLater, hydrateLater, useHydrated, useHydrationMarker } from "./hydration.js";
export { loadRoot, type RootData } from "./loaders/root.js";
export { DEFAULT_SITE_CONFIG, isLightHeader, loadSiteConfig, type SiteConfig, type SiteFlag } from "./site-config/site-config.js";
export { readRequestFacts, readZipCookie, SESSION_COOKIE } from "./store/request-facts.js";
export { StoreProvider, type StoreProviderProps } from "./store/store-provider.js";
export { createBrowserServices, type BrowserServicesInput } from "./browser/browser-services.js";
export { createBrowserStoreApi, createBrowserTrackingApi, type TrackingApi } from "./browser/browser-api.js";
export { shellFlags, useShellFlags, type ShellFlags } from "./shell/shell-flags.js";
export { leadPageOf, type LeadPageHandle } from "./shell/lead-page.js";
export { useUrlOverlays, useCloseOverlay } from "./shell/use-url-overlays.js";
export { routeErrorPage, type RouteErrorPage } from "./shell/route-error.js";
export { PageShell, type PageShellProps } from "./shell/page-shell.js";
export { leadTargetOf, type LeadTarget } from "./shell/lead-target.js";
export { SITE_NAV, opensOverlay, type NavLink } from "./shell/site-nav.js";
export { ErrorPage } from "./shell/error-page.js";
export { SiteFooter } from "./shell/site-footer.js";
export { RootLayout, type RootLayoutProps } from "./shell/root-layout.js";
export { useSiteConfig } from "./shell/use-site-config.js";
export { canonicalUrl, pageMeta, siteNameOf, type PageMetaInput } from "./seo/page-meta.js";
export { listingHref, useListingCards, type CardListing } from "./listing/use-listing-cards.js";
export { ZipButton } from "./shell/zip-button.js";
export { LazySearchWordsBox, searchWordsBoxLinks } from "./shell/lazy-search-words-box.js";
export { useZipPopup } from "./shell/use-zip-popup.js";
export { RouterLink } from "./shell/router-link.js";
export { AccountLinks } from "./shell/account-links.js";
