import { Link } from "react-router";
import { ABOUT_PATH } from "@carmarket/routes";
import type { SiteConfig } from "../site-config/site-config.js";
import { SITE_NAV } from "./site-nav.js";
import styles from "./site-footer.module.css";

/** The footer of every page (§2.3), the same in both apps; its layout follows the width. */
export function SiteFooter({ siteConfig }: { siteConfig: SiteConfig }) {
  return (
    <footer className={styles.footer}>
      <nav aria-label="Footer">
        <ul className={styles.links}>
          {[...SITE_NAV, { label: "About Us", to: ABOUT_PATH }].map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.legal}>© {siteConfig.site_name}. Listings and prices are provided by dealers and may change.</p>
    </footer>
  );
}

/** The header's colour theme: light when the site flag light_header is '1' (§9), else dark. */
export function headerTheme(siteConfig: SiteConfig): "light" | "dark" {
  return siteConfig.light_header === "1" ? "light" : "dark";
}
