import { useSearchParams } from "react-router";
import { formatUsd, loanEstimate } from "@carmarket/pricing";
import { carPath } from "@carmarket/routes";
import grid from "../../listing/card-grid.module.css";
import { StoreListingCard } from "../../listing/store-listing-card.js";
import { buildMsrp, buildOptions } from "./build-options.js";
import { buildFromSearch, buildToSearch, type Build } from "./build-query.js";
import styles from "./build-price-page.module.css";
import { ResearchCrumbs } from "./research-crumbs.js";
import type { ResearchPageData } from "./resolve-research.js";
import researchStyles from "./research.module.css";

type BuildData = Extract<ResearchPageData, { type: "BUILD_PRICE" }>;

/** How many matching cars for sale the page lists. */
const MATCHING_CARS = 6;

/**
 * Build & price (§2.1 BUILD_PRICE): choose a trim and options, see the MSRP, the §9 loan estimate and
 * matching cars for sale. The build lives in the URL's query (issue #15), so the server renders it and a
 * reload or a shared link shows the same build; choosing replaces the query without reloading the data.
 */
export function BuildPricePage({ page, path }: { page: BuildData; path: string }) {
  const { car } = page;
  const trims = car.content.trims;
  const [searchParams, setSearchParams] = useSearchParams();
  const build = buildFromSearch(searchParams, trims);
  const trim = trims.find((candidate) => candidate.name === build.trim);
  const options = trim ? buildOptions(trims, trim.name) : [];
  const chosen = new Set(build.options);
  const msrp = trim ? buildMsrp(trim, options, chosen) : 0;
  const loan = loanEstimate({ price: msrp });
  const matching = trim ? page.listings.filter((listing) => listing.trim_name?.startsWith(trim.family)).slice(0, MATCHING_CARS) : [];
  const choose = (next: Build) => setSearchParams(buildToSearch(next), { replace: true, preventScrollReset: true });
  const toggle = (feature: string) =>
    choose({ trim: build.trim, options: chosen.has(feature) ? build.options.filter((option) => option !== feature) : [...build.options, feature] });
  return (
    <main className={researchStyles.page}>
      <ResearchCrumbs page={page} path={path} />
      <h1>Build & Price the {car.title}</h1>
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Trim</legend>
            {trims.map((candidate) => (
              <label key={candidate.name} className={styles.choice}>
                <input
                  type="radio"
                  name="trim"
                  value={candidate.name}
                  checked={candidate.name === build.trim}
                  onChange={() => choose({ trim: candidate.name, options: [] })}
                />
                <span className={styles.name}>{candidate.name}</span>
                <span className={styles.price}>{formatUsd(candidate.msrp)}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Options</legend>
            {options.length === 0 ? (
              <p className={styles.note}>This trim has every feature of the line-up.</p>
            ) : (
              options.map((option) => (
                <label key={option.feature} className={styles.choice}>
                  <input type="checkbox" name="option" value={option.feature} checked={chosen.has(option.feature)} onChange={() => toggle(option.feature)} />
                  <span className={styles.name}>{option.feature}</span>
                  <span className={styles.price}>+{formatUsd(option.price)}</span>
                </label>
              ))
            )}
          </fieldset>
        </form>
        <section className={styles.summary} aria-labelledby="build-summary" aria-live="polite">
          <h2 id="build-summary" className={styles.summaryTitle}>
            Your {build.trim} build
          </h2>
          <p className={styles.msrp}>
            <span className={styles.msrpLabel}>MSRP</span> <strong data-testid="build-msrp">{formatUsd(msrp)}</strong>
          </p>
          {loan && <p className={styles.loan}>{loan.text}</p>}
          {build.options.length > 0 && (
            <ul className={styles.chosen} aria-label="Chosen options">
              {build.options.map((option) => (
                <li key={option}>{option}</li>
              ))}
            </ul>
          )}
          <p className={styles.note}>Estimate: 3.8% APR over 84 months, no down payment.</p>
        </section>
      </div>
      <section aria-labelledby="build-listings">
        <h2 id="build-listings">{car.title} for sale near you</h2>
        {matching.length === 0 ? (
          <p>0 results that matched your search criteria.</p>
        ) : (
          <ul className={grid.grid} aria-label={`${car.title} for sale`}>
            {matching.map((listing) => (
              <li key={listing._id}>
                {/* §3 page of origin of a lead from here: the research car page */}
                <StoreListingCard listing={{ ...listing, image: listing.main_picture }} page="single_car" headingLevel={3} daysOnMarket={listing.days_on_market} fill />
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>
        <a href={carPath({ brand: car.brand_slug, model: car.model_slug, year: car.year })}>Back to the {car.title}</a>
      </p>
    </main>
  );
}
