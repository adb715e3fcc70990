import { describe, expect, it } from "vitest";
import { fromVinFixture, NOW, vehicleFixture } from "../../test/vehicle-fixture.js";
import { dealerTimeZone } from "../../listing/dealer-time-zone.js";
import { vehicleView } from "./vehicle-view.js";

describe("vehicleView", () => {
  it("§9 loan estimate 'Est. $X/mo' on dealer_price, else price", () => {
    expect(vehicleView(vehicleFixture(), NOW).loan?.text).toBe("Est. $339/mo");
    expect(vehicleView(vehicleFixture({ dealer_price: 20_000 }), NOW).loan?.text).toBe("Est. $272/mo");
    expect(vehicleView(vehicleFixture({ price: 0 }), NOW).loan).toBeNull();
  });

  it("§9 deal value: 'Below Market' with the difference and RMV, and what the market value rests on", () => {
    const { market, deal } = vehicleView(vehicleFixture(), NOW);
    expect(deal.label).toBe("Good Deal");
    expect(market?.comparison).toMatchObject({ label: "Below Market", differenceText: "$1,250", rmvText: "$26,250" });
    expect(market?.basis).toBe("Market value $26,250, estimated from 14 comparable cars for sale.");
    expect(market?.position).toBe("About 30% of comparable cars are priced lower than this one.");
  });

  it("no market explanation without a market value; no position without a percentile", () => {
    expect(
      vehicleView(
        vehicleFixture({
          expected_price: undefined,
          market: { expected_price: null, comparable_count: 0, percentile: null, comparable_low: null, comparable_high: null },
        }),
        NOW,
      ).market,
    ).toBeNull();
    expect(
      vehicleView(
        vehicleFixture({ market: { expected_price: 26_250, comparable_count: 1, percentile: null, comparable_low: 26_000, comparable_high: 26_000 } }),
        NOW,
      ).market,
    ).toMatchObject({
      basis: "Market value $26,250, estimated from 1 comparable car for sale.",
      position: null,
    });
  });

  it("#26.13 the price-drop tag compares with the price before the last change, as the cards do", () => {
    expect(vehicleView(vehicleFixture({ previous_price: 26_000 }), NOW).drop).toMatchObject({ tag: "↓ $1,000" });
    expect(vehicleView(vehicleFixture({ previous_price: 24_000 }), NOW).drop).toBeNull();
    expect(vehicleView(vehicleFixture(), NOW).drop).toBeNull();
  });

  it("#26.14 the range bar holds the price, market value, fair band and the comparables' prices", () => {
    expect(vehicleView(vehicleFixture(), NOW).rangeBar).toMatchObject({
      price: { text: "$25,000" },
      market: { text: "$26,250" },
      fair: { text: "$25,463 – $27,038" },
      comparables: { text: "$22,900 – $31,400" },
    });
    expect(vehicleView(vehicleFixture({ price: 0 }), NOW).rangeBar).toBeNull();
  });

  it("§4 price change against history entry 1: 'Prices dropped' $1,000", () => {
    expect(vehicleView(vehicleFixture(), NOW).change).toMatchObject({ title: "Prices dropped", amount: 1000 });
    expect(vehicleView(vehicleFixture({ priceHistory: [{ timestamp: 1, price: 25_000 }] }), NOW).change).toBeNull();
  });

  it("§4 today's dealer hours in the dealer's time zone", () => {
    expect(vehicleView(vehicleFixture(), NOW).today).toMatchObject({ label: "OPEN TODAY", hours: "9:00 AM - 7:00 PM" });
    // 03:00 UTC on Monday is still Sunday evening in Texas, when the dealer is closed.
    expect(vehicleView(vehicleFixture(), new Date("2026-03-09T03:00:00Z")).today.label).toBe("CLOSED TODAY");
  });

  it("days on market from the oldest price-history entry", () => {
    expect(vehicleView(vehicleFixture(), NOW).daysOnMarket).toBe(40);
  });

  it("§3 gallery: dealer photos under the brand folder first, then sample images", () => {
    const { gallery } = vehicleView(vehicleFixture(), NOW);
    expect(gallery.map((image) => [image.image_file, image.is_sample])).toEqual([
      ["/images/toyota/camry-1.svg", false],
      ["/images/toyota/camry-2.svg", false],
      ["/images/samples/camry-front.svg", true],
    ]);
  });
});

describe("dealerTimeZone", () => {
  it("a state's zone, Eastern when the state is unknown", () => {
    expect(dealerTimeZone("Texas")).toBe("America/Chicago");
    expect(dealerTimeZone(" california ")).toBe("America/Los_Angeles");
    expect(dealerTimeZone("Arizona")).toBe("America/Phoenix");
    expect(dealerTimeZone(undefined)).toBe("America/New_York");
  });

  it("#23.6 'From the VIN': the decoded facts in a page's words, the listing's value beside each the VIN contradicts", () => {
    expect(vehicleView(vehicleFixture(), NOW).vinReport).toBeNull();
    const rows = vehicleView(vehicleFixture({ from_vin: fromVinFixture([{ field: "engine", listed: "3.5L V6", decoded: "2.5L I4" }]) }), NOW).vinReport;
    expect(rows).toEqual([
      { label: "Year", value: 2021 },
      { label: "Make", value: "Toyota" },
      { label: "Model", value: "Camry" },
      { label: "Series", value: "AXVA70L/GSV70L/AXVH70L" },
      { label: "Trim", value: "SE" },
      { label: "Body Class", value: "Sedan/Saloon" },
      { label: "Doors", value: 4 },
      { label: "Engine", value: "2.5L I4 (A25A-FKS)", listed: "3.5L V6" },
      { label: "Fuel", value: "Gasoline" },
      { label: "Plant", value: "Georgetown, Kentucky, United States (USA)" },
    ]);
  });
});
