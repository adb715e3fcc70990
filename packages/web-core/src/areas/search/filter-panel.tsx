import { useId, useState, type FormEvent } from "react";
import { bodyTypeLabel, isMultiValueKey, type SearchKey } from "@carmarket/routes";
import { LOAN_APR_PERCENT, LOAN_TERM_MONTHS } from "@carmarket/pricing";
import { TextField } from "@carmarket/ui/text-field";
import { ZipForm } from "@carmarket/ui/zip-form";
import type { SearchData, ShownFacet } from "./load-search.js";
import { knownFeature } from "./feature-names.js";
import { RANGE_UNITS, capitalised, dealLabel, listedWithinLabel, monthlyPaymentLabel, radiusLabel, yearLabel } from "./filter-value-labels.js";
import { FilterGroup, OptionList, SelectFilter, facetChoices, type Choice } from "./filter-options.js";
import {
  FUEL_ECONOMY_STEPS,
  LISTED_WITHIN_DAYS,
  MILEAGE_STEPS,
  MONTHLY_PAYMENT_STEPS,
  PRICE_STEPS,
  RADIUS_OPTIONS,
  DEFAULT_RADIUS_MILES,
  VEHICLE_HISTORY_LABELS,
  filterLabel,
} from "./search-options.js";
import { readRange, writeRange } from "./search-range.js";
import { useSearchNavigation, type SearchNavigation } from "./use-search-navigation.js";
import styles from "./search.module.css";

const steps = (values: readonly number[], label: (value: number) => string): Choice[] => values.map((value) => ({ value: String(value), label: label(value) }));

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  data: SearchData;
}

/**
 * Every §9 listing filter of an inventory search, with the facet counts GET /inventory/listingdata
 * answered (years newest first, the rest alphabetical, §9). Each change is a navigation to the new
 * search URL with the §4 clearing rules applied; both apps place this panel (desktop sidebar,
 * mobile overlay).
 */
export function FilterPanel({ data }: FilterPanelProps) {
  const nav = useSearchNavigation(data.search);
  const { facets } = data.results;
  const { search } = nav;
  const selected = (key: SearchKey): string[] => {
    const value = search[key];
    return Array.isArray(value) ? value : value === undefined ? [] : [value];
  };
  const facet = (key: SearchKey, facetKey: ShownFacet, label?: (name: string) => string) => (
    <OptionList key={key} filterKey={key} nav={nav} multiple={isMultiValueKey(key)} choices={facetChoices(facets[facetKey], selected(key), label)} />
  );

  return (
    <div className={styles.filters}>
      <LocationFilter data={data} nav={nav} />
      {facet("body_type", "body_type", bodyTypeLabel)}
      <SelectFilter
        filterKey="year"
        value={search.year ?? search.url_year}
        choices={facetChoices(facets.year, selected("year"), yearLabel)}
        anyLabel="Any year"
        onChange={(value) => nav.change("year", value)}
      />
      <RangeFilter filterKey="dealer_price" nav={nav} steps={steps(PRICE_STEPS, RANGE_UNITS.dealer_price)} minLabel="Min price" maxLabel="Max price" />
      <SelectFilter
        filterKey="monthly_payment"
        value={search.monthly_payment}
        choices={steps(MONTHLY_PAYMENT_STEPS, monthlyPaymentLabel)}
        anyLabel="Any payment"
        hint={`Est. at ${LOAN_APR_PERCENT}% APR over ${LOAN_TERM_MONTHS} months, $0 down`}
        onChange={(value) => nav.change("monthly_payment", value)}
      />
      <RangeFilter filterKey="mileage" nav={nav} steps={steps(MILEAGE_STEPS, RANGE_UNITS.mileage)} maxLabel="Max mileage" />
      <RangeFilter filterKey="fuel_economy" nav={nav} steps={steps(FUEL_ECONOMY_STEPS, RANGE_UNITS.fuel_economy)} minLabel="Min fuel economy" />
      {facet("deal_value_order", "deal_value", dealLabel)}
      {facet("trim_family_name", "trim_family_name")}
      {facet("submodel_family_name", "submodel_family_name")}
      {facet("transmission", "transmission")}
      {facet("engine", "engine")}
      {facet("drivetrain", "drivetrain")}
      {facet("fuel", "fuel")}
      {facet("color", "color", capitalised)}
      {facet("interior_color", "interior_color", capitalised)}
      <OptionList filterKey="vehicle_history" nav={nav} multiple choices={Object.entries(VEHICLE_HISTORY_LABELS).map(([value, label]) => ({ value, label }))} />
      <FeaturesFilter nav={nav} features={data.features} />
      <SelectFilter
        filterKey="date_of_release_in_market"
        value={search.date_of_release_in_market}
        choices={steps(LISTED_WITHIN_DAYS, listedWithinLabel)}
        anyLabel="Any time"
        onChange={(value) => nav.change("date_of_release_in_market", value)}
      />
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={search.remove_vin_without_images === "1"}
          onChange={(event) => nav.change("remove_vin_without_images", event.currentTarget.checked ? "1" : null)}
        />
        {filterLabel("remove_vin_without_images")}
      </label>
    </div>
  );
}

