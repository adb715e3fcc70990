/** One word of a phrase: its text as typed (lower case) and, for numbers, what they say. */
export interface Token {
  /** Lower-case text, e.g. `civic`, `30k`, `$30000`. */
  readonly text: string;
  /** The number it writes (`30k` → 30000), or undefined for words. */
  readonly value?: number;
  /** True when the number had a `$`: certainly a price. */
  readonly dollars?: boolean;
  /** True when the number had a thousands suffix (`30k`): an amount, not a year or ZIP. */
  readonly thousands?: boolean;
}

/** Lower case, letters and digits only: 'CR-V' → 'crv', 'Land Rover' → 'landrover'. */
export function compact(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

const NUMBER = /^(\$)?(\d+(?:\.\d+)?)(k)?$/;

/**
 * Splits a phrase into tokens: thousands separators go ('$30,000' → '$30000'), a dash between numbers
 * reads as 'to' ('2015-2018'), units stuck to numbers come apart ('30mpg'), and every other
 * punctuation separates words ('cr-v' → 'cr', 'v'; 'pre-owned' → 'pre', 'owned').
 */
export function tokenize(phrase: string): Token[] {
  const text = phrase
    .toLowerCase()
    .replace(/(\d),(?=\d{3}(?!\d))/g, "$1")
    .replace(/(\d)(k?)\s*[-–]\s*(?=\$?\d)/g, "$1$2 to ")
    .replace(/(\d)(mpg|miles|mile|mi)\b/g, "$1 $2")
    .replace(/(\d)(k?)\+/g, "$1$2 +");
  const tokens: Token[] = [];
  for (const chunk of text.match(/\$?\d+(?:\.\d+)?k?\b|[a-z0-9]+|\+/g) ?? []) {
    const number = NUMBER.exec(chunk);
    if (!number) {
      tokens.push({ text: chunk });
      continue;
    }
    const [, dollar, digits = "", thousand] = number;
    tokens.push({
      text: chunk,
      value: Number(digits) * (thousand ? 1000 : 1),
      ...(dollar ? { dollars: true } : {}),
      ...(thousand ? { thousands: true } : {}),
    });
  }
  return tokens;
}
