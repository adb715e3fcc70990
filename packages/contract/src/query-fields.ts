import * as v from "valibot";
import { zipSchema } from "@carmarket/validation";

// Building blocks of the query schemas: every value arrives as text inside `data=` (§7); each reads the text
// and gives the decoded value the API works with.

const MAX_LIST_ITEMS = 30;
const MAX_ITEM_LENGTH = 60;

/** "a,b,c" → ["a","b","c"] (trimmed, blanks dropped), at most 30 items of at most 60 characters. */
export function commaList(label: string) {
  return v.optional(
    v.pipe(
      v.string(`${label} must be text.`),
      v.maxLength(MAX_LIST_ITEMS * (MAX_ITEM_LENGTH + 1), `${label} is too long.`),
      v.transform((text) =>
        text
          .split(",")
          .map((item) => item.trim())
          .filter((item) => item !== ""),
      ),
      v.maxLength(MAX_LIST_ITEMS, `${label}: at most ${MAX_LIST_ITEMS} values.`),
      v.check((items) => items.every((item) => item.length <= MAX_ITEM_LENGTH), `${label}: a value is too long.`),
    ),
  );
}

/** A whole number in [min, max] written as digits. */
export function integerText(label: string, min: number, max: number) {
  return v.pipe(
    v.string(`${label} must be a number.`),
    v.regex(/^\d{1,9}$/, `${label} must be a whole number.`),
    v.transform(Number),
    v.minValue(min, `${label} must be at least ${min}.`),
    v.maxValue(max, `${label} must be at most ${max}.`),
  );
}

/** A decoded "min-max" range; an absent side is open. */
export interface NumberRange {
  min: number | undefined;
  max: number | undefined;
}

/** An inclusive range "min-max"; either side may be left out ("-20000", "10000-"), or one number for "up to". */
export function rangeText(label: string, example: string, { decimals = false } = {}) {
  const message = `${label} must be a range like ${example}.`;
  const pattern = decimals ? /^(\d{1,9}(\.\d{1,3})?)?(-(\d{1,9}(\.\d{1,3})?)?)?$/ : /^(\d{1,9})?(-(\d{1,9})?)?$/;
  return v.optional(
    v.pipe(
      v.string(message),
      v.regex(pattern, message),
      v.transform((text): NumberRange => {
        const [low, high] = text.includes("-") ? text.split("-") : ["", text];
        return { min: low ? Number(low) : undefined, max: high ? Number(high) : undefined };
      }),
      v.check((range) => range.min === undefined || range.max === undefined || range.min <= range.max, `${label}: the minimum is above the maximum.`),
    ),
  );
}

/** "1"/"true" → true, "0"/"false" → false. */
export function flagText(label: string) {
  return v.optional(
    v.pipe(
      v.picklist(["1", "0", "true", "false"], `${label} must be 1 or 0.`),
      v.transform((text) => text === "1" || text === "true"),
    ),
  );
}

/** §5 zip: 'Zipcode is required' / 'Invalid zipcode'. */
export const optionalZip = v.optional(zipSchema);

/** A VIN as a query value: 17 VIN characters, upper-cased first. */
export const vinText = v.pipe(v.string("vin is required."), v.trim(), v.toUpperCase(), v.regex(/^[A-HJ-NPR-Z0-9]{17}$/, "Invalid VIN."));
