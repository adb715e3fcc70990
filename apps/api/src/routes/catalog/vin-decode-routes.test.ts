import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vinCheckDigit } from "@carmarket/validation";
import { realVin } from "../../test/feed-test-kit.js";
import { TOO_MANY_ATTEMPTS_MESSAGE } from "../accounts/rate-limits.js";
import { createCatalogTestApp, type CatalogTestApp } from "../../test/catalog-test-app.js";
import { VIN_DECODE_RATE_LIMIT } from "./vin-decode-routes.js";

const withCheckDigit = (draft: string) => `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;

describe("#23.7 GET /api/vin/{vin}: NHTSA vPIC's decode for other teams", () => {
  let t: CatalogTestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createCatalogTestApp(0);
  });
  afterAll(() => t.close());

  /** Each call from its own address unless one is given, so the budget counts only where a test means it to. */
  const get = (vin: string, remoteAddress = `10.23.${Math.floor(++address / 250)}.${address % 250}`) =>
    t.app.inject({ method: "GET", url: `/api/vin/${encodeURIComponent(vin)}`, remoteAddress });

  it("answers the decode with its source named", async () => {
    const vin = realVin("camry2021", 1);
    const response = await get(vin.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      vin,
      source: "NHTSA vPIC",
      facts: {
        modelYear: 2021,
        make: "Toyota",
        model: "Camry",
        trim: "SE",
        bodyClass: "Sedan/Saloon",
        doors: 4,
        engine: { cylinders: 4, displacementL: 2.5 },
        fuel: { primary: "Gasoline" },
        plant: { city: "GEORGETOWN" },
      },
    });
  });

  it("a malformed VIN answers 400 with the reason; a well-formed one vPIC cannot decode 404 with the reason", async () => {
    const camry = realVin("camry2021", 2);
    const answers = await Promise.all([
      get(camry.slice(0, 16)),
      get(`${camry.slice(0, 16)}Q`),
      get(`${camry.slice(0, 8)}${camry[8] === "0" ? "1" : "0"}${camry.slice(9)}`),
      get(withCheckDigit("AAA11111011111111")),
    ]);
    expect(answers.map((response) => [response.statusCode, response.json().reason])).toEqual([
      [400, "length"],
      [400, "characters"],
      [400, "check-digit"],
      [404, "unknown-manufacturer"],
    ]);
    expect(answers[0]!.json()).toEqual({ status: 0, reason: "length", message: "A VIN has 17 characters; this one has 16." });
  });

  it(`answers 429 with Retry-After past ${VIN_DECODE_RATE_LIMIT.perIp} decodes from one address`, async () => {
    const vin = realVin("accord2020", 3);
    for (let i = 0; i < VIN_DECODE_RATE_LIMIT.perIp; i++) expect((await get(vin, "10.99.0.1")).statusCode).toBe(200);
    const spent = await get(vin, "10.99.0.1");
    expect([spent.statusCode, spent.json().message]).toEqual([429, TOO_MANY_ATTEMPTS_MESSAGE]);
    expect(Number(spent.headers["retry-after"])).toBeGreaterThan(0);
    expect((await get(vin, "10.99.0.2")).statusCode).toBe(200);
  });

  it("answers any text with a decode or a refusal, never a 5xx", async () => {
    const vinChars = fc.constantFrom(..."ABCDEFGHJKLMNPRSTUVWXYZ0123456789");
    const nearlyVins = fc.array(vinChars, { minLength: 17, maxLength: 17 }).map((chars) => withCheckDigit(chars.join("")));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), nearlyVins), async (input) => {
        const response = await get(input);
        expect([200, 400, 404]).toContain(response.statusCode);
        if (response.statusCode !== 200) expect(response.json()).toMatchObject({ status: 0, message: expect.any(String) });
      }),
      { numRuns: 120 },
    );
  });
});
