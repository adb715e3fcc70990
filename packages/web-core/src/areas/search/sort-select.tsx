import { SelectFilter } from "./filter-options.js";
import { SORT_LABELS, defaultSort, type SortOption } from "./search-options.js";
import type { SearchNavigation } from "./use-search-navigation.js";

/** The result order (§9 sort key); nearest first needs a ZIP. */
export function SortSelect({ nav, hasZip }: { nav: SearchNavigation; hasZip: boolean }) {
  const choices = (Object.entries(SORT_LABELS) as [SortOption, string][])
    .filter(([value]) => hasZip || value !== "distance")
    .map(([value, label]) => ({ value, label }));
  return (
    <SelectFilter
      filterKey="sort"
      value={nav.search.sort ?? defaultSort(hasZip)}
      choices={choices}
      anyLabel=""
      onChange={(value) => nav.change("sort", value)}
    />
  );
}
