import { Link } from "react-router";
import { Dialog, DialogClose } from "@carmarket/ui/dialog";
import { HOME_PATH } from "@carmarket/routes";
import { SITE_NAV, headerTheme, type SiteConfig } from "@carmarket/web-core";
import styles from "./mobile-header.module.css";

/**
 * The mobile header (§2.3): the menu button opening the side menu (80% wide, at most 400 px, §9)
 * and the site name. The menu is a Radix dialog: focus stays inside, Escape closes it, focus
 * returns to the menu button.
 */
export function MobileHeader({ siteConfig }: { siteConfig: SiteConfig }) {
  return (
    <header className={styles.header} data-theme={headerTheme(siteConfig)}>
      <Dialog
        title="Menu"
        size="sideMenu"
        placement="start"
        closeLabel="Close menu"
        trigger={
          <button type="button" className={styles.menuButton} aria-label="Open menu">
            <span aria-hidden="true">☰</span>
          </button>
        }
      >
        <nav aria-label="Main">
          <ul className={styles.menu}>
            {SITE_NAV.map((link) => (
              <li key={link.to}>
                <DialogClose asChild>
                  <Link to={link.to}>{link.label}</Link>
                </DialogClose>
              </li>
            ))}
          </ul>
        </nav>
      </Dialog>
      <Link to={HOME_PATH} className={styles.logo}>
        {siteConfig.site_name}
      </Link>
    </header>
  );
}
