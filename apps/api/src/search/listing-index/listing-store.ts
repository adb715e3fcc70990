import { CompactInts } from "./compact-ints.js";
import type { IndexRow } from "./index-row.js";
import { ListingLots } from "./listing-lots.js";
import { ValueCodes } from "./value-codes.js";
import { VinTable } from "./vin-table.js";

/** An absent integer (SQL NULL) in the Int32Array columns. */
export const NULL_INT = -0x80000000;

/**
 * The §9 facets in the order of the search's answer, with the listing column each counts. `color` counts
 * `lower(color)`; year is a number; every other facet a column's text.
 */
export const FACET_KEYS = [
  "year",
  "brand_slug",
  "model_slug",
  "body_type",
  "condition",
  "color",
  "interior_color",
  "transmission",
  "engine",
  "drivetrain",
  "fuel",
  "trim_family_name",
  "submodel_family_name",
  "deal_value",
] as const;

export type FacetKey = (typeof FACET_KEYS)[number];

/** A column stored as codes of its distinct values. */
export interface CodedColumn<T extends string | number> {
  values: ValueCodes<T>;
  codes: CompactInts;
}

/** The facets whose text is matched through `lower()` (deal labels match exactly; year is a number). */
const LOWERED_FACETS: readonly FacetKey[] = FACET_KEYS.filter((key) => key !== "year" && key !== "deal_value");

const TEXT_FACET_COLUMNS = LOWERED_FACETS.concat("deal_value") as readonly Exclude<FacetKey, "year">[];

/** Slots a new store starts with; it doubles when full. */
const FIRST_CAPACITY = 1024;

function coded<T extends string | number>(capacity: number): CodedColumn<T> {
  return { values: new ValueCodes<T>(), codes: new CompactInts(capacity) };
}

function nullable(value: number | null): number {
  return value === null ? NULL_INT : value;
}

/** A real column's value as the float4 it is; NaN for null. */
function toFloat32(value: number | null): number {
  return value === null ? Number.NaN : Math.fround(value);
}

/**
 * Every unsold listing's search fields in typed arrays, one slot per car (ADR 258): facet values as
 * small codes, prices and mileage as 32-bit integers, dates as microseconds; about 90 bytes a car.
 * Slots are grouped by lot (ListingLots) so a search around a place reads only the cars of the lots
 * in its circle, side by side in memory. A car that is sold or moves to another lot leaves a dead slot
 * behind until the next compaction lays the live cars out again.
 */
export class ListingStore {
  /** Slots in use, live or dead. */
  length = 0;
  /** Live cars. */
  live = 0;
  capacity = FIRST_CAPACITY;
  /** Dead slots plus slots outside their lot's range: what the next compaction tidies. */
  untidy = 0;
  alive = new Uint8Array(FIRST_CAPACITY);
  /** The lot of each slot (ListingLots). */
  readonly lot = new CompactInts(FIRST_CAPACITY);
  readonly lots = new ListingLots();
  readonly vins = new VinTable(FIRST_CAPACITY);
  readonly facets: Record<FacetKey, CodedColumn<string | number>>;
  readonly brandId = coded<number>(FIRST_CAPACITY);
  readonly modelId = coded<number>(FIRST_CAPACITY);
  readonly trimName = coded<string>(FIRST_CAPACITY);
  sortPrice = new Int32Array(FIRST_CAPACITY);
  price = new Int32Array(FIRST_CAPACITY);
  msrp = new Int32Array(FIRST_CAPACITY);
  previousPrice = new Int32Array(FIRST_CAPACITY);
  mileage = new Int32Array(FIRST_CAPACITY);
  dealDifference = new Int32Array(FIRST_CAPACITY);
  /** NaN when null. */
  fuelEconomy = new Float32Array(FIRST_CAPACITY);
  /** date_of_release_in_market, microseconds since 1970. */
  listedUs = new Float64Array(FIRST_CAPACITY);
  readonly dealRank = new CompactInts(FIRST_CAPACITY);
  readonly imageCount = new CompactInts(FIRST_CAPACITY);
  readonly saveCount = new CompactInts(FIRST_CAPACITY);
  history = new Uint8Array(FIRST_CAPACITY);
  /** major_options: the bit (code − 1) of the slot's words is set when the car has that option. */
  readonly options = new ValueCodes<string>();
  optionWords = 1;
  optionBits = new Uint32Array(FIRST_CAPACITY);

