import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BODY_TYPE_SLUGS } from "@carmarket/routes";
import * as physics from "./car-physics.js";

const powertrains = ["gasoline", "hybrid", "diesel", "electric"] as const;
const classes = ["Subcompact SUV", "Compact Car", "Midsize Car", "Full-size Pickup", "Sports Car", "Luxury SUV"];
const carArb = fc.record({
  body: fc.constantFrom(...BODY_TYPE_SLUGS),
  cls: fc.constantFrom(...classes),
  /** Power as a share of the range from 1 hp per 24 lb (no slower car is sold) to 1,500 hp. */
  power: fc.double({ min: 0, max: 1, noNaN: true }),
  powertrain: fc.constantFrom(...powertrains),
});

describe("research physics (apps/api/src/seed/research/README.md)", () => {
  it("keeps every generated figure in a plausible range for any body, class, power and powertrain", () => {
    fc.assert(
      fc.property(carArb, ({ body, cls, power, powertrain }) => {
        const weight = physics.curbWeight(body, cls, powertrain);
        const hp = Math.round(weight / 24 + power * (1500 - weight / 24));
        const t = physics.zeroToSixty(weight, hp, powertrain);
        const mpg = physics.combinedEconomy(weight, hp, powertrain);
        expect(weight).toBeGreaterThanOrEqual(2000);
        expect(weight).toBeLessThanOrEqual(7500);
        expect(t).toBeGreaterThanOrEqual(2.3);
        expect(t).toBeLessThan(11);
        expect(mpg).toBeGreaterThanOrEqual(powertrain === "electric" ? 70 : 11);
        expect(mpg).toBeLessThanOrEqual(powertrain === "electric" ? 130 : 65);
        expect(physics.quarterMile(t)).toBeGreaterThan(t);
      }),
    );
  });

  it("a stronger version of the same car is at least as quick", () => {
    fc.assert(
      fc.property(carArb, fc.integer({ min: 1, max: 500 }), ({ body, cls, power, powertrain }, extra) => {
        const weight = physics.curbWeight(body, cls, powertrain);
        const hp = Math.round(weight / 24 + power * (1000 - weight / 24));
        const slow = physics.zeroToSixty(weight, hp, powertrain);
        const quick = physics.zeroToSixty(weight, hp + extra, powertrain);
        expect(quick).toBeLessThanOrEqual(slow);
      }),
    );
  });

  it("hybrids beat the same car with a gasoline engine on economy; city beats highway only for hybrids and EVs", () => {
    expect(physics.combinedEconomy(3400, 200, "hybrid")).toBeGreaterThan(physics.combinedEconomy(3400, 200, "gasoline"));
    const hybrid = physics.cityHighway(40, "hybrid");
    const gas = physics.cityHighway(30, "gasoline");
    expect(hybrid.city).toBeGreaterThan(hybrid.highway);
    expect(gas.city).toBeLessThan(gas.highway);
  });

  it("§2.2 trunk for cars, cargo behind the rows for tall bodies, a bed for pickups", () => {
    expect(physics.cargo("sedan", "Midsize Car")).toMatchObject({ trunk_cu_ft: expect.any(Number), behind_second_row_cu_ft: null, bed_length_ft: null });
    expect(physics.cargo("suv", "Compact SUV")).toMatchObject({ trunk_cu_ft: null, behind_second_row_cu_ft: expect.any(Number) });
    expect(physics.cargo("pickup-truck", "Full-size Pickup").bed_length_ft).toBeGreaterThan(5);
  });

  it("pickups tow more than SUVs, which tow more than sedans; sedans are not recommended for towing", () => {
    const pickup = physics.towingCapacity("pickup-truck", 5500, 400);
    const suv = physics.towingCapacity("suv", 4200, 300);
    const sedan = physics.towingCapacity("sedan", 3400, 200);
    expect(pickup.max_lb).toBeGreaterThan(suv.max_lb);
    expect(suv.max_lb).toBeGreaterThan(sedan.max_lb);
    expect(sedan.recommended).toBe(false);
  });
});
