import { Link } from "react-router";
import type { InventorySearch } from "@carmarket/routes";
import { searchUrlWith } from "./use-search-navigation.js";
import styles from "./search.module.css";

/** The API serves pages 1–500 (apps/api/src/routes/catalog/README.md). */
const LAST_SERVED_PAGE = 500;
/** Page links shown either side of the current page. */
const PAGES_AROUND = 2;

/** The page numbers to link: the first, the last and those around the current page. */
export function pageNumbers(current: number, last: number): number[] {
  const pages = new Set([1, last]);
  for (let page = current - PAGES_AROUND; page <= current + PAGES_AROUND; page += 1) if (page >= 1 && page <= last) pages.add(page);
  return [...pages].sort((a, b) => a - b);
}

/** Props of {@link SearchPagination}. */
export interface SearchPaginationProps {
  search: InventorySearch;
  page: number;
  pageSize: number;
  count: number;
}

/** Page links (§9 pagination key): real links to shareable URLs, so Back returns to the page before. */
export function SearchPagination({ search, page, pageSize, count }: SearchPaginationProps) {
  const last = Math.min(Math.ceil(count / pageSize), LAST_SERVED_PAGE);
  if (last <= 1) return null;
  const href = (target: number) => searchUrlWith(search, "pagination", target === 1 ? null : target);
  const numbers = pageNumbers(page, last);
  return (
    <nav className={styles.pagination} aria-label="Pages">
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev">
              Previous
            </Link>
          </li>
        ) : null}
        {numbers.map((number, index) => {
          const gap = index > 0 && number - (numbers[index - 1] ?? 0) > 1;
          return (
            <li key={number}>
              {gap ? <span aria-hidden="true">…</span> : null}
              <Link to={href(number)} aria-label={`Page ${number}`} aria-current={number === page ? "page" : undefined}>
                {number}
              </Link>
            </li>
          );
        })}
        {page < last ? (
          <li>
            <Link to={href(page + 1)} rel="next">
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
