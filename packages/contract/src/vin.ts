import * as v from "valibot";
import { described, wholeNumber } from "./answer-fields.js";
import { defineOperations } from "./operation.js";

// What NHTSA's vPIC says about a VIN (issue #23): the decode call for other teams, the vehicle page's 'From the
// VIN' and the dealer-feed report's VIN check all answer in these shapes.

/** The source every decode names. */
export const VIN_SOURCE = "NHTSA vPIC";

/** Why vPIC cannot decode a VIN. */
export const VIN_REFUSALS = ["length", "characters", "check-digit", "model-year", "unknown-manufacturer", "no-pattern"] as const;

export type VinRefusalReason = (typeof VIN_REFUSALS)[number];

/** Refusals that say the VIN itself is malformed (400); the others are well-formed VINs vPIC has no decode for (404). */
export const MALFORMED_VIN_REFUSALS: readonly VinRefusalReason[] = ["length", "characters", "check-digit", "model-year"];

const text = v.nullable(v.string());
const number = v.nullable(v.number());

/** What NHTSA's vPIC holds about one VIN pattern (the offline "lite" copy, ADR 270); null where it says nothing. */
export const vinFacts = v.pipe(
  v.object({
    modelYear: wholeNumber,
    make: v.string(),
    model: v.string(),
    manufacturer: described(text, "As registered with NHTSA, e.g. `GENERAL MOTORS LLC`."),
    series: text,
    trim: text,
    bodyClass: described(text, "vPIC's body class, e.g. `Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)`."),
    doors: number,
    driveType: text,
    engine: v.object({
      cylinders: number,
      configuration: described(text, "`In-Line`, `V-Shaped`, `Horizontally opposed (boxer)`, …"),
      displacementL: number,
      model: described(text, "The maker's engine code, e.g. `LT2`."),
      turbo: v.nullable(v.boolean()),
      otherInfo: text,
      manufacturer: text,
    }),
    fuel: v.object({ primary: text, secondary: text }),
    batteryType: text,
    gvwr: described(text, "Gross vehicle weight rating class."),
    plant: v.object({ city: text, state: text, country: text }),
  }),
  v.title("VinFacts"),
);

export type VinFactsAnswer = v.InferOutput<typeof vinFacts>;

const exampleFacts: VinFactsAnswer = {
  modelYear: 2021,
  make: "Toyota",
  model: "Camry",
  manufacturer: "TOYOTA MOTOR MANUFACTURING, KENTUCKY, INC.",
  series: "AXVA70L/GSV70L/AXVH70L",
  trim: "SE",
  bodyClass: "Sedan/Saloon",
  doors: 4,
  driveType: null,
  engine: { cylinders: 4, configuration: "In-Line", displacementL: 2.5, model: "A25A-FKS", turbo: null, otherInfo: null, manufacturer: "Toyota" },
  fuel: { primary: "Gasoline", secondary: null },
  batteryType: null,
  gvwr: "Class 1C: 4,001 - 5,000 lb (1,814 - 2,268 kg)",
  plant: { city: "GEORGETOWN", state: "KENTUCKY", country: "UNITED STATES (USA)" },
};

/** A value a dealer listed that the car's VIN contradicts: both are kept and shown (ADR 276). */
export const vinConflict = v.object({
  field: v.picklist(["engine", "body_style", "fuel"]),
  listed: described(v.string(), "What the dealer's feed says."),
  decoded: described(v.string(), "What the VIN decodes to, in a listing's words."),
});

export type VinConflictAnswer = v.InferOutput<typeof vinConflict>;

/**
 * The vehicle page's 'From the VIN': vPIC's decode stored with the catalogue, its engine and fuel in a listing's
 * words, and the listed values it contradicts.
 */
export const fromVin = v.pipe(
  v.object({
    source: v.literal(VIN_SOURCE),
    facts: vinFacts,
    engine: described(text, "The decoded engine as listings state it, e.g. `2.5L I4`, `3.0L H6 Turbo`, `Electric`."),
    fuel: described(text, "The decoded fuel as listings state it: `Gasoline`, `Hybrid`, `Diesel`, `Electric`, …"),
    conflicts: v.array(vinConflict),
  }),
  v.title("FromVin"),
  v.description("Absent for a car vPIC does not decode (a classic from before 1981)."),
);

export type FromVin = v.InferOutput<typeof fromVin>;

export const exampleFromVin: FromVin = {
  source: VIN_SOURCE,
  facts: exampleFacts,
  engine: "2.5L I4",
  fuel: "Gasoline",
  conflicts: [{ field: "engine", listed: "3.5L V6", decoded: "2.5L I4" }],
};

/** The decode call's answer. */
export const vinDecode = v.pipe(
  v.object({ vin: v.string(), source: v.literal(VIN_SOURCE), facts: vinFacts }),
  v.title("VinDecode"),
  v.examples([{ vin: "4T1G11AK6MU000001", source: VIN_SOURCE, facts: exampleFacts }]),
);

export type VinDecodeAnswer = v.InferOutput<typeof vinDecode>;

/**
 * A VIN vPIC cannot decode: the decoder's reason and its explanation. Every refusal of the call is serialized by
 * this schema, and only the decoder's carry `reason` (the API's input guard answers without one).
 */
export const vinRefusalAnswer = v.pipe(
  v.object({ status: v.literal(0), message: v.string(), reason: v.optional(v.picklist(VIN_REFUSALS)) }),
  v.title("VinRefusal"),
);

export type VinRefusalAnswer = v.InferOutput<typeof vinRefusalAnswer>;

export const vinOperations = defineOperations({
  decodeVin: {
    method: "GET",
    path: "/vin/:vin",
    tag: "vin",
    summary: "Decode a VIN with NHTSA's vPIC",
    description:
      "Year, make, model, series, trim, body class, doors, engine, fuel and plant from NHTSA's vPIC database, offline (ADR 270); rate-limited per address. A malformed VIN answers 400 and a well-formed one vPIC has no decode for 404, each with the decoder's `reason`.",
    // Any text: the decoder's refusal says what is wrong with it (length, characters, check digit).
    params: v.object({ vin: described(v.pipe(v.string(), v.trim(), v.toUpperCase()), "The VIN, 17 characters.") }),
    answer: vinDecode,
    otherAnswers: {
      400: {
        description: "A malformed VIN: its length, characters, check digit or model-year character.",
        schema: v.pipe(
          vinRefusalAnswer,
          v.examples([{ status: 0, message: "The check digit (position 9) is '0'; for this VIN it must be '6'.", reason: "check-digit" }]),
        ),
      },
      404: {
        description: "A well-formed VIN NHTSA's vPIC has no decode for: an unknown manufacturer, or no pattern for its model and year.",
        schema: v.pipe(
          vinRefusalAnswer,
          v.examples([{ status: 0, message: "NHTSA's vPIC knows no manufacturer with the code AAA (positions 1–3).", reason: "unknown-manufacturer" }]),
        ),
      },
    },
  },
});
