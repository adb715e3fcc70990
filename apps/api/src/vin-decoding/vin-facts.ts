/** What NHTSA's vPIC says about one VIN pattern: the facts the offline "lite" copy holds (ADR 270). */
export interface VinFacts {
  modelYear: number;
  make: string;
  model: string;
  /** The manufacturer as registered with NHTSA, e.g. "GENERAL MOTORS LLC". */
  manufacturer: string | null;
  series: string | null;
  trim: string | null;
  /** vPIC's body class as NHTSA names it, e.g. "Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)". */
  bodyClass: string | null;
  doors: number | null;
  /** Rarely in the lite copy (19 patterns): the catalogue holds drive types per model line. */
  driveType: string | null;
  engine: {
    cylinders: number | null;
    /** "In-Line", "V-Shaped", "Horizontally opposed (boxer)", "W-Shaped", "Rotary". */
    configuration: string | null;
    displacementL: number | null;
    /** The maker's engine code, e.g. "LT2", "L15BE". */
    model: string | null;
    turbo: boolean | null;
    otherInfo: string | null;
    manufacturer: string | null;
  };
  fuel: { primary: string | null; secondary: string | null };
  batteryType: string | null;
  /** Gross vehicle weight rating class, e.g. "Class 2F: 7,001 - 8,000 lb (3,175 - 3,629 kg)". */
  gvwr: string | null;
  plant: { city: string | null; state: string | null; country: string | null };
}

/** One pattern vPIC matched for a VIN: its element (e.g. "Body Class") and value, best first per element. */
export interface MatchedElement {
  element: string;
  value: string | null;
}

/**
 * The facts of a decode from its matched patterns. Each element takes its first (best) match: corgi orders an
 * element's matches by vPIC's element weight, then by how many of the VIN's schema patterns agree, then by how
 * specific the pattern is.
 */
export function factsFromElements(base: { modelYear: number; make: string; manufacturer: string | null }, matches: readonly MatchedElement[]): VinFacts {
  const best = new Map<string, string>();
  for (const { element, value } of matches) {
    const text = value?.trim();
    if (text && !best.has(element)) best.set(element, text);
  }
  const text = (element: string) => best.get(element) ?? null;
  const number = (element: string) => {
    const value = Number.parseFloat(best.get(element) ?? "");
    return Number.isFinite(value) ? value : null;
  };
  const turbo = text("Turbo");
  return {
    modelYear: base.modelYear,
    make: text("Make") ?? base.make,
    model: text("Model") ?? "",
    manufacturer: base.manufacturer,
    series: text("Series"),
    trim: text("Trim"),
    bodyClass: text("Body Class"),
    doors: number("Doors"),
    driveType: text("Drive Type"),
    engine: {
      cylinders: number("Engine Number of Cylinders"),
      configuration: text("Engine Configuration"),
      displacementL: roundLitres(number("Displacement (L)") ?? litresFromCc(number("Displacement (CC)"))),
      model: text("Engine Model"),
      turbo: turbo === null ? null : /^yes/i.test(turbo),
      otherInfo: text("Other Engine Info"),
      manufacturer: text("Engine Manufacturer"),
    },
    fuel: { primary: text("Fuel Type - Primary"), secondary: text("Fuel Type - Secondary") },
    batteryType: text("Battery Type"),
    gvwr: text("Gross Vehicle Weight Rating From"),
    plant: { city: text("Plant City"), state: text("Plant State"), country: text("Plant Country") },
  };
}

function litresFromCc(cc: number | null): number | null {
  return cc === null ? null : cc / 1000;
}

function roundLitres(litres: number | null): number | null {
  return litres === null ? null : Math.round(litres * 10) / 10;
}

const LAYOUT: Readonly<Record<string, string>> = {
  "In-Line": "I",
  "V-Shaped": "V",
  "W-Shaped": "W",
  "Horizontally opposed (boxer)": "H",
};

/**
 * The engine as listings state it, from the decoded facts: "6.2L V8", "1.5L I4 Turbo", "3.0L H6 Turbo",
 * "2.5L I4 Hybrid", "Electric"; a layout vPIC does not give is not guessed ("5.3L 8-Cyl"); null when vPIC
 * says too little to name the engine.
 */
export function engineLabel(facts: Pick<VinFacts, "engine" | "fuel">): string | null {
  const { engine, fuel } = facts;
  if (/electric/i.test(fuel.primary ?? "") && engine.displacementL === null) return "Electric";
  if (engine.displacementL === null) return null;
  const layout = LAYOUT[engine.configuration ?? ""];
  const cylinders =
    engine.configuration === "Rotary" ? "Rotary" : engine.cylinders === null ? null : layout ? `${layout}${engine.cylinders}` : `${engine.cylinders}-Cyl`;
  const hybrid = /electric/i.test(fuel.secondary ?? "") ? "Hybrid" : null;
  return [`${engine.displacementL.toFixed(1)}L`, cylinders, engine.turbo ? "Turbo" : null, hybrid].filter(Boolean).join(" ");
}
