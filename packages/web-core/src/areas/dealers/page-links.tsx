import { Link } from "react-router";
import type { Pagination } from "./pagination.js";
import styles from "./dealers.module.css";

/** Previous / numbered / next page links of a list, the current page marked for screen readers. */
export function PageLinks({ pagination, label }: { pagination: Pagination; label: string }) {
  return (
    <nav aria-label={label} className={styles.pages}>
      {pagination.previous && (
        <Link to={pagination.previous} rel="prev">
          Previous
        </Link>
      )}
      {pagination.pages.map((page) =>
        page.number === pagination.current ? (
          <span key={page.number} aria-current="page" className={styles.currentPage}>
            <span className={styles.visuallyHidden}>Page </span>
            {page.number}
          </span>
        ) : (
          <Link key={page.number} to={page.href} aria-label={`Page ${page.number}`}>
            {page.number}
          </Link>
        ),
      )}
      {pagination.next && (
        <Link to={pagination.next} rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}
