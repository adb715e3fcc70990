import * as v from "valibot";

/** §9: a US ZIP code has exactly 5 digits; the zip input is limited to this many characters (§5). */
export const ZIP_LENGTH = 5;

/** §5: example shown as the zip input's placeholder. */
export const ZIP_PLACEHOLDER = "97865";

/** The zip messages of §5 and §8, word for word. */
export const ZIP_MESSAGES = {
  required: "Zipcode is required",
  invalid: "Invalid zipcode",
} as const;

/** Exactly five ASCII digits (§5). */
export const ZIP_PATTERN = /^\d{5}$/;

/** Valibot schema of the zip field (§5): required, exactly five digits; outputs the trimmed zip. */
export const zipSchema = v.pipe(v.string(ZIP_MESSAGES.required), v.trim(), v.nonEmpty(ZIP_MESSAGES.required), v.regex(ZIP_PATTERN, ZIP_MESSAGES.invalid));

/**
 * The error to show under the zip field (§5), or `null` when the zip is valid.
 *
 * @example
 * validateZip("") // "Zipcode is required"
 * validateZip("9786") // "Invalid zipcode"
 * validateZip("97865") // null
 */
export function validateZip(value: string): string | null {
  const result = v.safeParse(zipSchema, value);
  return result.success ? null : result.issues[0].message;
}

/** §5: the zip Submit/Update button is disabled while the input is empty (blank counts as empty). */
export function canSubmitZip(value: string): boolean {
  return value.trim() !== "";
}
