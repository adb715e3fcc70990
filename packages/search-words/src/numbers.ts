import { CURRENT_MODEL_YEAR } from "@carmarket/routes";
import type { Token } from "./tokens.js";
import type { Meaning } from "./vocabulary.js";

/** A number phrase the parser understood: what it sets and how many tokens it took. */
export interface NumberMatch {
  readonly meanings: readonly Meaning[];
  readonly length: number;
}

/** Years a bare four-digit number may be: older cars are rare enough that '1975' reads as a price. */
const OLDEST_YEAR = 1980;
const NEWEST_YEAR = CURRENT_MODEL_YEAR + 2;
/** Radius limit of the search (the API takes 1–500 miles). */
const MAX_RADIUS = 500;

type Bound = "max" | "min" | "range" | "radius" | "yearAfter" | "yearBefore" | "yearFrom";

const PREFIX_LIST: [string, Bound][] = [
  ["no more than", "max"],
  ["not more than", "max"],
  ["less than", "max"],
  ["lower than", "max"],
  ["cheaper than", "max"],
  ["fewer than", "max"],
  ["up to", "max"],
  ["at most", "max"],
  ["under", "max"],
  ["below", "max"],
  ["max", "max"],
  ["maximum", "max"],
  ["more than", "min"],
  ["greater than", "min"],
  ["at least", "min"],
  ["starting at", "min"],
  ["over", "min"],
  ["above", "min"],
  ["min", "min"],
  ["minimum", "min"],
  ["between", "range"],
  ["within", "radius"],
  ["newer than", "yearAfter"],
  ["after", "yearAfter"],
  ["older than", "yearBefore"],
  ["before", "yearBefore"],
  ["since", "yearFrom"],
  ["from", "yearFrom"],
];
/** Words before a number and what they make of it, longest first. */
const PREFIXES = PREFIX_LIST.sort((a, b) => b[0].split(" ").length - a[0].split(" ").length);

/** First words of the prefixes: any other word cannot start a number phrase, so the reader stops at once. */
const PREFIX_STARTS = new Set(PREFIX_LIST.map(([phrase]) => phrase.split(" ")[0]));

/** Words after a number that make it a floor or a ceiling; `year` ones only fit years. */
const SUFFIXES: readonly (readonly [string, "min" | "max", "year" | "any"])[] = [
  ["or newer", "min", "year"],
  ["or later", "min", "year"],
  ["and newer", "min", "year"],
  ["and later", "min", "year"],
  ["onwards", "min", "year"],
  ["onward", "min", "year"],
  ["or older", "max", "year"],
  ["or earlier", "max", "year"],
  ["and older", "max", "year"],
  ["and earlier", "max", "year"],
  ["and up", "min", "any"],
  ["or above", "min", "any"],
  ["and above", "min", "any"],
  ["or more", "min", "any"],
  ["and over", "min", "any"],
  ["or higher", "min", "any"],
  ["+", "min", "any"],
  ["plus", "min", "any"],
  ["or less", "max", "any"],
  ["and under", "max", "any"],
  ["and below", "max", "any"],
  ["or lower", "max", "any"],
  ["or under", "max", "any"],
  ["or fewer", "max", "any"],
  ["max", "max", "any"],
  ["maximum", "max", "any"],
  ["tops", "max", "any"],
  ["or cheaper", "max", "any"],
];

type Unit = "price" | "miles" | "mpg" | "monthly";
const UNITS: Readonly<Record<string, Unit>> = {
  dollars: "price",
  dollar: "price",
  bucks: "price",
  usd: "price",
  miles: "miles",
  mile: "miles",
  mi: "miles",
  mpg: "mpg",
};
const THOUSANDS = new Set(["k", "grand", "thousand"]);
/** Words after an amount that make it a monthly payment ('$400/mo', '400 a month'), longest first (issue #26.15). */
const MONTHLY = ["per month", "a month", "each month", "per mo", "a mo", "monthly", "month", "mo"].map((phrase) => phrase.split(" "));
/** The highest monthly budget a search takes, in dollars (what the search page accepts). */
const MAX_MONTHLY_PAYMENT = 100_000;
/** Words after a distance that make it a radius ('25 miles away'). */
const RADIUS_WORDS = new Set(["away", "radius", "of", "from"]);

