import { cx } from "../../utils/class-names.js";
import styles from "./breadcrumbs.module.css";

/** One step of the trail; the last one is the current page and needs no href. */
export interface Crumb {
  label: string;
  href?: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  items: readonly Crumb[];
  className?: string;
}

/** Breadcrumbs (§2.3): a labelled navigation list; the last item is marked as the current page. */
export function Breadcrumbs({ items, className }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb" className={cx(styles.nav, className)}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {current || !item.href ? <span aria-current={current ? "page" : undefined}>{item.label}</span> : <a href={item.href}>{item.label}</a>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
