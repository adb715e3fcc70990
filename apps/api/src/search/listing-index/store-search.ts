import type { FacetOption, ListingFilters, SortOption } from "@carmarket/contract";
import { earthPoint, metresBetween, METRES_PER_MILE } from "../geo.js";
import { conditionsOf, dealLabels, pageOf, sortFacetOptions, sortOf, type SearchOrigin } from "../search-filters.js";
import type { IntArray } from "./compact-ints.js";
import { HISTORY_CLEAN_TITLE, HISTORY_NO_ACCIDENTS, HISTORY_ONE_OWNER } from "./index-row.js";
import { FACET_KEYS, NULL_INT, type FacetKey, type ListingStore } from "./listing-store.js";
import { TopN } from "./top-n.js";

/** What a search finds in the store: the matching cars' count, every facet's options and the page's VINs in order. */
export interface StoreSearchResult {
  count: number;
  facets: Record<FacetKey, FacetOption[]>;
  vins: string[];
}

const HISTORY_BITS: Record<string, number> = { "no-accidents": HISTORY_NO_ACCIDENTS, "one-owner": HISTORY_ONE_OWNER, "clean-title": HISTORY_CLEAN_TITLE };

/** A range filter's bounds, an open side at ±Infinity; null when it bounds nothing ("-" tests no column, so nulls pass). */
function bounds(
  range: { min: number | undefined; max: number | undefined } | undefined,
  round: (bound: number) => number = (bound) => bound,
): [number, number] | null {
  if (!range || (range.min === undefined && range.max === undefined)) return null;
  return [range.min === undefined ? -Infinity : round(range.min), range.max === undefined ? Infinity : round(range.max)];
}

/** Per facet, a table by code saying which values the selection keeps; null when the facet has no selection. */
function selections(store: ListingStore, filters: ListingFilters): (Uint8Array | null)[] {
  const lowered = (values: readonly string[] | undefined) => (values && values.length > 0 ? values.map((value) => value.toLowerCase()) : undefined);
  const text: Partial<Record<FacetKey, readonly string[] | undefined>> = {
    brand_slug: filters.brand_slug,
    model_slug: filters.model_slug,
    body_type: filters.body_type,
    condition: conditionsOf(filters),
    color: filters.color,
    interior_color: filters.interior_color,
    transmission: filters.transmission,
    engine: filters.engine,
    drivetrain: filters.drivetrain,
    fuel: filters.fuel,
    trim_family_name: filters.trim_family_name,
    submodel_family_name: filters.submodel_family_name,
  };
  const deal = filters.deal_value_order ? dealLabels(filters.deal_value_order) : undefined;
  return FACET_KEYS.map((key) => {
    const { values } = store.facets[key];
    if (key === "year") return filters.year && filters.year.length > 0 ? values.matchExactly(filters.year) : null;
    if (key === "deal_value") return deal ? values.matchExactly(deal) : null;
    const wanted = lowered(text[key]);
    return wanted ? values.matchLowered(wanted) : null;
  });
}

/**
 * The search behind GET /inventory/listingdata over the store (ADR 258), with the semantics of the SQL it
 * replaced (ADRs 031, 170): fixed conditions (radius, ids, ranges, images, listing age, options, history)
 * narrow the cars; several values of one facet widen (OR), different facets narrow (AND); a facet's own
 * selection is left out of its counts; a car that misses two or more selections counts nowhere. One
 * pass over the cars of the lots inside the circle counts every facet and keeps the page's candidates.
 */
