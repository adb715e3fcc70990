import { useState } from "react";
import { displayPrice, formatUsd, loanEstimate } from "@carmarket/pricing";
import { carPath } from "@carmarket/routes";
import { buildMsrp, buildOptions } from "./build-options.js";
import { ResearchCrumbs } from "./research-crumbs.js";
import type { ResearchPageData } from "./resolve-research.js";
import styles from "./research.module.css";

type BuildData = Extract<ResearchPageData, { type: "BUILD_PRICE" }>;

/** Build & price (§2.1 BUILD_PRICE): choose a trim and options, see the MSRP, the §9 loan estimate and matching cars for sale. */
export function BuildPricePage({ page, path }: { page: BuildData; path: string }) {
  const { car } = page;
  const trims = car.content.trims;
  const [trimName, setTrimName] = useState(trims[0]?.name ?? "");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const trim = trims.find((candidate) => candidate.name === trimName) ?? trims[0];
  const options = trim ? buildOptions(trims, trim.name) : [];
  const msrp = trim ? buildMsrp(trim, options, chosen) : 0;
  const loan = loanEstimate({ price: msrp });
  const matching = trim ? page.listings.filter((listing) => listing.trim_name?.startsWith(trim.family)).slice(0, 6) : [];
  const toggle = (feature: string) => {
    const next = new Set(chosen);
    if (!next.delete(feature)) next.add(feature);
    setChosen(next);
  };
  return (
    <main className={styles.page}>
      <ResearchCrumbs page={page} path={path} />
      <h1>Build & Price the {car.title}</h1>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <fieldset>
          <legend>Trim</legend>
          {trims.map((candidate) => (
            <label key={candidate.name}>
              <input
                type="radio"
                name="trim"
                value={candidate.name}
                checked={candidate.name === trim?.name}
                onChange={() => {
                  setTrimName(candidate.name);
                  setChosen(new Set());
                }}
              />{" "}
              {candidate.name} ({formatUsd(candidate.msrp)})
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Options</legend>
          {options.length === 0 ? (
            <p>This trim has every feature of the line-up.</p>
          ) : (
            options.map((option) => (
              <label key={option.feature}>
                <input type="checkbox" checked={chosen.has(option.feature)} onChange={() => toggle(option.feature)} /> {option.feature} (+{formatUsd(option.price)})
              </label>
            ))
          )}
        </fieldset>
      </form>
      <section aria-labelledby="build-summary" aria-live="polite">
        <h2 id="build-summary">Your {trim?.name ?? ""} build</h2>
        <p>
          MSRP <strong data-testid="build-msrp">{formatUsd(msrp)}</strong>
          {loan && <> · {loan.text}</>}
        </p>
        <p>Estimate: 3.8% APR over 84 months, no down payment.</p>
      </section>
      <section aria-labelledby="build-listings">
        <h2 id="build-listings">{car.title} for sale near you</h2>
        {matching.length === 0 ? (
          <p>0 results that matched your search criteria.</p>
        ) : (
          <ul className={styles.cards}>
            {matching.map((listing) => (
              <li key={listing._id} className={styles.card}>
                <a href={listing.url}>{listing.vin_name}</a>
                <p>
                  {displayPrice(listing).text} · {listing.city_name}, {listing.state_name}
                </p>
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
