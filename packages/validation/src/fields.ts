import * as v from "valibot";

// Building blocks shared by the form schemas, so every form checks a name, phone or email the same way.

/**
 * A person's name: words of letters of any alphabet ("José Núñez") separated by spaces (§5 "letters and
 * spaces"), where a word may join its parts with an apostrophe or hyphen ("O'Brien", "Jean-Luc") and end
 * with a period ("Quinn S.", "Jr."): issue #26.9, ADR 290. Digits, other marks, and an apostrophe, hyphen or
 * period with no letter before it stay 'Invalid Name'.
 */
export const NAME_PATTERN = /^ *\p{L}+(?:['’-]\p{L}+)*\.?(?: +\p{L}+(?:['’-]\p{L}+)*\.?)* *$/u;

/**
 * §5 phone: 3-digit area code with optional parentheses or a leading plus, 3 digits, then 4 to 6 digits,
 * with an optional space, dot or dash between the groups, e.g. `(555) 123-4567`, `+555.123.456789`.
 * The US country code may lead (`+1 555 123 4567`, `1-555-123-4567`): US shoppers type it (issue #15).
 */
export const PHONE_PATTERN = /^(?:\+?1[-. ]?)?\+?\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4,6}$/;

function trimmedNonEmpty(message: string) {
  return v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
}

/**
 * Makes a required field treat a missing key like an empty field: the body `{}` then fails with the
 * field's own message rather than valibot's generic "Invalid key".
 */
export function missingAsEmpty<TSchema extends v.GenericSchema<string, string>>(schema: TSchema) {
  return v.optional(schema, "");
}

/** A required text field: missing, empty or blank input fails with `message`; the output is trimmed. */
export function requiredText(message: string) {
  return missingAsEmpty(trimmedNonEmpty(message));
}

/** A required secret (password, token): like `requiredText` but never trimmed, since spaces may matter. */
export function requiredSecret(message: string) {
  return missingAsEmpty(v.pipe(v.string(message), v.nonEmpty(message)));
}

/** A required text field that must also match `pattern` (checked after trimming). */
export function requiredMatching(pattern: RegExp, requiredMessage: string, invalidMessage: string) {
  return missingAsEmpty(v.pipe(trimmedNonEmpty(requiredMessage), v.regex(pattern, invalidMessage)));
}

/**
 * A required email field: missing or empty input fails with `requiredMessage`, a malformed address
 * with `invalidMessage` (the same text unless given).
 */
export function requiredEmail(requiredMessage: string, invalidMessage = requiredMessage) {
  return missingAsEmpty(v.pipe(trimmedNonEmpty(requiredMessage), v.email(invalidMessage)));
}

const EMAIL_SCHEMA = v.pipe(v.string(), v.email());

/** Whether `text` is an email address by valibot's email rule (the one `requiredEmail` applies). */
export function isEmail(text: string): boolean {
  return v.is(EMAIL_SCHEMA, text);
}

/**
 * An optional text field: absent or empty is fine (forms send "" for untouched inputs), anything else
 * must match `rule` (a pattern or a test) after trimming.
 */
export function optionalMatching(rule: RegExp | ((text: string) => boolean), message: string) {
  const test = typeof rule === "function" ? rule : (text: string) => rule.test(text);
  return v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.check((text) => text === "" || test(text), message),
    ),
  );
}
