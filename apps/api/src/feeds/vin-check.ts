import type { BodyTypeSlug } from "@carmarket/routes";
import { bodyTypeOfClass, fuelLabel, singleTrim } from "../vin-decoding/listing-terms.js";
import type { VinDecode, VinRefusal } from "../vin-decoding/vin-decoder.js";
import { engineLabel, type VinFacts } from "../vin-decoding/vin-facts.js";
import type { FeedVehicle } from "./feed-row.js";
import { listedBodyType, vinConflicts, type VinConflict } from "./listed-vs-vin.js";
import { rowNames, spellingsMeet, type CatalogueLine, type ModelLines } from "./model-lines.js";

/** From model year 1981 every car has NHTSA's 17-character VIN; older cars are classics vPIC does not decode. */
export const FIRST_VIN_YEAR = 1981;

/** A classic's chassis number: makers used 5 to 17 letters and digits before 1981. */
const CLASSIC_VIN = /^[A-Z0-9]{5,17}$/;

/** A listing value the VIN filled in where the dealer left it empty. */
type FilledField = "trim" | "engine" | "fuel" | "body_style";

/** A model line vPIC knows and the catalogue lacks: the importer adds it (ADR 275). */
interface NewModelLine {
  /** vPIC's name of the model, e.g. "Niro". */
  name: string;
  bodyType: BodyTypeSlug;
}

/** A row the VIN check refused: the reason for the report, and what the VIN decodes to when it decodes. */
export interface VinRowRefusal {
  ok: false;
  reason: string;
  /** The decoder's reason when vPIC could not decode the VIN. */
  vinRefusal?: VinRefusal;
  /** What the VIN decodes to when the row contradicts it. */
  decodesTo?: { year: number; make: string; model: string };
}

/** A row that agrees with its VIN: its model line, the values it lists after the VIN's fills, and its flags. */
export interface VinRowCheck {
  ok: true;
  line: CatalogueLine | NewModelLine;
  /** vPIC's decode; null for a car from before 1981. */
  facts: VinFacts | null;
  listing: { trim: string | null; engine: string | null; fuel: string | null; bodyType: string };
  filled: FilledField[];
  conflicts: VinConflict[];
}

const decodesTo = (facts: VinFacts) => ({ year: facts.modelYear, make: facts.make, model: facts.model });
const carOf = (facts: VinFacts) => `a ${facts.modelYear} ${facts.make} ${facts.model}`;

function contradiction(what: string, facts: VinFacts): VinRowRefusal {
  return { ok: false, reason: `${what} is not the VIN's: it decodes to ${carOf(facts)}`, decodesTo: decodesTo(facts) };
}

/**
 * Checks a feed row against its VIN (issue #23 item 5, ADRs 275–276). A car from 1981 on must decode with
 * NHTSA's vPIC (`decode`), to the row's make, model line and model year; a classic from before 1981 is not
 * decoded (`decode` null) and its model must be a line of the catalogue. The model line is the catalogue's
 * that both the row and the VIN name; a line vPIC knows and the catalogue lacks is to be added. Empty trim,
 * engine, fuel and body style take the VIN's; a listed one the VIN contradicts is kept and flagged.
 */
export function checkRowAgainstVin(
  vehicle: FeedVehicle,
  brand: { id: number; name: string; slug: string },
  decode: VinDecode | null,
  lines: ModelLines,
): VinRowCheck | VinRowRefusal {
  if (vehicle.year < FIRST_VIN_YEAR) return checkClassic(vehicle, brand, lines);
  if (!decode) throw new Error(`no decode of ${vehicle.vin}`);
  if (!decode.ok) return { ok: false, reason: `VIN not decodable by NHTSA's vPIC (${decode.reason}): ${decode.message}`, vinRefusal: decode.reason };
  const facts = decode.facts;
  if (spellingKeyOfMake(facts.make) !== spellingKeyOfMake(brand.name)) return contradiction(`make '${brand.name}'`, facts);
  if (facts.modelYear !== vehicle.year) return contradiction(`year ${vehicle.year}`, facts);
  const line = lineOf(vehicle.model, brand.id, facts, lines, listedBodyType(vehicle.bodyStyle));
  if ("ok" in line) return line;
  return { ok: true, line, facts, ...listingFromVin(vehicle, facts, line) };
}

