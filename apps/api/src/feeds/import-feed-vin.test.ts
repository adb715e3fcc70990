import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vinCheckDigit } from "@carmarket/validation";
import type { DatabaseHandle } from "../db/database.js";
import { seedCatalog } from "../seed/seed-catalog.js";
import { createTestDatabase } from "../test/test-database.js";
import { storedVinFacts } from "../vin-decoding/vin-patterns.js";
import { importFeed } from "./import-feed.js";
import { feedCsv, realCar, realVin, stockedDealers, type FeedCar } from "../test/feed-test-kit.js";

/** A draft VIN with its check digit put right. */
const withCheckDigit = (draft: string) => `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;

describe("#23.5 dealer feeds checked against the VIN (ADRs 275–277)", () => {
  let database: DatabaseHandle;
  let dealerId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.transaction().execute((trx) => seedCatalog(trx, { listings: 60, seed: 23, now: new Date("2024-06-01T00:00:00Z") }));
    dealerId = (await stockedDealers(database.db, 1))[0]!;
  });
  afterAll(() => database.close());

  /** Imports `cars` for the dealer; its seeded cars may all leave the lot. */
  const importCars = (cars: FeedCar[]) => importFeed(database.db, { csv: feedCsv(cars), dealerId, allowMassSold: true, now: new Date("2024-06-02T00:00:00Z") });
  const listing = (vin: string) => database.db.selectFrom("listings").selectAll().where("vin", "=", vin).executeTakeFirst();

  it("#23.5 refuses a row whose make, model line or model year contradicts its VIN, saying what the VIN decodes to", async () => {
    const rows = [
      realCar("silverado1500_2021", 1, "30,000 USD", { make: "Toyota", model: "Camry" }),
      realCar("rav4_2021", 2, "28,000 USD", { model: "Camry" }),
      realCar("camry2021", 3, "24,000 USD", { year: 2020 }),
      realCar("accord2020", 4, "21,000 USD"),
    ];
    const report = await importCars(rows);
    expect(report.rejected).toEqual([
      {
        line: 2,
        vin: rows[0]!.vin,
        reason: "make 'Toyota' is not the VIN's: it decodes to a 2021 Chevrolet Silverado",
        decodesTo: { year: 2021, make: "Chevrolet", model: "Silverado" },
      },
      {
        line: 3,
        vin: rows[1]!.vin,
        reason: "model 'Camry' is not the VIN's: it decodes to a 2021 Toyota RAV4",
        decodesTo: { year: 2021, make: "Toyota", model: "RAV4" },
      },
      {
        line: 4,
        vin: rows[2]!.vin,
        reason: "year 2020 is not the VIN's: it decodes to a 2021 Toyota Camry",
        decodesTo: { year: 2021, make: "Toyota", model: "Camry" },
      },
    ]);
    expect(report.inserted).toBe(1);
    for (const row of rows.slice(0, 3)) expect(await listing(row.vin)).toBeUndefined();
  });

  it("#23.5 refuses a VIN vPIC cannot decode with the decoder's reason; a car from before 1981 is imported without a decode", async () => {
    const camry = realVin("camry2021", 10);
    const wrongDigit = `${camry.slice(0, 8)}${camry[8] === "0" ? "1" : "0"}${camry.slice(9)}`;
    const rows: FeedCar[] = [
      { ...realCar("camry2021", 11, "20,000 USD"), vin: camry.slice(0, 16) },
      { ...realCar("camry2021", 12, "20,000 USD"), vin: `${camry.slice(0, 16)}O` },
      { ...realCar("camry2021", 13, "20,000 USD"), vin: wrongDigit },
      { ...realCar("camry2021", 14, "20,000 USD"), vin: withCheckDigit("AAA11111011111111") },
      // A 1967 Mustang's chassis number: 11 characters, no check digit, nothing vPIC knows.
      { vin: "7R01C100001", make: "Ford", model: "Mustang", year: 1967, price: "45,000 USD", engine: "289 V8" },
    ];
    const report = await importCars(rows);
    expect(report.rejected.map(({ line, vinRefusal, reason }) => ({ line, vinRefusal, reason }))).toEqual([
      { line: 2, vinRefusal: "length", reason: "VIN not decodable by NHTSA's vPIC (length): A VIN has 17 characters; this one has 16." },
      {
        line: 3,
        vinRefusal: "characters",
        reason: "VIN not decodable by NHTSA's vPIC (characters): A VIN uses digits and capital letters other than I, O and Q; position 17 holds 'O'.",
      },
      {
        line: 4,
        vinRefusal: "check-digit",
        reason: `VIN not decodable by NHTSA's vPIC (check-digit): The check digit (position 9) is '${wrongDigit[8]}'; for this VIN it must be '${camry[8]}'.`,
      },
      {
        line: 5,
        vinRefusal: "unknown-manufacturer",
        reason: "VIN not decodable by NHTSA's vPIC (unknown-manufacturer): NHTSA's vPIC knows no manufacturer with the code AAA (positions 1–3).",
      },
    ]);
    expect(await listing("7R01C100001")).toMatchObject({ year: 1967, brand_slug: "ford", model_slug: "mustang", engine: "289 V8", vin_conflicts: [] });
    expect(report.vinFills).toEqual([]);
  });

  it("#23.5 adds a model line vPIC knows and the catalogue lacks, once; 'Silverado' and 'Silverado 1500' meet one line", async () => {
    const models = () => database.db.selectFrom("models").select(["id", "name", "slug", "body_type", "url", "vpic_names"]).execute();
    const before = await models();
    expect(before.some((model) => model.slug === "fj-cruiser")).toBe(false);
    const silverado = before.find((model) => model.slug === "silverado-1500")!;
    const rows = [
      realCar("fjCruiser2010", 20, "18,000 USD"),
      realCar("fjCruiser2010", 21, "18,500 USD", { model: "FJ-Cruiser" }),
      realCar("silverado1500_2021", 22, "35,000 USD", { model: "Silverado" }),
      realCar("silverado1500_2021", 23, "35,500 USD", { model: "Silverado 1500" }),
      realCar("silverado1500_2021", 24, "36,000 USD", { model: "SILVERADO1500" }),
    ];
    const report = await importCars(rows);
    expect(report.rejected).toEqual([]);
    expect(report.linesAdded).toEqual([{ make: "Toyota", model: "FJ Cruiser" }]);
    const after = await models();
    expect(after).toHaveLength(before.length + 1);
    const added = after.find((model) => model.slug === "fj-cruiser");
    expect(added).toMatchObject({ name: "FJ Cruiser", body_type: "suv", url: "/toyota/fj-cruiser", vpic_names: ["FJ Cruiser"] });
    for (const row of rows.slice(0, 2)) expect(await listing(row.vin)).toMatchObject({ model_id: added!.id, model_name: "FJ Cruiser", body_type: "suv" });
    for (const row of rows.slice(2)) expect(await listing(row.vin)).toMatchObject({ model_id: silverado.id, model_slug: "silverado-1500" });
    // The next feed finds the added line by its vPIC name: no twin.
    const again = await importCars([...rows, realCar("fjCruiser2010", 25, "17,000 USD", { model: "Fj Cruiser" })]);
    expect([again.linesAdded, again.rejected]).toEqual([[], []]);
    expect(await models()).toHaveLength(before.length + 1);
  });

  it("#23.5 fills an empty engine, body style, fuel and trim from the VIN where it says, and stores the VIN's pattern", async () => {
    const [camry, ram] = [realCar("camry2021", 30, "22,000 USD"), realCar("ram1500_2021", 31, "38,000 USD")];
    const report = await importCars([camry, ram]);
    expect(report.vinFills).toEqual([
      { line: 2, vin: camry.vin, fields: ["trim", "engine", "fuel", "body_style"] },
      { line: 3, vin: ram.vin, fields: ["engine", "fuel", "body_style"] },
    ]);
    expect(await listing(camry.vin)).toMatchObject({
      engine: "2.5L I4",
      fuel: "Gasoline",
      trim_name: "SE",
      body_type: "sedan",
      vin_name: "2021 Toyota Camry SE",
    });
    // vPIC names two trims for this Ram pattern ("Big Horn, Lonestar"), so it names none for sure.
    expect(await listing(ram.vin)).toMatchObject({ engine: "5.7L V8", fuel: "Gasoline", trim_name: null, body_type: "pickup-truck" });
    // What a dealer listed stays as listed.
    const listed = realCar("camry2021", 32, "22,000 USD", { trim: "XSE", engine: "2.5L 4-Cylinder", fuel: "Gas", bodyStyle: "Sedan" });
    expect((await importCars([listed])).vinFills).toEqual([]);
    expect(await listing(listed.vin)).toMatchObject({ trim_name: "XSE", engine: "2.5L 4-Cylinder", fuel: "Gas", body_type: "sedan", vin_conflicts: [] });
    expect(await storedVinFacts(database.db, camry.vin)).toMatchObject({ make: "Toyota", model: "Camry", modelYear: 2021, trim: "SE" });
  });

  it("#23.5 keeps a listed engine, body style or fuel the VIN contradicts, and flags it for the vehicle page", async () => {
    const rows = [
      realCar("camry2021", 40, "25,000 USD", { engine: "3.5L V6" }),
      realCar("rav4_2021", 41, "27,000 USD", { bodyStyle: "Coupe" }),
      realCar("silverado1500_2021", 42, "40,000 USD", { fuel: "Diesel" }),
      realCar("accord2020", 43, "23,000 USD", { engine: "1.5L I4 Turbo", bodyStyle: "Sedan", fuel: "Gasoline" }),
    ];
    const report = await importCars(rows);
    expect(report.vinFlags).toEqual([
      { line: 2, vin: rows[0]!.vin, field: "engine", listed: "3.5L V6", decoded: "2.5L I4" },
      { line: 3, vin: rows[1]!.vin, field: "body_style", listed: "Coupe", decoded: "SUV" },
      { line: 4, vin: rows[2]!.vin, field: "fuel", listed: "Diesel", decoded: "Gasoline" },
    ]);
    expect(await listing(rows[0]!.vin)).toMatchObject({ engine: "3.5L V6", vin_conflicts: [{ field: "engine", listed: "3.5L V6", decoded: "2.5L I4" }] });
    expect(await listing(rows[1]!.vin)).toMatchObject({ body_type: "coupe", vin_conflicts: [{ field: "body_style", listed: "Coupe", decoded: "SUV" }] });
    expect(await listing(rows[2]!.vin)).toMatchObject({ fuel: "Diesel", vin_conflicts: [{ field: "fuel", listed: "Diesel", decoded: "Gasoline" }] });
    expect(await listing(rows[3]!.vin)).toMatchObject({ vin_conflicts: [] });
    // The dealer corrects its feed: the flag goes.
    await importCars([{ ...rows[0]!, engine: "2.5L I4" }]);
    expect(await listing(rows[0]!.vin)).toMatchObject({ engine: "2.5L I4", vin_conflicts: [] });
  });
});
