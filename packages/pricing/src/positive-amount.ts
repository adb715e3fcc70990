/**
 * `amount` when it is a finite number above zero, else `null`: §9 treats a price of 0 or less as
 * "no price", and feeds also send missing or NaN values.
 */
export function positiveAmount(amount: number | null | undefined): number | null {
  return typeof amount === "number" && Number.isFinite(amount) && amount > 0 ? amount : null;
}
