import { describe, expect, it } from "vitest";
import type { VinFacts } from "../vin-decoding/vin-facts.js";
import { listedBodyType, listedEnergy, listedEngine, vinConflicts } from "./listed-vs-vin.js";

const facts = (overrides: Partial<VinFacts> = {}): VinFacts => ({
  modelYear: 2021,
  make: "Toyota",
  model: "Camry",
  manufacturer: null,
  series: null,
  trim: "SE",
  bodyClass: "Sedan/Saloon",
  doors: 4,
  driveType: null,
  engine: { cylinders: 4, configuration: "In-Line", displacementL: 2.5, model: null, turbo: null, otherInfo: null, manufacturer: null },
  fuel: { primary: "Gasoline", secondary: null },
  batteryType: null,
  gvwr: null,
  plant: { city: null, state: null, country: null },
  ...overrides,
});
const none = { engine: null, bodyStyle: null, fuel: null };

describe("#23.5 a dealer's engine, body style and fuel against the VIN", () => {
  it("reads the engine as dealers write it", () => {
    expect(listedEngine("3.5L V6")).toEqual({ displacementL: 3.5, cylinders: 6, electric: false });
    expect(listedEngine("2.0L I-4 Turbo")).toEqual({ displacementL: 2, cylinders: 4, electric: false });
    expect(listedEngine("5.7 Liter HEMI V-8")).toEqual({ displacementL: 5.7, cylinders: 8, electric: false });
    expect(listedEngine("Four-Cylinder")).toEqual({ displacementL: null, cylinders: 4, electric: false });
    expect(listedEngine("Dual Motor Electric")).toEqual({ displacementL: null, cylinders: null, electric: true });
  });

  it("reads body styles and fuels as dealers write them", () => {
    expect(["SUV", "Crew Cab Pickup", "Minivan", "Cabriolet", "Sport Utility", "Sedan", "Limousine"].map(listedBodyType)).toEqual([
      "suv",
      "pickup-truck",
      "van",
      "convertible",
      "suv",
      "sedan",
      null,
    ]);
    expect(["Plug-in Hybrid Electric", "Electric", "Gas", "Diesel", "Flex Fuel", "Unknown"].map(listedEnergy)).toEqual([
      "gasoline",
      "electric",
      "gasoline",
      "diesel",
      "gasoline",
      null,
    ]);
  });

  it("flags a V6 on a four-cylinder VIN, a coupe on an SUV VIN, diesel on a gasoline VIN, an electric car on a hybrid VIN", () => {
    expect(vinConflicts({ ...none, engine: "3.5L V6" }, facts())).toEqual([{ field: "engine", listed: "3.5L V6", decoded: "2.5L I4" }]);
    expect(vinConflicts({ ...none, bodyStyle: "Coupe" }, facts({ bodyClass: "Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)" }))).toEqual([
      { field: "body_style", listed: "Coupe", decoded: "SUV" },
    ]);
    expect(vinConflicts({ ...none, fuel: "Diesel" }, facts())).toEqual([{ field: "fuel", listed: "Diesel", decoded: "Gasoline" }]);
    expect(vinConflicts({ ...none, fuel: "Electric", engine: "Electric" }, facts({ fuel: { primary: "Gasoline", secondary: "Electric" } }))).toEqual([
      { field: "engine", listed: "Electric", decoded: "2.5L I4 Hybrid" },
      { field: "fuel", listed: "Electric", decoded: "Hybrid" },
    ]);
  });

  it("lets what agrees, or what vPIC does not say, pass", () => {
    expect(vinConflicts({ engine: "2.5L 4-Cyl", bodyStyle: "4dr Sedan", fuel: "Regular Unleaded" }, facts())).toEqual([]);
    expect(
      vinConflicts({ engine: "2.5L I4 Hybrid", bodyStyle: "Sedan", fuel: "Hybrid" }, facts({ fuel: { primary: "Gasoline", secondary: "Electric" } })),
    ).toEqual([]);
    // vPIC calls many liftbacks hatchbacks and an Outback a sport utility.
    expect(vinConflicts({ ...none, bodyStyle: "Sedan" }, facts({ bodyClass: "Hatchback/Liftback/Notchback" }))).toEqual([]);
    expect(vinConflicts({ ...none, bodyStyle: "Wagon" }, facts({ bodyClass: "Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)" }))).toEqual([]);
    expect(
      vinConflicts(
        { engine: "3.5L V6", bodyStyle: "Coupe", fuel: "Diesel" },
        facts({ bodyClass: "Incomplete", engine: { ...facts().engine, cylinders: null, displacementL: null }, fuel: { primary: null, secondary: null } }),
      ),
    ).toEqual([]);
  });
});