/** ZIP (from ?zip or the zipcode cookie, §9) and the radius around it. */
function LocationFilter({ data, nav }: { data: SearchData; nav: SearchNavigation }) {
  return (
    <FilterGroup legend="Location">
      {/* keyed by the ZIP so the field shows the new one after a change */}
      <ZipForm key={data.zip ?? ""} zipcode={data.zip} label={filterLabel("zip")} inline onSubmit={(zip) => nav.change("zip", zip)} />
      {data.zip === undefined ? null : (
        <SelectFilter
          filterKey="radius"
          value={nav.search.radius ?? String(DEFAULT_RADIUS_MILES)}
          choices={steps(RADIUS_OPTIONS, radiusLabel)}
          anyLabel=""
          onChange={(value) => nav.change("radius", value)}
        />
      )}
    </FilterGroup>
  );
}

interface RangeFilterProps {
  filterKey: "dealer_price" | "mileage" | "fuel_economy";
  nav: SearchNavigation;
  steps: readonly Choice[];
  /** Label of the lower bound's select; without it there is none. */
  minLabel?: string;
  /** Label of the upper bound's select; without it there is none. */
  maxLabel?: string;
}

/** A "min-max" range filter (§9 dealer_price, mileage, fuel_economy) as one or two selects. */
function RangeFilter({ filterKey, nav, steps: choices, minLabel, maxLabel }: RangeFilterProps) {
  const ends = readRange(nav.search[filterKey]);
  const set = (end: "min" | "max", value: string) => nav.change(filterKey, writeRange({ ...ends, [end]: value || undefined }));
  return (
    <FilterGroup legend={filterLabel(filterKey)}>
      {minLabel ? (
        <SelectFilter filterKey={filterKey} label={minLabel} value={ends.min} choices={choices} anyLabel="No min" onChange={(value) => set("min", value)} />
      ) : null}
      {maxLabel ? (
        <SelectFilter filterKey={filterKey} label={maxLabel} value={ends.max} choices={choices} anyLabel="No max" onChange={(value) => set("max", value)} />
      ) : null}
    </FilterGroup>
  );
}

/**
 * §9 major_options: the API keeps no facet of features (a list column, apps/api/src/routes/catalog/README.md), so the
 * shopper types one, with the features the listings name offered as they type; the one typed becomes the
 * listings' spelling ('sunroof' → 'Sunroof/Moonroof', issue #26.5). The chosen ones are listed with a remove button each.
 */
function FeaturesFilter({ nav, features }: { nav: SearchNavigation; features: readonly string[] }) {
  const [text, setText] = useState("");
  const listId = useId();
  const chosen = nav.search.major_options ?? [];
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const feature = knownFeature(text, features) ?? text.trim();
    if (feature === "" || chosen.includes(feature)) return;
    setText("");
    nav.change("major_options", [...chosen, feature]);
  };
  return (
    <FilterGroup legend={filterLabel("major_options")}>
      {chosen.length > 0 ? (
        <ul className={styles.chips}>
          {chosen.map((feature) => (
            <li key={feature}>
              <button
                type="button"
                className={styles.chip}
                aria-label={`Remove ${feature}`}
                onClick={() =>
                  nav.change(
                    "major_options",
                    chosen.filter((item) => item !== feature),
                  )
                }
              >
                {feature} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className={styles.inline} onSubmit={add}>
        <TextField
          className={styles.grow}
          label="Must have"
          value={text}
          placeholder="e.g. Backup Camera"
          list={features.length > 0 ? listId : undefined}
          autoComplete="off"
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {features.length > 0 ? (
          <datalist id={listId}>
            {features.map((feature) => (
              <option key={feature} value={feature} />
            ))}
          </datalist>
        ) : null}
        <button type="submit" className={styles.button}>
          Add
        </button>
      </form>
    </FilterGroup>
  );
}
