import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { formatUsd, loanEstimate } from "@carmarket/pricing";
import { carPath } from "@carmarket/routes";
import grid from "../../listing/card-grid.module.css";
import { StoreListingCard } from "../../listing/store-listing-card.js";
import { buildFromSearch, buildLines, buildMsrp, searchOfChoice, trimChoices, type Build } from "./build-query.js";
import { figure } from "./car-tabs/figure-sources.js";
import styles from "./build-price-page.module.css";
import { ResearchCrumbs } from "./research-crumbs.js";
import type { ResearchPageData } from "./resolve-research.js";
import researchStyles from "./research.module.css";

type BuildData = Extract<ResearchPageData, { type: "BUILD_PRICE" }>;

/** How many matching cars for sale the page lists. */
const MATCHING_CARS = 6;

/** An option's price as the summary lists it: an estimate of CarMarket's (the method is under the summary). */
const optionPrice = (price: number) => (price === 0 ? "Standard" : `+${formatUsd(price)} (estimate)`);

/** A price beside a choice; "(estimate)" on a line of its own, so a phone's row keeps room for the name. */
function Price({ text, estimated }: { text: string; estimated: boolean }) {
  return (
    <span className={styles.price}>
      {text}
      {estimated && <span className={styles.estimate}> (estimate)</span>}
    </span>
  );
}

const optionPriceTag = (price: number) => <Price text={price === 0 ? "Standard" : `+${formatUsd(price)}`} estimated={price > 0} />;

/** The trim family of a listing's trim (its first word, §9 trim_family_name): an XLT is not an XL. */
const familyOf = (trimName: string | null | undefined) => trimName?.split(" ")[0];

/**
 * Build & price (§2.1 BUILD_PRICE): choose a trim, its engine, drive, cab and bed (pickups) and packages, see the
 * MSRP, the §9 loan estimate and matching cars for sale. The choices are the catalogue's (issue #27.8) with
 * estimated prices. The build lives in the URL's query (issue #15), so the server renders it and a reload or a
 * shared link shows the same build; choosing replaces the query without reloading the data.
 */