interface Quantity {
  value: number;
  text: string;
  dollars: boolean;
  thousands: boolean;
  unit: Unit | undefined;
  length: number;
}

const words = (tokens: readonly Token[], at: number, count: number) =>
  tokens
    .slice(at, at + count)
    .map((token) => token.text)
    .join(" ");

function readPhrase<E extends readonly [string, ...unknown[]]>(tokens: readonly Token[], at: number, list: readonly E[]): E | undefined {
  return list.find(([phrase]) => words(tokens, at, phrase.split(" ").length) === phrase);
}

function readQuantity(tokens: readonly Token[], at: number): Quantity | undefined {
  const token = tokens[at];
  if (token?.value === undefined) return undefined;
  let length = 1;
  let { value } = token;
  let thousands = token.thousands === true;
  const multiplier = tokens[at + length]?.text;
  if (!thousands && multiplier !== undefined && THOUSANDS.has(multiplier)) {
    value *= 1000;
    thousands = true;
    length += 1;
  }
  const monthly = MONTHLY.find((phrase) => phrase.every((word, offset) => tokens[at + length + offset]?.text === word));
  const unit = monthly ? "monthly" : UNITS[tokens[at + length]?.text ?? ""];
  if (unit) length += monthly?.length ?? 1;
  return { value, text: token.text, dollars: token.dollars === true, thousands, unit, length };
}

const isYear = (quantity: Quantity) =>
  /^\d{4}$/.test(quantity.text) &&
  !quantity.dollars &&
  !quantity.thousands &&
  quantity.unit === undefined &&
  Number.isInteger(quantity.value) &&
  quantity.value >= OLDEST_YEAR &&
  quantity.value <= NEWEST_YEAR;

/** A radius past the search's limit is the widest search ('within 1000 miles' → 500). */
const radiusMeaning = (miles: number): Meaning | undefined =>
  Number.isInteger(miles) && miles >= 1 ? { key: "radius", value: String(Math.min(miles, MAX_RADIUS)) } : undefined;

const range = (min: number | undefined, max: number | undefined) => `${min === undefined ? "" : Math.round(min)}-${max === undefined ? "" : Math.round(max)}`;

/** A price said without '$' or 'k' after 'under' is in thousands: 'under 30' means $30,000. */
const dollarsOf = (quantity: Quantity) => (quantity.dollars || quantity.thousands || quantity.value >= 1000 ? quantity.value : quantity.value * 1000);

/**
 * Reads a number phrase at `at`: prices ('under 30k', '$30,000', 'between 20 and 30 thousand'),
 * mileage ('less than 50k miles'), years ('2019 or newer', '2015-2018', 'after 2018'), fuel economy
 * ('30 mpg'), radius ('within 25 miles'), monthly budgets ('under $400/mo', '400 a month') and ZIPs (five digits
 * on their own). Undefined when the
 * words there are not a number phrase it knows.
 */
export function readNumberPhrase(tokens: readonly Token[], at: number): NumberMatch | undefined {
  const start = tokens[at];
  if (start?.value === undefined && !PREFIX_STARTS.has(start?.text)) return undefined;
  const prefix = readPhrase(tokens, at, PREFIXES);
  let next = at + (prefix ? prefix[0].split(" ").length : 0);
  const first = readQuantity(tokens, next);
  if (!first) return undefined;
  next += first.length;
  let second: Quantity | undefined;
  const joiner = tokens[next]?.text;
  if ((joiner === "to" || (joiner === "and" && prefix?.[1] === "range")) && (prefix === undefined || prefix[1] === "range" || prefix[1] === "yearFrom")) {
    second = readQuantity(tokens, next + 1);
    if (second) next += 1 + second.length;
  }
  if (prefix?.[1] === "range" && !second) return undefined;
  const suffix = prefix || second ? undefined : readPhrase(tokens, next, SUFFIXES);
  if (suffix) next += suffix[0].split(" ").length;
  // '30+ mpg': the unit may follow the suffix.
  const lateUnit = suffix && first.unit === undefined ? UNITS[tokens[next]?.text ?? ""] : undefined;
  if (lateUnit) next += 1;
  const quantity = lateUnit ? { ...first, unit: lateUnit } : first;
  const meanings = second ? rangeMeaning(first, second) : singleMeaning(quantity, prefix?.[1], suffix?.[1], suffix?.[2], tokens[next]?.text);
  if (!meanings) return undefined;
  if (meanings.key === "radius" && RADIUS_WORDS.has(tokens[next]?.text ?? "") && tokens[next]?.text !== "of") next += 1;
  return { meanings: [meanings], length: next - at };
}

