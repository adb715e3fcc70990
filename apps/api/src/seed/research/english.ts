/** Small rules of English the generated research and news text follows (issues #15, #27.5). */

/**
 * 'an' before a vowel sound, 'a' before any other (issue #15: 'a Acura'). Initialisms are read letter
 * by letter ('an SUV', 'an EV', 'a BMW'); words by their first sound ('an Audi', 'a used car', 'an 8-speed').
 */
export function indefiniteArticle(word: string): "a" | "an" {
  if (/^[A-Z]{2,3}\b/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? "an" : "a";
  return /^(?:[aeio]|u(?!s|n[io])|8|11\b|18\b)/i.test(word) ? "an" : "a";
}

/** The phrase with its indefinite article: "an electric SUV", "a compact SUV". */
export function withArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}

/** "1 trim", "3 trims". */
export function countOf(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}

/**
 * A vehicle class as a noun inside a sentence: its words lowercased except initialisms ("Compact SUV" →
 * "compact SUV", "Midsize Luxury SUV" → "midsize luxury SUV"; issue #27.5 printed 'a electric suv').
 */
export function classNoun(vehicleClass: string): string {
  return vehicleClass
    .split(" ")
    .map((word) => (/^[A-Z]{2,}s?$/.test(word) ? word : word.toLowerCase()))
    .join(" ");
}

/** The plural of a class noun: "compact SUVs", "midsize cars" ("compact suvs" before). */
export function classPlural(vehicleClass: string): string {
  const noun = classNoun(vehicleClass);
  return noun.endsWith("s") ? noun : `${noun}s`;
}

/** The text with its first letter upper case. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
