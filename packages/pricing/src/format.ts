// One shared formatter: Intl is available in every browser and in Node, so server-rendered and
// client-rendered prices read the same.
const USD = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * Whole US dollars with thousands separators, rounded to the nearest dollar (halves away from zero).
 *
 * @example
 * formatUsd(12345) // "$12,345"
 * formatUsd(-500.4) // "-$500"
 */
export function formatUsd(amount: number): string {
  // Round first so -0.4 becomes "$0", not "-$0".
  return USD.format(Math.round(amount) || 0);
}
