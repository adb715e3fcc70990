/**
 * The numbers behind generated specs (apps/api/src/seed/research/README.md): simple, monotone models of weight,
 * acceleration, economy, size and towing from a model's body, class and power (vehicle-specs.ts draws the power).
 */

export type Powertrain = "gasoline" | "hybrid" | "diesel" | "electric";

/** Base curb weight (lb) of a mid-size example of each §2.5 body style. */
const BODY_WEIGHT: Record<string, number> = {
  suv: 4200, sedan: 3400, van: 4500, wagon: 3600, hatchback: 3000, coupe: 3300, convertible: 3500, "pickup-truck": 4900,
};

/** Size factor from the class name ("Subcompact SUV", "Full-size Luxury Car", …). */
export function sizeFactor(vehicleClass: string): number {
  const c = vehicleClass.toLowerCase();
  if (c.includes("subcompact")) return 0.85;
  if (c.includes("compact")) return 0.95;
  if (c.includes("midsize") || c.includes("mid-size")) return 1.05;
  if (c.includes("full-size") || c.includes("large") || c.includes("heavy")) return 1.2;
  return 1;
}

/** Curb weight in pounds; batteries add a fifth. */
export function curbWeight(body: string, vehicleClass: string, powertrain: Powertrain): number {
  const base = (BODY_WEIGHT[body] ?? 3600) * sizeFactor(vehicleClass);
  const battery = powertrain === "electric" ? 1.2 : powertrain === "hybrid" ? 1.05 : 1;
  return Math.round((base * battery) / 10) * 10;
}

/** Torque (lb-ft): diesels and electric motors make more per horsepower. */
export function torque(hp: number, powertrain: Powertrain): number {
  const ratio = powertrain === "diesel" ? 1.45 : powertrain === "electric" ? 1.2 : powertrain === "hybrid" ? 1.05 : 0.95;
  return Math.round(hp * ratio);
}

/** 0–60 mph seconds from the weight-to-power ratio; electric torque fill helps off the line. */
export function zeroToSixty(weightLb: number, hp: number, powertrain: Powertrain): number {
  const seconds = 0.95 * Math.pow(weightLb / hp, 0.75) * (powertrain === "electric" ? 0.85 : 1);
  return Math.max(2.3, Math.round(seconds * 10) / 10);
}

/** Quarter-mile seconds, the usual rule of thumb from the 0–60 time. */
export function quarterMile(zeroToSixtySeconds: number): number {
  return Math.round((zeroToSixtySeconds * 1.3 + 5.6) * 10) / 10;
}

/** Top speed mph: rises with power, limited to 112–250 as makers govern it. */
export function topSpeed(hp: number, weightLb: number): number {
  return Math.round(Math.min(250, Math.max(112, 95 + Math.sqrt(hp) * 6 - weightLb / 100)));
}

/** Combined economy: MPG for fuel burners, MPGe for electric cars (heavier and stronger means less). */
export function combinedEconomy(weightLb: number, hp: number, powertrain: Powertrain): number {
  if (powertrain === "electric") return Math.max(70, Math.round(150 - weightLb / 80));
  const gasoline = Math.max(11, 46 - weightLb / 240 - hp / 45);
  const factor = powertrain === "hybrid" ? 1.45 : powertrain === "diesel" ? 1.2 : 1;
  return Math.round(gasoline * factor);
}

/** City and highway figures around the combined one (hybrids and EVs do better in town). */
export function cityHighway(combined: number, powertrain: Powertrain): { city: number; highway: number } {
  const townFriendly = powertrain === "hybrid" || powertrain === "electric";
  return townFriendly
    ? { city: Math.round(combined * 1.08), highway: Math.round(combined * 0.92) }
    : { city: Math.round(combined * 0.88), highway: Math.round(combined * 1.15) };
}

/** Range on a full tank or charge (miles). */
export function rangeMiles(combined: number, powertrain: Powertrain, tankGal: number | null, batteryKwh: number | null): number {
  if (powertrain === "electric") return Math.round(((batteryKwh ?? 75) * combined) / 33.7);
  return Math.round(combined * (tankGal ?? 15));
}

/** Exterior dimensions (inches) scaled from the body style's mid-size example. */
export function dimensions(body: string, vehicleClass: string) {
  const f = sizeFactor(vehicleClass);
  const base: Record<string, [number, number, number, number, number]> = {
    suv: [186, 75, 68, 110, 8.2], sedan: [192, 73, 57, 111, 5.5], van: [204, 79, 70, 121, 6.0], wagon: [190, 73, 59, 111, 6.3],
    hatchback: [170, 71, 57, 104, 5.3], coupe: [182, 73, 53, 107, 4.9], convertible: [178, 72, 51, 104, 4.8],
    "pickup-truck": [232, 80, 77, 145, 9.4],
  };
  const [length, width, height, wheelbase, clearance] = base[body] ?? base.sedan!;
  const scale = (v: number, power: number) => Math.round(v * Math.pow(f, power) * 10) / 10;
  return { length_in: scale(length, 1), width_in: scale(width, 0.5), height_in: scale(height, 0.4), wheelbase_in: scale(wheelbase, 0.8), ground_clearance_in: clearance };
}

/** Luggage space: a trunk for cars, cargo behind the rows for tall bodies, a bed for pickups. */
export function cargo(body: string, vehicleClass: string) {
  const f = sizeFactor(vehicleClass);
  const round = (v: number) => Math.round(v * 10) / 10;
  if (body === "pickup-truck") return { trunk_cu_ft: null, behind_second_row_cu_ft: null, max_cu_ft: null, bed_length_ft: round(5.5 * f) };
  if (body === "suv" || body === "van" || body === "wagon") {
    const behind = (body === "van" ? 39 : body === "wagon" ? 30 : 31) * f * f;
    return { trunk_cu_ft: null, behind_second_row_cu_ft: round(behind), max_cu_ft: round(behind * 2.35), bed_length_ft: null };
  }
  if (body === "hatchback") return { trunk_cu_ft: round(19 * f), behind_second_row_cu_ft: round(19 * f), max_cu_ft: round(46 * f), bed_length_ft: null };
  return { trunk_cu_ft: round((body === "sedan" ? 15 : body === "coupe" ? 11 : 9) * f), behind_second_row_cu_ft: null, max_cu_ft: null, bed_length_ft: null };
}

/** Maximum towing (lb): trucks and body-on-frame sizes tow most; small cars are rated low or not at all. */
export function towingCapacity(body: string, weightLb: number, torqueLbFt: number): { max_lb: number; recommended: boolean } {
  if (body === "pickup-truck") return { max_lb: Math.round((weightLb * 1.6 + torqueLbFt * 6) / 100) * 100, recommended: true };
  if (body === "suv" || body === "van") return { max_lb: Math.round((weightLb * 0.7 + torqueLbFt * 3) / 100) * 100, recommended: true };
  const light = Math.round((weightLb * 0.3) / 100) * 100;
  return { max_lb: light, recommended: false };
}
