const plurals = new Intl.PluralRules("en-US");
const numbers = new Intl.NumberFormat("en-US");

/** '1 review', '1,200 reviews': a count with its noun in the English form the count takes. */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${numbers.format(count)} ${plurals.select(count) === "one" ? singular : plural}`;
}
