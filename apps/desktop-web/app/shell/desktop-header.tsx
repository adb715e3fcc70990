import { Link, NavLink } from "react-router";
import { HOME_PATH } from "@carmarket/routes";
import { SITE_NAV, headerTheme, type SiteConfig } from "@carmarket/web-core";
import styles from "./desktop-header.module.css";

/** The desktop header (§2.3): the site name and the wide main navigation, always visible. */
export function DesktopHeader({ siteConfig }: { siteConfig: SiteConfig }) {
  return (
    <header className={styles.header} data-theme={headerTheme(siteConfig)}>
      <div className={styles.inner}>
        <Link to={HOME_PATH} className={styles.logo}>
          {siteConfig.site_name}
        </Link>
        <nav aria-label="Main">
          <ul className={styles.nav}>
            {SITE_NAV.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
