import { useId, useState, type ReactNode } from "react";
import type { FacetOption } from "@carmarket/api-client";
import { SelectField } from "@carmarket/ui/text-field";
import type { SearchKey } from "@carmarket/routes";
import { filterLabel } from "./search-options.js";
import type { SearchNavigation } from "./use-search-navigation.js";
import styles from "./search.module.css";

/** Options shown before 'Show all': long facets (engines, trims) would bury the other filters. */
const SHOWN_BEFORE_MORE = 6;

/** One choice of a filter: the value the URL holds, its label and, for facets, how many cars have it. */
export interface Choice {
  value: string;
  label: string;
  count?: number;
}

/** Facet options as choices; a selected value the facet no longer lists stays so it can be cleared. */
export function facetChoices(options: readonly FacetOption[] | undefined, selected: readonly string[], label = (name: string) => name): Choice[] {
  const choices: Choice[] = (options ?? []).map((option) => ({ value: option.name, label: label(option.name), count: option.count }));
  const missing = selected.filter((value) => !choices.some((choice) => choice.value === value));
  return [...missing.map((value) => ({ value, label: label(value), count: 0 })), ...choices];
}

const choiceText = (choice: Choice) => (choice.count === undefined ? choice.label : `${choice.label} (${choice.count.toLocaleString("en-US")})`);

/** A filter group: a fieldset whose legend names the filter. */
export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

interface OptionListProps {
  filterKey: SearchKey;
  choices: readonly Choice[];
  nav: SearchNavigation;
  /** Several values at once (checkboxes) or one (radio buttons with 'Any'). */
  multiple: boolean;
}

/** A facet as checkboxes or radio buttons with their counts (§9 filter keys); every change navigates. */
export function OptionList({ filterKey, choices, nav, multiple }: OptionListProps) {
  const name = useId();
  const [expanded, setExpanded] = useState(false);
  if (choices.length === 0) return null;
  const value = nav.search[filterKey];
  const selected: string[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const shown = expanded ? choices : choices.slice(0, SHOWN_BEFORE_MORE);
  const toggle = (choice: string, checked: boolean) =>
    nav.change(filterKey, multiple ? (checked ? [...selected, choice] : selected.filter((item) => item !== choice)) : choice);
  return (
    <FilterGroup legend={filterLabel(filterKey)}>
      <ul className={styles.options}>
        {multiple ? null : (
          <li>
            <label className={styles.option}>
              <input type="radio" name={name} checked={selected.length === 0} onChange={() => nav.change(filterKey, null)} />
              Any
            </label>
          </li>
        )}
        {shown.map((choice) => (
          <li key={choice.value}>
            <label className={styles.option}>
              <input
                type={multiple ? "checkbox" : "radio"}
                name={name}
                value={choice.value}
                checked={selected.includes(choice.value)}
                onChange={(event) => toggle(choice.value, event.currentTarget.checked)}
              />
              {choiceText(choice)}
            </label>
          </li>
        ))}
      </ul>
      {choices.length > SHOWN_BEFORE_MORE ? (
        <button type="button" className={styles.more} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? "Show fewer" : `Show all ${choices.length}`}
        </button>
      ) : null}
    </FilterGroup>
  );
}

interface SelectFilterProps {
  filterKey: SearchKey;
  /** Visible label; defaults to the key's label. */
  label?: string;
  value: string | undefined;
  choices: readonly Choice[];
  /** Text of the empty choice. */
  anyLabel: string;
  /** A line under the select saying how its values are meant. */
  hint?: string;
  onChange: (value: string) => void;
}

/** A labelled select whose change navigates (sort, radius, year, price bounds…). */
export function SelectFilter({ filterKey, label, value, choices, anyLabel, hint, onChange }: SelectFilterProps) {
  return (
    <SelectField
      className={styles.field}
      label={label ?? filterLabel(filterKey)}
      hint={hint}
      value={value ?? ""}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      {anyLabel === "" ? null : <option value="">{anyLabel}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choiceText(choice)}
        </option>
      ))}
    </SelectField>
  );
}
