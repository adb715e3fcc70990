// ISO 3779 VIN with the North-American check digit (49 CFR 565): position 9 is computed from the
// other 16 characters, so typos and made-up VINs are caught before they reach a dealer or the feed.

/** A VIN has 17 characters. */
export const VIN_LENGTH = 17;

/** Characters a VIN may contain: digits and capital letters except I, O and Q (confused with 1 and 0). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Index of the check digit (position 9, counted from 1). */
const CHECK_DIGIT_INDEX = 8;

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

// Letters map to digits; I, O and Q are absent because they are not allowed.
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/**
 * The value a VIN character stands for in the check-digit sum (digits as themselves, letters by the
 * transliteration table), or `undefined` for a character a VIN may not contain.
 */
export function vinCharValue(char: string): number | undefined {
  if (/^[0-9]$/.test(char)) return Number(char);
  return LETTER_VALUES[char];
}

/**
 * The check digit (`0`–`9` or `X`) that position 9 of `vin` must hold, computed from the other 16
 * characters; `null` when `vin` is not 17 allowed characters. Position 9 itself is ignored (weight 0).
 *
 * @example
 * vinCheckDigit("1M8GDM9AXKP042788") // "X"
 */
export function vinCheckDigit(vin: string): string | null {
  if (!VIN_PATTERN.test(vin)) return null;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    sum += (vinCharValue(vin.charAt(i)) ?? 0) * (WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/**
 * Whether `vin` is a well-formed VIN with a correct check digit: 17 characters from `VIN_PATTERN`
 * (upper case, no I, O or Q) and position 9 equal to `vinCheckDigit(vin)`. Lower case is rejected;
 * upper-case feed input first.
 *
 * @example
 * isValidVin("1HGCM82633A004352") // true
 * isValidVin("1HGCM82643A004352") // false (check digit should be 3)
 */
export function isValidVin(vin: string): boolean {
  return vinCheckDigit(vin) === vin.charAt(CHECK_DIGIT_INDEX);
}