  constructor() {
    this.facets = Object.fromEntries(FACET_KEYS.map((key) => [key, coded(FIRST_CAPACITY)])) as Record<FacetKey, CodedColumn<string | number>>;
  }

  /** Text values of `rows` that facets matched through `lower()` have not seen: their lower() is needed before {@link put}. */
  newTextValues(rows: readonly IndexRow[]): string[] {
    const fresh = new Set<string>();
    for (const row of rows) {
      for (const key of LOWERED_FACETS) {
        const value = row[key as Exclude<FacetKey, "year">];
        if (value !== null && this.facets[key].values.find(value) === undefined) fresh.add(value);
      }
    }
    return [...fresh];
  }

  /** Text values {@link put} stored whose `lower()` is not known yet. */
  unlowered(): string[] {
    return [...new Set(LOWERED_FACETS.flatMap((key) => this.facets[key].values.unlowered()))];
  }

  /** Records the database's `lower()` of text values (those {@link newTextValues} or {@link unlowered} named, once {@link put} has them). */
  setLowered(lowered: ReadonlyMap<string, string>): void {
    for (const key of LOWERED_FACETS) this.facets[key].values.setLowered(lowered);
  }

  /** Applies one listing as the database now has it: added, changed, moved, or gone when sold. */
  put(row: IndexRow): void {
    const existing = this.vins.find(row.vin);
    if (row.is_sold) {
      if (existing >= 0) this.kill(existing);
      return;
    }
    const lot = this.lots.lotOf(row.dealer_id, row.latitude, row.longitude);
    let slot = existing;
    if (slot < 0 || this.lot.get(slot) !== lot) {
      if (slot >= 0) this.kill(slot);
      slot = this.allocate();
      this.vins.set(slot, row.vin);
      this.lot.set(slot, lot);
      this.alive[slot] = 1;
      this.live++;
      this.lots.added[lot]!.push(slot);
      this.untidy++;
    }
    this.write(slot, row);
  }

  /**
   * Lays the live cars out again lot by lot, each lot's cars side by side, and frees dead slots. Worth
   * it once a good share of slots are dead or out of their lot's range.
   */
  compact(): void {
    const { lots } = this;
    const order = new Int32Array(this.live);
    let next = 0;
    for (let lot = 0; lot < lots.count; lot++) {
      const first = next;
      for (let slot = lots.start[lot]!; slot < lots.end[lot]!; slot++) if (this.alive[slot]) order[next++] = slot;
      for (const slot of lots.added[lot]!) if (this.alive[slot]) order[next++] = slot;
      lots.start[lot] = first;
      lots.end[lot] = next;
      lots.added[lot] = [];
    }
    const capacity = Math.max(FIRST_CAPACITY, next + (next >> 4));
    const permuted = <T extends Uint8Array | Int32Array | Float32Array | Float64Array>(array: T): T => {
      const result = new (array.constructor as new (length: number) => T)(capacity);
      for (let i = 0; i < next; i++) result[i] = array[order[i]!]!;
      return result;
    };
    this.alive = permuted(this.alive);
    this.sortPrice = permuted(this.sortPrice);
    this.price = permuted(this.price);
    this.msrp = permuted(this.msrp);
    this.previousPrice = permuted(this.previousPrice);
    this.mileage = permuted(this.mileage);
    this.dealDifference = permuted(this.dealDifference);
    this.fuelEconomy = permuted(this.fuelEconomy);
    this.listedUs = permuted(this.listedUs);
    this.history = permuted(this.history);
    for (const ints of this.compactColumns()) ints.permute(order, capacity);
    const words = this.optionWords;
    const bits = new Uint32Array(capacity * words);
    for (let i = 0; i < next; i++) bits.set(this.optionBits.subarray(order[i]! * words, (order[i]! + 1) * words), i * words);
    this.optionBits = bits;
    this.vins.permute(order, capacity);
    this.length = next;
    this.capacity = capacity;
    this.untidy = 0;
  }

