/** Page links of a paginated list: previous, next and a window of numbered pages around the current one. */
export interface Pagination {
  current: number;
  pageCount: number;
  previous: string | null;
  next: string | null;
  pages: { number: number; href: string }[];
}

/** Numbered pages shown on each side of the current page. */
const WINDOW = 2;

/** Links for page `current` of `pageCount`, each built by `href(page)`. */
export function pagination(current: number, pageCount: number, href: (page: number) => string): Pagination {
  const first = Math.max(1, Math.min(current, pageCount) - WINDOW);
  const last = Math.min(pageCount, current + WINDOW);
  return {
    current,
    pageCount,
    previous: current > 1 && current <= pageCount ? href(current - 1) : null,
    next: current < pageCount ? href(current + 1) : null,
    pages: Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => ({ number: first + index, href: href(first + index) })),
  };
}
