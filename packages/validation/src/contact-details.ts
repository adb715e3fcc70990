/** A US phone number inside other text: `(555) 123-4567`, `+1 555.123.4567`, `5551234567`, or a local `123-4567`. */
const PHONE_INSIDE = /(?<![\d])(?:(?:\+?1[-. ]?)?\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}|\d{3}[-. ]\d{4})(?![\d])/g;
/** Any word with an at sign inside counts as an email address: no search word has one. */
const EMAIL_WORD = /\S*\S@\S\S*/g;

/**
 * Whether free text a shopper typed holds an email address or a phone number, so it is never stored as they
 * typed it (issue #17: the `search_query` event keeps the parsed filters only). Errs on the side of yes.
 * @example holdsContactDetails("red suv call me 555-123-4567") // true
 */
export function holdsContactDetails(text: string): boolean {
  return withoutContactDetails(text) !== text;
}

/**
 * The text with every email address and phone number taken out (each becomes a space), so a typed search
 * never reads a phone number as a price range nor carries it into a URL.
 * @example withoutContactDetails("civic call me 555-123-4567") // "civic call me  "
 */
export function withoutContactDetails(text: string): string {
  return text.replace(PHONE_INSIDE, " ").replace(EMAIL_WORD, " ");
}
