import type { ReactNode } from "react";
import { cx } from "../../utils/class-names.js";
import type { LinkComponent } from "../../utils/link-component.js";
import styles from "./footer.module.css";

/** A titled group of footer links. */
export interface FooterColumn {
  title: string;
  links: ReadonlyArray<{ label: string; href: string }>;
}

/** Props of {@link Footer}. */
export interface FooterProps {
  columns: readonly FooterColumn[];
  /** Content above the links, e.g. the `FooterZipForm` and the `AppPromotion`. */
  children?: ReactNode;
  /** Small print at the bottom. */
  legal?: ReactNode;
  /** Renders the column links, e.g. the router's link for client navigation; a plain `<a>` by default. */
  linkComponent?: LinkComponent;
  className?: string;
}

/** The page footer of the shell (§2.3): slots for the zip form and app promotion, link columns, legal text. */
export function Footer({ columns, children, legal, linkComponent: Link = "a", className }: FooterProps) {
  return (
    <footer className={cx(styles.footer, className)}>
      <div className={styles.inner}>
        {children}
        <div className={styles.columns}>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title} className={styles.column}>
              <h2 className={styles.title}>{column.title}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        {legal ? <p className={styles.legal}>{legal}</p> : null}
      </div>
    </footer>
  );
}
