import type { ReactNode } from "react";
import { cx } from "../../utils/class-names.js";
import type { LinkComponent } from "../../utils/link-component.js";
import styles from "./header.module.css";

/** Props of {@link Header}. */
export interface HeaderProps {
  /** §9: the header is light-themed when the site-wide flag equals '1' (the app passes the result). */
  light?: boolean;
  homeHref?: string;
  /** Site name shown as the logo text. */
  siteName?: string;
  /** The menu control, usually a `SideMenu` (its button opens the drawer). */
  menu?: ReactNode;
  /** Controls on the right (search, saved cars, account). */
  actions?: ReactNode;
  /** A search form on its own row under the bar (the mobile header's search box). */
  search?: ReactNode;
  /** Renders the home link, e.g. the router's link for client navigation; a plain `<a>` by default. */
  linkComponent?: LinkComponent;
  className?: string;
}

/**
 * The page header of the shell (§2.3): menu, logo link home and actions; dark by default, light by
 * the site flag. Hiding it in the app (query app=1) is the app's decision.
 */
export function Header({ light = false, homeHref = "/", siteName = "CarMarket", menu, actions, search, linkComponent: Link = "a", className }: HeaderProps) {
  return (
    <header className={cx(styles.header, light ? styles.light : styles.dark, className)}>
      <div className={styles.inner}>
        {menu}
        <Link className={styles.logo} href={homeHref}>
          {siteName}
        </Link>
        <div className={styles.actions}>{actions}</div>
      </div>
      {search ? <div className={styles.search}>{search}</div> : null}
    </header>
  );
}