export function BuildPricePage({ page, path }: { page: BuildData; path: string }) {
  const { car } = page;
  const trims = car.content.trims;
  const [searchParams, setSearchParams] = useSearchParams();
  const build = buildFromSearch(searchParams, trims, page.build);
  const choices = trimChoices(trims, page.build, build.trim);
  const lines = choices ? buildLines(choices, build) : [];
  const msrp = choices ? buildMsrp(choices, build) : 0;
  const loan = loanEstimate({ price: msrp });
  const trim = trims.find((candidate) => candidate.name === build.trim);
  const matching = trim ? page.listings.filter((listing) => familyOf(listing.trim_name) === trim.family).slice(0, MATCHING_CARS) : [];
  const choose = (next: Partial<Build>) =>
    setSearchParams(searchOfChoice({ ...build, ...next }, trims, page.build), { replace: true, preventScrollReset: true });
  // A drive or bed the shopper asked for stays with a new engine or cab that offers it; one the trim chose follows it.
  const asked = (key: "drive" | "bed") => searchParams.get(key) ?? "";
  const togglePackage = (name: string) =>
    choose({ packages: build.packages.includes(name) ? build.packages.filter((each) => each !== name) : [...build.packages, name] });
  const engine = choices?.engines.find((candidate) => candidate.id === build.engine);
  const cab = choices?.cabs.find((candidate) => candidate.name === build.cab);
  const drives = choices?.drives.filter((drive) => engine?.drives.includes(drive.name)) ?? [];
  return (
    <main className={researchStyles.page}>
      <ResearchCrumbs page={page} path={path} />
      <h1>Build & Price the {car.title}</h1>
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Trim</legend>
            {trims.map((candidate) => (
              <Choice
                key={candidate.name}
                type="radio"
                group="trim"
                value={candidate.name}
                checked={candidate.name === build.trim}
                onChange={() => choose({ trim: candidate.name, engine: "", drive: "", cab: "", bed: "", packages: [] })}
              >
                <span className={styles.name}>{candidate.name}</span>
                <Price text={formatUsd(candidate.msrp)} estimated={car.content.sources.estimated.includes("trims.msrp")} />
              </Choice>
            ))}
          </fieldset>
          {choices && choices.engines.length > 1 && (
            <ChoiceGroup
              legend="Engine"
              group="engine"
              chosen={build.engine}
              choices={choices.engines.map((each) => ({ value: each.id, name: each.name, price: each.price }))}
              onChoose={(value) => choose({ engine: value, drive: asked("drive") })}
            />
          )}
          {choices && choices.drives.length > 1 && (
            <ChoiceGroup
              legend="Drive"
              group="drive"
              chosen={build.drive}
              choices={drives.map((each) => ({
                value: each.name,
                name: drives.length === 1 ? `${each.name} (comes with this engine)` : each.name,
                price: each.price,
              }))}
              onChoose={(value) => choose({ drive: value })}
            />
          )}
          {choices && choices.cabs.length > 1 && (
            <ChoiceGroup
              legend="Cab"
              group="cab"
              chosen={build.cab}
              choices={choices.cabs.map((each) => ({ value: each.name, name: each.name, price: each.price }))}
              onChoose={(value) => choose({ cab: value, bed: asked("bed") })}
            />
          )}
          {cab && cab.beds.length > 1 && (
            <ChoiceGroup
              legend="Bed"
              group="bed"
              chosen={build.bed}
              choices={cab.beds.map((each) => ({ value: each.name, name: `${each.name} ft`, price: each.price }))}
              onChoose={(value) => choose({ bed: value })}
            />
          )}
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Packages</legend>
            {!choices || choices.packages.length === 0 ? (
              <p className={styles.note}>This trim comes with the equipment the {car.title}&apos;s packages add.</p>
            ) : (
              choices.packages.map((pack) => (
                <Choice
                  key={pack.name}
                  type="checkbox"
                  group="package"
                  value={pack.name}
                  checked={build.packages.includes(pack.name)}
                  onChange={() => togglePackage(pack.name)}
                >
                  <span className={styles.name}>
                    {pack.name}
                    {pack.equipment.length > 1 && <span className={styles.equipment}>{pack.equipment.join(", ")}</span>}
                  </span>
                  {optionPriceTag(pack.price)}
                </Choice>
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
            {lines.length > 0 && <span className={styles.msrpLabel}> (estimate)</span>}
          </p>
          {loan && <p className={styles.loan}>{loan.text}</p>}
          <ul className={styles.chosen} aria-label="Your build">
            <li>
              {build.trim}: {figure(car.content, "trims.msrp", formatUsd(choices?.msrp ?? 0))}
            </li>
            {engine && engine.price === 0 && <li>{engine.name}</li>}
            {lines.map((line) => (
              <li key={line.label}>
                {line.label}: {optionPrice(line.price)}
              </li>
            ))}
          </ul>
          <p className={styles.note}>Estimate: 3.8% APR over 84 months, no down payment.</p>
          <p className={styles.note}>{page.build.method}</p>
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
                <StoreListingCard
                  listing={{ ...listing, image: listing.main_picture }}
                  page="single_car"
                  headingLevel={3}
                  daysOnMarket={listing.days_on_market}
                  fill
                />
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

/** One bordered choice row: the input and what it says. */
function Choice({
  type,
  group,
  value,
  checked,
  onChange,
  children,
}: {
  type: "radio" | "checkbox";
  group: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className={styles.choice}>
      <input type={type} name={group} value={value} checked={checked} onChange={onChange} />
      {children}
    </label>
  );
}

/** A group of priced radio choices (engine, drive, cab, bed). */
function ChoiceGroup({
  legend,
  group,
  chosen,
  choices,
  onChoose,
}: {
  legend: string;
  group: string;
  chosen: string;
  choices: { value: string; name: string; price: number }[];
  onChoose: (value: string) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice) => (
        <Choice key={choice.value} type="radio" group={group} value={choice.value} checked={choice.value === chosen} onChange={() => onChoose(choice.value)}>
          <span className={styles.name}>{choice.name}</span>
          {optionPriceTag(choice.price)}
        </Choice>
      ))}
    </fieldset>
  );
}
