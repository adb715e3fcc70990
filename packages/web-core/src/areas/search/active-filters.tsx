import { Link } from "react-router";
import { SEARCH_KEYS, inventorySearchUrl, type InventorySearch, type SearchKey } from "@carmarket/routes";
import { chipLabel } from "./filter-value-labels.js";
import { searchUrlWith } from "./use-search-navigation.js";
import styles from "./search.module.css";

// Keys the page shows elsewhere: the path (condition, brand, model), the order and the page.
const NOT_CHIPS = new Set<SearchKey>(["condition", "brand_slug", "model_slug", "sort", "pagination"]);

/** One chosen filter value and the URL of the search without it. */
export interface FilterChip {
  label: string;
  href: string;
}

/** The chosen filters as removable chips, in URL order: each value of a list filter is a chip of its own. */
export function filterChips(search: InventorySearch): FilterChip[] {
  return SEARCH_KEYS.filter((key) => !NOT_CHIPS.has(key)).flatMap((key) => {
    const value = search[key];
    if (value === undefined) return [];
    return Array.isArray(value)
      ? value.map((item) => ({
          label: chipLabel(key, item),
          href: searchUrlWith(
            search,
            key,
            value.filter((other) => other !== item),
          ),
        }))
      : [{ label: chipLabel(key, value), href: searchUrlWith(search, key, null) }];
  });
}

/** The chosen filters, each removable, and 'Clear all filters' (back to the path's condition, brand and model). */
export function ActiveFilters({ search }: { search: InventorySearch }) {
  const chips = filterChips(search);
  if (chips.length === 0) return null;
  const { condition, brand_slug, model_slug } = search;
  return (
    <nav className={styles.active} aria-label="Chosen filters">
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.href + chip.label}>
            <Link className={styles.chip} to={chip.href} preventScrollReset aria-label={`Remove ${chip.label}`}>
              {chip.label} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={inventorySearchUrl({ condition, brand_slug, model_slug })} preventScrollReset>
        Clear all filters
      </Link>
    </nav>
  );
}