export function searchStore(store: ListingStore, filters: ListingFilters, origin: SearchOrigin | null, now: Date): StoreSearchResult {
  const matches = selections(store, filters);
  const sort = sortOf(filters, origin);
  const { page, pageSize } = pageOf(filters);
  const facetCodes: IntArray[] = FACET_KEYS.map((key) => store.facets[key].codes.values);
  const counts = FACET_KEYS.map((key) => new Int32Array(store.facets[key].values.size));
  const active = matches.flatMap((match, facet) => (match ? [facet] : []));
  const activeMatch = active.map((facet) => matches[facet]!);
  const activeCodes = active.map((facet) => facetCodes[facet]!);
  const top = new TopN(page * pageSize, store.vins);
  let count = 0;

  const { lots } = store;
  const lotMetres = new Float64Array(lots.count);
  const from = origin ? earthPoint(origin.latitude, origin.longitude) : null;
  const reach = origin ? origin.radiusMiles * METRES_PER_MILE : Infinity;
  const visit: number[] = [];
  for (let lot = 0; lot < lots.count; lot++) {
    if (filters.dealer_id !== undefined && lots.dealer[lot] !== filters.dealer_id) continue;
    if (from) {
      lotMetres[lot] = metresBetween(from, lots.pointOf(lot));
      if (!(lotMetres[lot]! <= reach)) continue;
    }
    visit.push(lot);
  }

  const wantedCode = (values: { find(value: number): number | undefined }, id: number | undefined) => (id === undefined ? -1 : (values.find(id) ?? -2));
  const brandCode = wantedCode(store.brandId.values, filters.brand_id);
  const modelCode = wantedCode(store.modelId.values, filters.model_id);
  const price = bounds(filters.dealer_price);
  const mileage = bounds(filters.mileage);
  // The database compares a real column with a real parameter: the bounds rounded to float4.
  const economy = bounds(filters.fuel_economy, Math.fround);
  const sinceUs = filters.date_of_release_in_market === undefined ? null : (now.getTime() - filters.date_of_release_in_market * 86_400_000) * 1000;
  const afterUs = filters.listed_after === undefined ? null : filters.listed_after.getTime() * 1000;
  const history = (filters.vehicle_history ?? []).reduce((bits, item) => bits | (HISTORY_BITS[item] ?? 0), 0);
  const optionCodes = (filters.major_options ?? []).map((option) => store.options.find(option));
  const words = store.optionWords;
  const wantedOptions = new Uint32Array(words);
  for (const code of optionCodes) if (code !== undefined) wantedOptions[(code - 1) >> 5] = wantedOptions[(code - 1) >> 5]! | (1 << ((code - 1) & 31));
  const impossible = brandCode === -2 || modelCode === -2 || optionCodes.includes(undefined);
  const anyOptions = optionCodes.length > 0;

  const { alive, sortPrice, mileage: miles, fuelEconomy, listedUs, history: historyBits, optionBits } = store;
  const brandCodes = store.brandId.codes.values;
  const modelCodes = store.modelId.codes.values;
  const images = store.imageCount.values;
  const keys = sortKeys(sort, store, lotMetres);

  const consider = (slot: number) => {
    if (alive[slot] === 0) return;
    if (brandCode >= 0 && brandCodes[slot] !== brandCode) return;
    if (modelCode >= 0 && modelCodes[slot] !== modelCode) return;
    if (price) {
      const value = sortPrice[slot]!;
      if (value === NULL_INT || value < price[0] || value > price[1]) return;
    }
    if (mileage) {
      const value = miles[slot]!;
      if (value === NULL_INT || value < mileage[0] || value > mileage[1]) return;
    }
    if (economy) {
      const value = fuelEconomy[slot]!;
      // NaN (null) fails both tests.
      if (!(value >= economy[0] && value <= economy[1])) return;
    }
    if (filters.remove_vin_without_images && images[slot]! <= 0) return;
    if (sinceUs !== null && listedUs[slot]! < sinceUs) return;
    if (afterUs !== null && listedUs[slot]! <= afterUs) return;
    if (history !== 0 && (historyBits[slot]! & history) !== history) return;
    if (anyOptions) {
      for (let word = 0; word < words; word++) if ((optionBits[slot * words + word]! & wantedOptions[word]!) !== wantedOptions[word]) return;
    }
    let missed = -1;
    for (let i = 0; i < active.length; i++) {
      if (activeMatch[i]![activeCodes[i]![slot]!] === 0) {
        if (missed >= 0) return;
        missed = active[i]!;
      }
    }
    if (missed >= 0) {
      counts[missed]![facetCodes[missed]![slot]!]!++;
      return;
    }
    count++;
    for (let facet = 0; facet < facetCodes.length; facet++) counts[facet]![facetCodes[facet]![slot]!]!++;
    top.offer(slot, keys.first(slot), keys.second(slot));
  };

  if (!impossible) {
    for (const lot of visit) {
      for (let slot = lots.start[lot]!, end = lots.end[lot]!; slot < end; slot++) consider(slot);
      for (const slot of lots.added[lot]!) consider(slot);
    }
  }

  const facets = Object.fromEntries(FACET_KEYS.map((key, facet) => [key, facetOptions(store, key, counts[facet]!)])) as Record<FacetKey, FacetOption[]>;
  const vins = top
    .sorted()
    .slice((page - 1) * pageSize)
    .map((slot) => store.vins.vinAt(slot));
  return { count, facets, vins };
}

/** A facet's options from its counts by code: named as the SQL named them (year as text, colour lower-cased), 'unknown' and empty ones left out. */
function facetOptions(store: ListingStore, key: FacetKey, counts: Int32Array): FacetOption[] {
  const { values } = store.facets[key];
  const byName = new Map<string, number>();
  for (let code = 1; code < counts.length; code++) {
    if (counts[code] === 0) continue;
    const name = key === "color" ? (values.lowered[code] ?? String(values.values[code])) : String(values.values[code]);
    byName.set(name, (byName.get(name) ?? 0) + counts[code]!);
  }
  byName.delete("unknown");
  return sortFacetOptions(
    key,
    [...byName].map(([name, optionCount]) => ({ name, count: optionCount })),
  );
}

/** A sort's two keys for a car, ascending (nulls last as Infinity); the VIN breaks ties: the SQL search's `orderBy`. */
interface SortKeys {
  first(slot: number): number;
  second(slot: number): number;
}

function sortKeys(sort: SortOption, store: ListingStore, lotMetres: Float64Array): SortKeys {
  const { sortPrice, mileage, listedUs, dealDifference } = store;
  const lot = store.lot.values;
  const years = store.facets.year.values.values.map((year) => Number(year));
  const yearCodes = store.facets.year.codes.values;
  const ranks = store.dealRank.values;
  const none = () => 0;
  const ascending = (column: Int32Array) => (slot: number) => (column[slot] === NULL_INT ? Infinity : column[slot]!);
  const descending = (column: Int32Array) => (slot: number) => (column[slot] === NULL_INT ? Infinity : -column[slot]!);
  switch (sort) {
    case "price_asc":
      return { first: ascending(sortPrice), second: none };
    case "price_desc":
      return { first: descending(sortPrice), second: none };
    case "mileage_asc":
      return { first: ascending(mileage), second: none };
    case "mileage_desc":
      return { first: descending(mileage), second: none };
    case "year_desc":
      return { first: (slot) => -years[yearCodes[slot]!]!, second: none };
    case "year_asc":
      return { first: (slot) => years[yearCodes[slot]!]!, second: none };
    case "deal":
      return { first: (slot) => ranks[slot]!, second: descending(dealDifference) };
    case "newest":
      return { first: (slot) => -listedUs[slot]!, second: none };
    case "distance":
      return { first: (slot) => lotMetres[lot[slot]!]!, second: none };
  }
}
