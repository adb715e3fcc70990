import { earthPoint, inEarthBox, metresBetween, METRES_PER_MILE } from "../geo.js";
import type { PageScope } from "../nearby-carousels.js";
import { NULL_INT, type ListingStore } from "./listing-store.js";
import { TopN } from "./top-n.js";

/** The carousels of §7's zip answer, by their field names. */
export const CAROUSEL_NAMES = [
  "subfooter_vins",
  "sidebar_vins",
  "price_dropped_listings",
  "featured_listings",
  "newly_added_listings",
  "on_sale_listings",
  "cheap_listings",
] as const;

export type CarouselName = (typeof CAROUSEL_NAMES)[number];

/** What the zip answer shows of the cars near a place, before their cards are read. */
export interface NearbyPicks {
  /** Each carousel's VINs in order. */
  carousels: Record<CarouselName, string[]>;
  /** Nearby cars by body type, ordered by body type. */
  bodyTypes: { body_type: string; count: number }[];
  /** Nearby cars of the page's model by trim name (model pages only), ordered by name. */
  trims: { name: string; count: number }[];
}

/** Ranks fit in a smallint and image counts in an int: rank × 2³² − images orders both exactly in one float. */
const RANK_STEP = 2 ** 32;

/** Text in the database's C collation order (code points; these are ASCII slugs and trim names). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The zip answer's cars near a place over the store (ADR 258; the SQL of ADR 172 before): the unsold cars
 * of the page's scope inside the GiST box of `radiusMiles` around `origin` (earth_box, not trimmed to the
 * circle, as before), each carousel's first `size` of them, and the body-type and trim counts.
 */
export function nearbyPicks(
  store: ListingStore,
  origin: { latitude: number; longitude: number },
  scope: PageScope,
  radiusMiles: number,
  size: number,
): NearbyPicks {
  const from = earthPoint(origin.latitude, origin.longitude);
  const { lots, alive } = store;
  const lotOf = store.lot.values;
  const lotMetres = new Float64Array(lots.count);
  const near: number[] = [];
  for (let lot = 0; lot < lots.count; lot++) {
    const point = lots.pointOf(lot);
    if (!inEarthBox(from, radiusMiles * METRES_PER_MILE, point)) continue;
    lotMetres[lot] = metresBetween(from, point);
    near.push(lot);
  }
  const scoped = (column: { values: { find(value: string): number | undefined }; codes: { values: ArrayLike<number> } }, value: string | null) =>
    value === null ? null : { codes: column.codes.values, code: column.values.find(value) ?? -1 };
  const scopes = [
    scoped(store.facets.condition, scope.condition),
    scoped(store.facets.brand_slug, scope.brandSlug),
    scoped(store.facets.model_slug, scope.modelSlug),
  ].filter((test) => test !== null);
  const bodyCodes = store.facets.body_type.codes.values;
  const bodyCounts = new Int32Array(store.facets.body_type.values.size);
  const trimCodes = store.trimName.codes.values;
  const trimCounts = new Int32Array(store.trimName.values.size);
  const { price, previousPrice, msrp, listedUs } = store;
  const saves = store.saveCount.values;
  const ranks = store.dealRank.values;
  const images = store.imageCount.values;
  const tops = Object.fromEntries(CAROUSEL_NAMES.map((name) => [name, new TopN(size, store.vins)])) as Record<CarouselName, TopN>;
  const {
    subfooter_vins: closest,
    sidebar_vins: saved,
    price_dropped_listings: dropped,
    featured_listings: featured,
    newly_added_listings: newest,
    on_sale_listings: onSale,
    cheap_listings: cheapest,
  } = tops;

  // Each carousel's order as the SQL wrote it (ADR 172), as ascending keys: a key it sorted descending is negated.
  const consider = (slot: number) => {
    if (alive[slot] === 0) return;
    for (let i = 0; i < scopes.length; i++) if (scopes[i]!.codes[slot] !== scopes[i]!.code) return;
    bodyCounts[bodyCodes[slot]!]!++;
    trimCounts[trimCodes[slot]!]!++;
    const metres = lotMetres[lotOf[slot]!]!;
    closest.offer(slot, metres, 0); // dist asc
    saved.offer(slot, -saves[slot]!, metres); // save_car_count desc, dist asc
    // Cars listed at the same moment (a feed's import) come nearest first, not in VIN order (issue #26.12).
    newest.offer(slot, -listedUs[slot]!, metres); // date_of_release_in_market desc, dist asc
    const imageCount = images[slot]!;
    if (imageCount > 0) featured.offer(slot, ranks[slot]! * RANK_STEP - imageCount, metres); // deal_rank asc, image_count desc, dist asc
    const asking = price[slot]!;
    if (asking === NULL_INT) return;
    const before = previousPrice[slot]!;
    if (before !== NULL_INT && before > asking) dropped.offer(slot, asking - before, 0); // (previous_price - price) desc
    const list = msrp[slot]!;
    if (list !== NULL_INT && list > asking) onSale.offer(slot, asking - list, 0); // (msrp - price) desc
    if (asking > 0) cheapest.offer(slot, asking, 0); // price asc
  };
  for (const lot of near) {
    for (let slot = lots.start[lot]!, end = lots.end[lot]!; slot < end; slot++) consider(slot);
    for (const slot of lots.added[lot]!) consider(slot);
  }

  const named = (values: readonly (string | number | null)[], counts: Int32Array) =>
    [...counts].flatMap((count, code) => (code > 0 && count > 0 ? [{ name: String(values[code]), count }] : [])).sort((a, b) => byText(a.name, b.name));
  return {
    carousels: Object.fromEntries(CAROUSEL_NAMES.map((name) => [name, tops[name].sorted().map((slot) => store.vins.vinAt(slot))])) as Record<
      CarouselName,
      string[]
    >,
    bodyTypes: named(store.facets.body_type.values.values, bodyCounts).map(({ name, count }) => ({ body_type: name, count })),
    trims: scope.modelSlug ? named(store.trimName.values.values, trimCounts) : [],
  };
}
