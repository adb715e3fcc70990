import { NavLink } from "react-router";
import { Header } from "@carmarket/ui/header";
import { HOME_PATH } from "@carmarket/routes";
import { AccountLinks, RouterLink, SITE_NAV, ZipButton, isLightHeader, opensOverlay, type SiteConfig } from "@carmarket/web-core";
import styles from "./desktop-header.module.css";

/** The desktop header (§2.3): the site name, the wide main navigation and the zip link (§2.6), light-themed by the site flag (§9). */
export function DesktopHeader({ siteConfig }: { siteConfig: SiteConfig }) {
  return (
    <Header
      light={isLightHeader(siteConfig)}
      homeHref={HOME_PATH}
      linkComponent={RouterLink}
      siteName={siteConfig.site_name}
      actions={
        <>
          <nav aria-label="Main">
            <ul className={styles.nav}>
              {SITE_NAV.map((link) => (
                <li key={link.to}>
                  {/* A hash stays on this page (path and query kept); NavLink would mark it the current page everywhere. */}
                  {opensOverlay(link) ? <a href={link.to}>{link.label}</a> : <NavLink to={link.to}>{link.label}</NavLink>}
                </li>
              ))}
            </ul>
          </nav>
          <ZipButton />
          <AccountLinks />
        </>
      }
    />
  );
}
