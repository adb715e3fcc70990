import type { ReactNode } from "react";
import { Link } from "react-router";
import { LISTING_SECTIONS, inventorySearchUrl, listingPath, type ListingCondition } from "@carmarket/routes";
import { Breadcrumbs } from "@carmarket/ui/breadcrumbs";
import { ActiveFilters } from "./active-filters.js";
import type { SearchData } from "./load-search.js";
import { SaveSearchButton } from "./save-search-button.js";
import { SearchPagination } from "./search-pagination.js";
import { SearchResults } from "./search-results.js";
import { CONDITION_LABELS, searchBreadcrumbs } from "./search-seo.js";
import { SortSelect } from "./sort-select.js";
import { filterLabel } from "./search-options.js";
import { useClientLinks } from "./use-client-links.js";
import { searchUrlWith, useSearchNavigation } from "./use-search-navigation.js";
import { useZipFollows } from "./use-zip-follows.js";
import styles from "./search.module.css";

/** §8: what an empty search says, word for word. */
export const NO_RESULTS_TEXT = "0 results that matched your search criteria.";

/** Props of {@link SearchPage}. */
export interface SearchPageProps {
  data: SearchData;
  /** Desktop: the filter sidebar (an `<aside>`), shown beside the results. */
  sidebar?: ReactNode;
  /** Mobile: the buttons that open the filter overlay and the picker, shown above the results. */
  toolbar?: ReactNode;
  /** The free-text search box (issue #17), where the app shows it on the page (the mobile app has it in its header). */
  searchBox?: ReactNode;
}

/**
 * The inventory search page both apps render (§2.1 INVENTORY): breadcrumbs, heading, the free-text search
 * box (issue #17), the condition links with their counts, the result count or §8's empty text, sort, 'Save this
 * search', the chosen filters, the listing cards and page links. The apps add their own filter UI (`sidebar` or `toolbar`).
 */
export function SearchPage({ data, sidebar, toolbar, searchBox }: SearchPageProps) {
  const followLink = useClientLinks();
  const nav = useSearchNavigation(data.search);
  useZipFollows(data.search, nav);
  const { results, search, ignored, notUnderstood } = data;
  return (
    // The kit renders plain links (cards, breadcrumbs, pickers): clicks become client-side navigations.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegation only: the links inside are the controls
    <main className={styles.page} onClick={followLink}>
      <Breadcrumbs items={searchBreadcrumbs(data)} />
      <h1 className={styles.title}>{results.title}</h1>
      {searchBox ? <div className={styles.searchBox}>{searchBox}</div> : null}
      <ConditionLinks data={data} />
      {ignored.length > 0 ? (
        <p className={styles.notice} role="status">
          These filters could not be used and were left out: {ignored.map(filterLabel).join(", ")}.
        </p>
      ) : null}
      {data.conditionAssumed ? <ConditionAssumed data={data} /> : null}
      {notUnderstood === undefined ? null : (
        <p className={styles.notice} role="status">
          Not understood: “{notUnderstood}”
        </p>
      )}
      {toolbar}
      <div className={sidebar ? styles.withSidebar : undefined}>
        {sidebar}
        <section className={styles.results} aria-labelledby="search-count">
          <div className={styles.toolbar}>
            <h2 id="search-count" className={styles.count} aria-live="polite">
              {results.count === 0 ? NO_RESULTS_TEXT : `${results.count.toLocaleString("en-US")} ${results.count === 1 ? "result" : "results"}`}
            </h2>
            <SortSelect nav={nav} hasZip={data.zip !== undefined} />
            <SaveSearchButton search={search} zip={data.zip} />
          </div>
          <ActiveFilters search={search} />
          {results.count > 0 && results.cards.length === 0 ? (
            <p>
              There is no page {results.page} of this search. <Link to={searchUrlWith(search, "pagination", null)}>Go to page 1</Link>
            </p>
          ) : null}
          {results.cards.length > 0 ? <SearchResults cards={results.cards} /> : null}
          {data.wider ? <WiderResults wider={data.wider} zip={data.zip} /> : null}
          <SearchPagination search={search} page={results.page} pageSize={results.pageSize} count={results.count} />
        </section>
      </div>
    </main>
  );
}

/** Used / New / Certified with how many cars each has for the other filters (the condition facet). */
function ConditionLinks({ data }: { data: SearchData }) {
  const counts = new Map((data.results.facets.condition ?? []).map((option) => [option.name, option.count]));
  const { match } = data;
  return (
    <nav className={styles.conditions} aria-label="Condition">
      <ul>
        {(Object.keys(LISTING_SECTIONS) as ListingCondition[]).map((condition) => (
          <li key={condition}>
            <Link
              to={listingPath({
                condition,
                ...(match.brand === undefined ? {} : { brand: match.brand, ...(match.model === undefined ? {} : { model: match.model }) }),
              })}
              aria-current={condition === match.condition ? "page" : undefined}
            >
              {CONDITION_LABELS[condition]}
              {counts.has(condition) ? ` (${(counts.get(condition) ?? 0).toLocaleString("en-US")})` : ""}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A typed search named no condition and landed on used cars (issue #26.3: 'electric car under 40000' left out new
 * and certified EVs without a word): the page says so and offers the same search among new and certified cars.
 */
function ConditionAssumed({ data }: { data: SearchData }) {
  const counts = new Map((data.results.facets.condition ?? []).map((option) => [option.name, option.count]));
  const others = (["new", "certified"] as const).map((condition) => ({
    condition,
    count: counts.get(condition) ?? 0,
    href: inventorySearchUrl({ ...data.search, condition, pagination: undefined }),
  }));
  return (
    <p className={styles.notice} role="status">
      Your words named no condition, so these are used cars. The same search among{" "}
      {others.map(({ condition, count, href }, index) => (
        <span key={condition}>
          {index > 0 ? " and " : null}
          <Link to={href}>
            {CONDITION_LABELS[condition].toLowerCase()} ({count.toLocaleString("en-US")})
          </Link>
        </span>
      ))}
      .
    </p>
  );
}

/** Nothing near the ZIP: the nearest matches farther out, and the search that finds them (issue #26.12). */
function WiderResults({ wider, zip }: { wider: NonNullable<SearchData["wider"]>; zip: string | undefined }) {
  return (
    <section className={styles.wider} aria-labelledby="wider-heading">
      <h2 id="wider-heading" className={styles.count}>
        The nearest matches{zip ? ` to ${zip}` : ""}
      </h2>
      <p>
        <Link to={wider.href}>
          See all {wider.count.toLocaleString("en-US")} within {wider.radius} miles
        </Link>
      </p>
      <SearchResults cards={wider.cards} />
    </section>
  );
}