  private compactColumns(): CompactInts[] {
    return [
      ...Object.values(this.facets).map((column) => column.codes),
      this.lot,
      this.brandId.codes,
      this.modelId.codes,
      this.trimName.codes,
      this.dealRank,
      this.imageCount,
      this.saveCount,
    ];
  }

  private kill(slot: number): void {
    this.alive[slot] = 0;
    this.vins.remove(slot);
    this.live--;
    this.untidy++;
  }

  private allocate(): number {
    // A quarter more, not double: at a million cars doubling would hold ~100 MB of mostly empty room.
    if (this.length === this.capacity) this.grow(this.capacity + Math.max(FIRST_CAPACITY, this.capacity >> 2));
    return this.length++;
  }

  private grow(capacity: number): void {
    const grown = <T extends Uint8Array | Int32Array | Float32Array | Float64Array | Uint32Array>(array: T, length: number): T => {
      const result = new (array.constructor as new (length: number) => T)(length);
      result.set(array);
      return result;
    };
    this.alive = grown(this.alive, capacity);
    this.sortPrice = grown(this.sortPrice, capacity);
    this.price = grown(this.price, capacity);
    this.msrp = grown(this.msrp, capacity);
    this.previousPrice = grown(this.previousPrice, capacity);
    this.mileage = grown(this.mileage, capacity);
    this.dealDifference = grown(this.dealDifference, capacity);
    this.fuelEconomy = grown(this.fuelEconomy, capacity);
    this.listedUs = grown(this.listedUs, capacity);
    this.history = grown(this.history, capacity);
    this.optionBits = grown(this.optionBits, capacity * this.optionWords);
    for (const ints of this.compactColumns()) ints.grow(capacity);
    this.vins.grow(capacity);
    this.capacity = capacity;
  }

  private write(slot: number, row: IndexRow): void {
    const { facets } = this;
    facets.year.codes.set(slot, facets.year.values.codeOf(row.year));
    for (const key of TEXT_FACET_COLUMNS) facets[key].codes.set(slot, facets[key].values.codeOf(row[key]));
    this.brandId.codes.set(slot, this.brandId.values.codeOf(row.brand_id));
    this.modelId.codes.set(slot, this.modelId.values.codeOf(row.model_id));
    this.trimName.codes.set(slot, this.trimName.values.codeOf(row.trim_name));
    this.sortPrice[slot] = nullable(row.sort_price);
    this.price[slot] = nullable(row.price);
    this.msrp[slot] = nullable(row.msrp);
    this.previousPrice[slot] = nullable(row.previous_price);
    this.mileage[slot] = nullable(row.mileage);
    this.dealDifference[slot] = nullable(row.deal_difference);
    this.fuelEconomy[slot] = toFloat32(row.fuel_economy);
    this.listedUs[slot] = row.listed_us;
    this.dealRank.set(slot, row.deal_rank);
    this.imageCount.set(slot, row.image_count);
    this.saveCount.set(slot, row.save_car_count);
    this.history[slot] = row.history;
    this.writeOptions(slot, row.major_options);
  }

  /** major_options as bits; only string elements of an array can contain a selection (jsonb `@>`). */
  private writeOptions(slot: number, options: unknown): void {
    let words = this.optionWords;
    this.optionBits.fill(0, slot * words, (slot + 1) * words);
    if (!Array.isArray(options)) return;
    for (const option of options as unknown[]) {
      if (typeof option !== "string") continue;
      const bit = this.options.codeOf(option) - 1;
      if (bit >= words * 32) {
        this.widenOptions((bit >> 5) + 1);
        words = this.optionWords;
      }
      const word = slot * words + (bit >> 5);
      this.optionBits[word] = this.optionBits[word]! | (1 << (bit & 31));
    }
  }

  private widenOptions(words: number): void {
    const bits = new Uint32Array(this.capacity * words);
    for (let slot = 0; slot < this.length; slot++) bits.set(this.optionBits.subarray(slot * this.optionWords, (slot + 1) * this.optionWords), slot * words);
    this.optionBits = bits;
    this.optionWords = words;
  }
}
