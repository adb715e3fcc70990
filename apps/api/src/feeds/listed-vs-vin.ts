import { BODY_TYPES, type BodyTypeSlug } from "@carmarket/routes";
import { bodyTypeOfClass, energyOfVpicFuel, fuelLabel, type EnergyKind } from "../vin-decoding/listing-terms.js";
import { engineLabel, type VinFacts } from "../vin-decoding/vin-facts.js";

/** A value a dealer listed that its car's VIN contradicts; both are kept for the vehicle page (ADR 276). */
export interface VinConflict {
  field: "engine" | "body_style" | "fuel";
  /** What the dealer's feed says, as written. */
  listed: string;
  /** What NHTSA's vPIC decodes, in a listing's words. */
  decoded: string;
}

/** Dealers' body-style words (Google's `body_style` and common spellings) → the site's body type. */
const LISTED_BODY_TYPES: readonly (readonly [RegExp, BodyTypeSlug])[] = [
  [/pick-?up|truck|crew ?cab|extended cab|regular cab/i, "pickup-truck"],
  [/convertible|cabrio|roadster|spyder|spider/i, "convertible"],
  [/mini-?van|\bvan\b|passenger van|cargo van/i, "van"],
  [/wagon|estate|avant|sportwagen/i, "wagon"],
  [/hatch|liftback|sportback/i, "hatchback"],
  [/coupe|coupé/i, "coupe"],
  [/\bsuv\b|sport utility|crossover|cuv/i, "suv"],
  [/sedan|saloon/i, "sedan"],
];

/** The site's body type of a dealer's body-style text, or null for words it does not know. */
export function listedBodyType(text: string | null): BodyTypeSlug | null {
  if (text === null) return null;
  return LISTED_BODY_TYPES.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/**
 * Body types one car may honestly be listed under either way: vPIC calls many liftback sedans hatchbacks and
 * many wagons (an Outback) sport utility vehicles.
 */
const NEIGHBOUR_BODY_TYPES: readonly (readonly [BodyTypeSlug, BodyTypeSlug])[] = [
  ["sedan", "hatchback"],
  ["wagon", "suv"],
];

function bodyTypesAgree(a: BodyTypeSlug, b: BodyTypeSlug): boolean {
  return a === b || NEIGHBOUR_BODY_TYPES.some(([x, y]) => (a === x && b === y) || (a === y && b === x));
}

const LISTED_ENERGY: readonly (readonly [RegExp, EnergyKind])[] = [
  [/diesel/i, "diesel"],
  [/hydrogen|fuel cell/i, "hydrogen"],
  [/natural gas|\bcng\b|\blng\b|propane|\blpg\b/i, "natural-gas"],
  // A hybrid, plug-in or not, burns gasoline ("Plug-in Hybrid Electric" is not an electric car).
  [/hybrid|phev|\bhev\b|gas|petrol|flex|e85|unleaded|premium|regular/i, "gasoline"],
  [/electric|\bev\b|\bbev\b|battery/i, "electric"],
];

/** The kind of energy of a dealer's fuel text, or null for words it does not know. */
export function listedEnergy(text: string | null): EnergyKind | null {
  if (text === null) return null;
  return LISTED_ENERGY.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

const CYLINDER_WORDS: Readonly<Record<string, number>> = { three: 3, four: 4, five: 5, six: 6, eight: 8, ten: 10, twelve: 12, sixteen: 16 };

/** What a dealer's engine text says: "3.5L V6" → 3.5 litres, 6 cylinders; "Electric" → electric. */
export function listedEngine(text: string): { displacementL: number | null; cylinders: number | null; electric: boolean } {
  const litres = /(\d{1,2}(?:\.\d{1,2})?)\s*-?\s*(?:l|liters?|litres?)\b/i.exec(text);
  const cylinders =
    /\b(?:[vwhil]|inline|straight|flat|boxer)[- ]?(\d{1,2})\b/i.exec(text)?.[1] ??
    /\b(\d{1,2})[- ]?cyl/i.exec(text)?.[1] ??
    CYLINDER_WORDS[/\b(three|four|five|six|eight|ten|twelve|sixteen)[- ]cyl/i.exec(text)?.[1]?.toLowerCase() ?? ""];
  const displacementL = litres?.[1] ? Number(litres[1]) : null;
  return {
    displacementL,
    cylinders: cylinders === undefined ? null : Number(cylinders),
    electric: displacementL === null && cylinders === undefined && /electric|\bev\b|\bkw\b|motor/i.test(text),
  };
}

/** A car whose VIN names a battery and no combustion engine. */
function vinIsElectric(facts: Pick<VinFacts, "engine" | "fuel">): boolean {
  return energyOfVpicFuel(facts.fuel.primary) === "electric" && facts.engine.displacementL === null && facts.engine.cylinders === null;
}

/** Litres apart that are still one engine (3.5 marketed, 3.46 registered). */
const DISPLACEMENT_TOLERANCE_L = 0.15;

function engineConflicts(listed: string, facts: VinFacts): boolean {
  const engine = listedEngine(listed);
  const vinCombustion = facts.engine.displacementL !== null || facts.engine.cylinders !== null;
  if (engine.electric) return vinCombustion;
  if (engine.displacementL === null && engine.cylinders === null) return false;
  if (vinIsElectric(facts)) return true;
  if (engine.cylinders !== null && facts.engine.cylinders !== null && engine.cylinders !== facts.engine.cylinders) return true;
  return (
    engine.displacementL !== null &&
    facts.engine.displacementL !== null &&
    Math.abs(engine.displacementL - facts.engine.displacementL) > DISPLACEMENT_TOLERANCE_L
  );
}

/** A listed fuel is the VIN's when it is its primary fuel, or its secondary combustion fuel (an extended-range EV listed as a hybrid). */
function fuelConflicts(listed: EnergyKind, facts: VinFacts): boolean {
  const primary = energyOfVpicFuel(facts.fuel.primary);
  if (primary === null || listed === primary) return false;
  return !(listed !== "electric" && listed === energyOfVpicFuel(facts.fuel.secondary));
}

/** The VIN's engine in a listing's words, for the conflict: its label, else its cylinders, else "Electric". */
function vinEngineText(facts: VinFacts): string {
  return engineLabel(facts) ?? (facts.engine.cylinders !== null ? `${facts.engine.cylinders}-Cyl` : "Electric");
}

/** The values a dealer listed that contradict the VIN's decode (engine, body style, fuel); empty when none does. */
export function vinConflicts(listed: { engine: string | null; bodyStyle: string | null; fuel: string | null }, facts: VinFacts): VinConflict[] {
  const conflicts: VinConflict[] = [];
  if (listed.engine !== null && engineConflicts(listed.engine, facts))
    conflicts.push({ field: "engine", listed: listed.engine, decoded: vinEngineText(facts) });
  const [listedBody, vinBody] = [listedBodyType(listed.bodyStyle), bodyTypeOfClass(facts.bodyClass)];
  if (listed.bodyStyle !== null && listedBody !== null && vinBody !== null && !bodyTypesAgree(listedBody, vinBody)) {
    conflicts.push({ field: "body_style", listed: listed.bodyStyle, decoded: BODY_TYPES[vinBody] });
  }
  const listedFuel = listedEnergy(listed.fuel);
  if (listed.fuel !== null && listedFuel !== null && fuelConflicts(listedFuel, facts))
    conflicts.push({ field: "fuel", listed: listed.fuel, decoded: fuelLabel(facts.fuel) ?? facts.fuel.primary ?? "" });
  return conflicts;
}
