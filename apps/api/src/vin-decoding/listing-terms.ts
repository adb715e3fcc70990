import type { BodyTypeSlug } from "@carmarket/routes";
import type { VinFacts } from "./vin-facts.js";

/**
 * vPIC's body classes that are one of the site's body types (§2.5). Chassis cabs, buses, motorcycles and the
 * like say nothing about them, so they map to nothing.
 */
const BODY_TYPE_OF_CLASS: Readonly<Record<string, BodyTypeSlug>> = {
  "Sedan/Saloon": "sedan",
  Coupe: "coupe",
  "Convertible/Cabriolet": "convertible",
  Roadster: "convertible",
  "Hatchback/Liftback/Notchback": "hatchback",
  Wagon: "wagon",
  "Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)": "suv",
  "Crossover Utility Vehicle (CUV)": "suv",
  Minivan: "van",
  Van: "van",
  "Cargo Van": "van",
  Pickup: "pickup-truck",
  "Sport Utility Truck (SUT)": "pickup-truck",
};

/** The site's body type (§2.5 slug) of a vPIC body class, or null when the class is none of them. */
export function bodyTypeOfClass(bodyClass: string | null): BodyTypeSlug | null {
  return bodyClass === null ? null : (BODY_TYPE_OF_CLASS[bodyClass] ?? null);
}

/** What moves a car, in the kinds a contradiction is judged by: a hybrid burns gasoline, an electric car nothing. */
export type EnergyKind = "gasoline" | "diesel" | "electric" | "hydrogen" | "natural-gas";

const ENERGY_OF_VPIC_FUEL: readonly (readonly [RegExp, EnergyKind])[] = [
  [/diesel/i, "diesel"],
  [/hydrogen|fuel cell/i, "hydrogen"],
  [/natural gas|cng|lng|propane|lpg/i, "natural-gas"],
  [/^electric/i, "electric"],
  [/gasoline|ethanol|methanol|flexible fuel/i, "gasoline"],
];

/** The kind of energy of a vPIC fuel type ("Flexible Fuel Vehicle (FFV)" → gasoline), or null for one we do not know. */
export function energyOfVpicFuel(fuel: string | null): EnergyKind | null {
  if (fuel === null) return null;
  return ENERGY_OF_VPIC_FUEL.find(([pattern]) => pattern.test(fuel))?.[1] ?? null;
}

/**
 * The fuel as listings state it ("Gasoline", "Hybrid", "Diesel", "Electric", "Flex Fuel", "Natural Gas",
 * "Hydrogen"), from vPIC's primary and secondary fuel; null when vPIC names none. A gasoline car with electricity
 * as its second fuel is a hybrid (vPIC does not tell a plug-in from one that is not).
 */
export function fuelLabel(fuel: VinFacts["fuel"]): string | null {
  const primary = energyOfVpicFuel(fuel.primary);
  if (primary === null) return null;
  if (primary === "gasoline") {
    if (energyOfVpicFuel(fuel.secondary) === "electric") return "Hybrid";
    return /flexible|ethanol|methanol/i.test(`${fuel.primary} ${fuel.secondary ?? ""}`) ? "Flex Fuel" : "Gasoline";
  }
  return { diesel: "Diesel", electric: "Electric", hydrogen: "Hydrogen", "natural-gas": "Natural Gas" }[primary];
}

/**
 * The trim a listing can take from vPIC: its one trim name. A pattern that covers several trims ("LX, LXS",
 * "Big Horn/Lonestar") names none of them for sure.
 */
export function singleTrim(facts: Pick<VinFacts, "trim">): string | null {
  const trim = facts.trim?.trim();
  return trim && !/[,/;]/.test(trim) ? trim : null;
}