function rangeMeaning(low: Quantity, high: Quantity): Meaning | undefined {
  if (isYear(low) && isYear(high)) return { key: "year", value: range(Math.min(low.value, high.value), Math.max(low.value, high.value)) };
  const unit = low.unit ?? high.unit;
  // A monthly budget has one end, its top: '$300 to $400 a month' is a budget of $400.
  if (unit === "monthly") return monthlyMeaning(Math.max(low.value, high.value));
  const scale = (quantity: Quantity) => (high.thousands && !quantity.thousands && quantity.value < 1000 ? quantity.value * 1000 : quantity.value);
  const [min, max] = [scale(low), scale(high)].sort((a, b) => a - b) as [number, number];
  if (unit === "mpg") return { key: "fuel_economy", value: range(min, max) };
  if (unit === "miles") return { key: "mileage", value: range(min, max) };
  const dollars = (value: number) => dollarsOf({ ...high, value, dollars: low.dollars || high.dollars });
  return { key: "dealer_price", value: range(dollars(min), dollars(max)) };
}

function singleMeaning(
  quantity: Quantity,
  bound: Bound | undefined,
  suffix: "min" | "max" | undefined,
  suffixKind: "year" | "any" | undefined,
  after: string | undefined,
): Meaning | undefined {
  const { value, unit } = quantity;
  const side = bound === "min" || suffix === "min" ? "min" : bound === "max" || suffix === "max" ? "max" : undefined;
  const ends = (number: number, fallback: "min" | "max") => ((side ?? fallback) === "min" ? range(number, undefined) : range(undefined, number));
  if (bound === "yearAfter" || bound === "yearBefore" || bound === "yearFrom" || suffixKind === "year") {
    if (!isYear(quantity)) return undefined;
    if (bound === "yearAfter") return { key: "year", value: range(value + 1, undefined) };
    if (bound === "yearBefore") return { key: "year", value: range(undefined, value - 1) };
    return { key: "year", value: ends(value, "min") };
  }
  if (unit === "monthly") return side === "min" ? undefined : monthlyMeaning(value);
  if (unit === "mpg") return { key: "fuel_economy", value: ends(value, "min") };
  if (unit === "miles") {
    // 'under 50 miles' is a distance; an odometer reading says thousands ('under 50k miles', '30,000 miles').
    const radius = bound === "radius" || RADIUS_WORDS.has(after ?? "") || (side !== "min" && !quantity.thousands && value <= MAX_RADIUS);
    if (radius) return radiusMeaning(value);
    return { key: "mileage", value: ends(value, "max") };
  }
  if (bound === "radius") return radiusMeaning(value);
  if (unit === "price" || quantity.dollars || quantity.thousands) return { key: "dealer_price", value: ends(dollarsOf(quantity), "max") };
  if (isYear(quantity))
    return side === undefined || suffix
      ? { key: "year", value: side === undefined ? String(value) : ends(value, "min") }
      : { key: "dealer_price", value: ends(value, "max") };
  if (side !== undefined) return { key: "dealer_price", value: ends(dollarsOf(quantity), "max") };
  if (/^\d{5}$/.test(quantity.text)) return { key: "zip", value: quantity.text };
  return undefined;
}

/** 'under $400/mo' → a budget of $400 a month, in whole dollars, within what a search takes. */
function monthlyMeaning(dollars: number): Meaning | undefined {
  const budget = Math.round(dollars);
  return budget >= 1 && budget <= MAX_MONTHLY_PAYMENT ? { key: "monthly_payment", value: String(budget) } : undefined;
}
