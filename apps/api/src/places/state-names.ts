import zipcodes from "zipcodes";

/** Full state name from its postal abbreviation ("TX" → "Texas"); the abbreviation when unknown. */
export function stateName(abbreviation: string): string {
  const upper = zipcodes.states.abbr[abbreviation];
  if (!upper) return abbreviation;
  return upper
    .toLowerCase()
    .replace(/\b[a-z]/g, (letter) => letter.toUpperCase())
    .replace(/\bOf\b/, "of");
}
