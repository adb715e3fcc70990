import { bodyTypeLabel, type SearchKey } from "@carmarket/routes";
import { DEAL_FLAGS, formatUsd } from "@carmarket/pricing";
import { VEHICLE_HISTORY_LABELS, filterLabel } from "./search-options.js";
import { readRange } from "./search-range.js";

const numberFormat = new Intl.NumberFormat("en-US");

/** How each range filter writes one of its ends (the panel's steps and the chips share it). */
export const RANGE_UNITS = {
  dealer_price: formatUsd,
  mileage: (miles: number) => `${numberFormat.format(miles)} mi`,
  fuel_economy: (mpg: number) => `${mpg} MPG`,
} as const satisfies Partial<Record<SearchKey, (value: number) => string>>;

// The deal facet may name flags (good-deal) or labels (Good Deal); the filter takes either.
export const dealLabel = (name: string) => Object.entries(DEAL_FLAGS).find(([, flag]) => flag === name)?.[0] ?? name;

/** 'Listed in the last 7 days' for the §9 date_of_release_in_market value. */
export const listedWithinLabel = (days: number) => (days === 1 ? "Last day" : `Last ${days} days`);

/** A year filter as people say it: '2019', '2019 or newer', '2015 or older', '2015 – 2018' (issue #17). */
export function yearLabel(value: string): string {
  if (!value.includes("-")) return value;
  const { min, max } = readRange(value);
  if (min !== undefined && max !== undefined) return `${min} – ${max}`;
  return min === undefined ? `${max} or older` : `${min} or newer`;
}

/** 'Under $400/mo' for a monthly budget in dollars (issue #26.15). */
export const monthlyPaymentLabel = (dollars: number | string) => `Under ${formatUsd(Number(dollars))}/mo`;

/** 'Within 10 miles' for a radius in miles. */
export const radiusLabel = (miles: number | string) => `Within ${miles} miles`;

/** 'red' → 'Red': the colour facets name colours in lower case (the §9 colour filter names), people read them capitalised. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function rangeLabel(key: keyof typeof RANGE_UNITS, value: string): string {
  const write = RANGE_UNITS[key];
  const { min, max } = readRange(value);
  if (min !== undefined && max !== undefined) return `${write(Number(min))} – ${write(Number(max))}`;
  return min === undefined ? `Under ${write(Number(max))}` : `Over ${write(Number(min))}`;
}

/**
 * A chosen filter value as a shopper reads it on its chip (issue #15: 'SUV', 'Over $100,000',
 * 'Within 10 miles', not 'Body type: suv'). Values that do not say what they filter keep the
 * filter's name in front ('Engine: 2.5L I4').
 */
export function chipLabel(key: SearchKey, value: string): string {
  switch (key) {
    case "body_type":
      return bodyTypeLabel(value);
    case "year":
      return value.includes("-") ? yearLabel(value) : `${filterLabel(key)}: ${value}`;
    case "fuel":
      return value;
    case "dealer_price":
    case "mileage":
    case "fuel_economy":
      return rangeLabel(key, value);
    case "radius":
      return radiusLabel(value);
    case "monthly_payment":
      return monthlyPaymentLabel(value);
    case "zip":
      return `ZIP ${value}`;
    case "deal_value_order":
      return dealLabel(value);
    case "vehicle_history":
      return (VEHICLE_HISTORY_LABELS as Record<string, string>)[value] ?? value;
    case "date_of_release_in_market":
      return `Listed in the ${listedWithinLabel(Number(value)).toLowerCase()}`;
    case "remove_vin_without_images":
      return filterLabel(key);
    case "color":
    case "interior_color":
      return `${filterLabel(key)}: ${capitalised(value)}`;
    default:
      return `${filterLabel(key)}: ${value}`;
  }
}
