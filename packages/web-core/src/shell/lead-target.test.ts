import { describe, expect, it } from "vitest";
import { leadTargetOf, leadTargetsOf } from "./lead-target.js";

const car = { vin: "1HGCM82633A004352", carName: "2020 Honda Accord", dealerName: "Metro Honda" };
const other = { vin: "2T1BURHE0JC000001", carName: "2018 Toyota Corolla", dealerName: "Metro Honda" };

describe("the car of the lead popup (§2.3, §3)", () => {
  it("takes the deepest loader's leadTarget", () => {
    expect(leadTargetOf([{ loaderData: { leadTarget: other } }, { loaderData: { leadTarget: car } }])).toEqual(car);
  });

  it("picks the car with the lead's VIN from a page listing many cars", () => {
    expect(leadTargetOf([{ loaderData: {} }, { loaderData: { leadTargets: [other, car] } }], car.vin)).toEqual(car);
  });

  it("is null when no loader names the car", () => {
    expect(leadTargetOf([{ loaderData: { leadTargets: [other] } }], car.vin)).toBeNull();
    expect(leadTargetOf([{ loaderData: null }, {}])).toBeNull();
  });

  it("#26.11 the page's cars, for a form the page opened: one car's page, or a page listing many", () => {
    expect(leadTargetsOf([{ loaderData: { leadTargets: [other] } }, { loaderData: { leadTarget: car } }])).toEqual([car]);
    expect(leadTargetsOf([{ loaderData: {} }, { loaderData: { leadTargets: [other, car, { vin: 1 }] } }])).toEqual([other, car]);
    expect(leadTargetsOf([{ loaderData: null }, { loaderData: { leadTargets: [] } }])).toEqual([]);
  });
});
