import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { useHydrationMarker } from "../hydration.js";
import { useAppModeLinks } from "./app-mode-links.js";
import type { SiteConfig } from "../site-config/site-config.js";
import { ShellOverlays } from "./shell-overlays.js";
import { useShellFlags } from "./shell-flags.js";
import { ScrollToTop } from "@carmarket/ui/scroll-to-top";
import { OfflineSupport } from "../offline/offline-support.js";
import { ConnectionBanner } from "./status/connection-banner.js";
import { StoreNotifications } from "./status/store-notifications.js";
import { TOP_AD_SLOT, TopAdBanner } from "./status/top-ad-banner.js";
import { useUrlOverlays } from "./use-url-overlays.js";
import styles from "./page-shell.module.css";

/** Props of {@link PageShell}: the app's own header and footer around the page. */
export interface PageShellProps {
  siteConfig: SiteConfig;
  /** The app's header (left out when `app=1`, §2.3). */
  header: ReactNode;
  footer: ReactNode;
  /** Shell parts only one app has (the mobile portrait notice). */
  extras?: ReactNode;
  /** The page (or the error page); pages render their own `<main>`. */
  children: ReactNode;
}

/**
 * The §2.3 page shell both apps share: the offline banner and header (hidden with app=1) sticking together at the top, the top ad banner on /news/
 * pages whose loader data names a `topAdQuery` while a search-ads service is set (ADR 295), the page, the footer, the 100 px bottom spacer inside the app, notifications, the service worker with its install and update offers (issue #28), scroll-to-top and the full-screen overlays opened through the store (§2.4).
 * Layout differences (side menu or wide navigation) stay in the apps' headers.
 */
export function PageShell({ siteConfig, header, footer, extras, children }: PageShellProps) {
  useHydrationMarker();
  useUrlOverlays();
  useAppModeLinks();
  const flags = useShellFlags();
  // §4 ads: a slot shows only where the ad script can fill it; else it was an empty 90 px band (issues #15, #27.4)
  const topAdQuery = useMatches()
    .map((match) => (match.data as { topAdQuery?: unknown } | undefined)?.topAdQuery)
    .find((query): query is string => typeof query === "string" && query.trim() !== "");
  const topAd = flags.topAdBanner && siteConfig.ad_slots[TOP_AD_SLOT] === "1" && siteConfig.search_ads?.slots[TOP_AD_SLOT] ? topAdQuery : undefined;
  return (
    <>
      {/* The offline banner sits above the header and sticks with it: at the top, never over its controls (issue #28.3). */}
      <div className={styles.top}>
        <ConnectionBanner />
        {flags.headerHidden ? null : header}
      </div>
      {topAd === undefined ? null : <TopAdBanner query={topAd} />}
      {children}
      {footer}
      {flags.bottomSpacerPx > 0 ? <div data-app-spacer="" aria-hidden="true" style={{ height: flags.bottomSpacerPx }} /> : null}
      <StoreNotifications />
      <OfflineSupport />
      <ScrollToTop />
      {extras}
      <ShellOverlays />
    </>
  );
}
