import type { VinFacts } from "../vin-decoding/vin-facts.js";
import { LAYOUTS } from "./configuration-match.js";
import { EQUIPMENT, type Equipment } from "./lines/equipment.js";
import type { EngineSpec, Generation, TrimSpec } from "./model-line.js";

/** The fuel a listing states (the search's fuel facet): what vPIC decodes, electrified as the maker sells it. */
export type ListingFuel = "Gasoline" | "Hybrid" | "Diesel" | "Electric";

export function fuelOf(engine: EngineSpec): ListingFuel {
  if (engine.electrification === "electric") return "Electric";
  if (engine.electrification === "hybrid" || engine.electrification === "plug-in hybrid") return "Hybrid";
  return engine.match.fuel === "Diesel" ? "Diesel" : "Gasoline";
}

const MOTORS: Readonly<Record<number, string>> = { 1: "Single-Motor", 2: "Dual-Motor", 3: "Tri-Motor", 4: "Quad-Motor" };
const INDUCTION: Readonly<Record<NonNullable<EngineSpec["induction"]>, string>> = { turbo: "Turbo", "twin-turbo": "Twin Turbo", supercharged: "Supercharged" };

/**
 * The cylinder layout as listings state it ("V6", "I4", "H6"): vPIC's, or the maker's where vPIC gives none; the
 * count alone where neither does.
 */
export function engineTypeOf(engine: EngineSpec, facts: Pick<VinFacts, "engine">): string {
  if (engine.electrification === "electric") return "Electric";
  const cylinders = facts.engine.cylinders ?? engine.match.cylinders ?? null;
  const layout = LAYOUTS[facts.engine.configuration ?? ""] ?? engine.match.layout;
  if (facts.engine.configuration === "Rotary") return "Rotary";
  if (cylinders === null) return "Unknown";
  return layout ? `${layout}${cylinders}` : `${cylinders}-Cyl`;
}

/**
 * The engine as a listing states it: vPIC's displacement and layout, the induction and electrification the maker
 * publishes where vPIC is silent ("2.7L V6 Twin Turbo", "3.5L V6 Twin Turbo Hybrid", "6.7L I6 Turbo Diesel",
 * "Dual-Motor Electric").
 */
export function engineTextOf(engine: EngineSpec, facts: Pick<VinFacts, "engine">): string {
  if (engine.electrification === "electric") return `${MOTORS[engine.motors ?? 1] ?? "Multi-Motor"} Electric`;
  const litres = facts.engine.displacementL ?? engine.match.displacementL ?? 0;
  const electrified = engine.electrification === "plug-in hybrid" ? "Plug-In Hybrid" : engine.electrification === "hybrid" ? "Hybrid" : null;
  return [
    `${litres.toFixed(1)}L`,
    engineTypeOf(engine, facts),
    engine.induction ? INDUCTION[engine.induction] : null,
    electrified,
    engine.match.fuel === "Diesel" ? "Diesel" : null,
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The equipment a trim comes with: the generation's standard safety equipment, then what each trim of the ladder up
 * to this one adds (trims dearer than it, such as a branch's top trim, add nothing to it), and a third row only in a
 * body with seven or more seats. In the key-features order the search facet knows.
 */
export function equipmentOf(generation: Generation, trim: TrimSpec): Equipment[] {
  const index = generation.trims.indexOf(trim);
  const owned = new Set<string>(generation.safety);
  generation.trims.forEach((each, position) => {
    if (position <= index && each.msrp <= trim.msrp) for (const item of each.adds) owned.add(item);
  });
  if (generation.seats >= 7) owned.add("Third Row Seating");
  else owned.delete("Third Row Seating");
  return EQUIPMENT.filter((item) => owned.has(item));
}