function spellingKeyOfMake(make: string): string {
  return make.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function checkClassic(vehicle: FeedVehicle, brand: { id: number }, lines: ModelLines): VinRowCheck | VinRowRefusal {
  if (!CLASSIC_VIN.test(vehicle.vin)) return { ok: false, reason: "malformed VIN: a car from before 1981 has a chassis number of 5 to 17 letters and digits" };
  const [line, ...others] = lines.named(brand.id, vehicle.model);
  if (!line || others.length > 0) return { ok: false, reason: `unknown model '${vehicle.model}'` };
  const bodyType = listedBodyType(vehicle.bodyStyle) ?? line.body_type;
  return { ok: true, line, facts: null, listing: { trim: vehicle.trim, engine: vehicle.engine, fuel: vehicle.fuel, bodyType }, filled: [], conflicts: [] };
}

/**
 * The catalogue line both the row's model text and the VIN name, or the line to add when the catalogue lacks
 * vPIC's model and the row spells it; a refusal when they name different lines, or several lines fit.
 */
function lineOf(
  model: string,
  brandId: number,
  facts: VinFacts,
  lines: ModelLines,
  listedBody: BodyTypeSlug | null,
): CatalogueLine | NewModelLine | VinRowRefusal {
  const vinLines = lines.ofVpicModel(brandId, facts.model);
  const rowLines = lines.named(brandId, model);
  if (vinLines.length === 0) {
    const spelled = rowLines.find((line) => spellingsMeet(line.name, facts.model));
    if (spelled) return spelled;
    if (rowLines.length > 0 || !rowNames(model, facts.model)) return contradiction(`model '${model}'`, facts);
    const bodyType = bodyTypeOfClass(facts.bodyClass) ?? listedBody;
    if (bodyType === null)
      return {
        ok: false,
        reason: `the VIN decodes to ${carOf(facts)}, a model line the catalogue lacks, and neither vPIC nor the row names its body style`,
        decodesTo: decodesTo(facts),
      };
    return { name: facts.model, bodyType };
  }
  const both =
    rowLines.length > 0
      ? vinLines.filter((line) => rowLines.includes(line))
      : vinLines.filter((line) => rowNames(model, line.name) || rowNames(model, facts.model));
  if (both.length === 0) return contradiction(`model '${model}'`, facts);
  if (both.length === 1) return both[0]!;
  // vPIC names several lines alike ("Silverado" is the 1500 and the 2500HD); its series tells them apart.
  const series = facts.series?.toLowerCase();
  const bySeries = series
    ? both.filter((line) =>
        line.name
          .toLowerCase()
          .split(/\s+/)
          .some((word) => word.startsWith(series)),
      )
    : [];
  if (bySeries.length === 1) return bySeries[0]!;
  return {
    ok: false,
    reason: `the VIN decodes to ${carOf(facts)}, which is more than one model line here (${both.map((line) => line.name).join(", ")}): name one in the model column`,
    decodesTo: decodesTo(facts),
  };
}

/** The row's trim, engine, fuel and body style with the empty ones filled from the VIN, and the listed ones it contradicts. */
function listingFromVin(vehicle: FeedVehicle, facts: VinFacts, line: CatalogueLine | NewModelLine): Pick<VinRowCheck, "listing" | "filled" | "conflicts"> {
  const filled: FilledField[] = [];
  const fill = <T>(field: FilledField, listed: T | null, fromVin: T | null): T | null => {
    if (listed !== null || fromVin === null) return listed;
    filled.push(field);
    return fromVin;
  };
  const lineBody = "body_type" in line ? line.body_type : line.bodyType;
  const vinBody = bodyTypeOfClass(facts.bodyClass);
  const listedBody = listedBodyType(vehicle.bodyStyle);
  const listing = {
    trim: fill("trim", vehicle.trim, singleTrim(facts)),
    engine: fill("engine", vehicle.engine, engineLabel(facts)),
    fuel: fill("fuel", vehicle.fuel, fuelLabel(facts.fuel)),
    bodyType: fill("body_style", listedBody, vinBody) ?? lineBody,
  };
  return { listing, filled, conflicts: vinConflicts(vehicle, facts) };
}
