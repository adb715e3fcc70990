import { describe, expect, it } from "vitest";
import { daysOnMarketFact } from "./days-on-market-fact.js";

describe("daysOnMarketFact (issue #15)", () => {
  const now = new Date("2024-03-11T08:00:00Z");

  it("counts the whole days since the car came on the market", () => {
    expect(daysOnMarketFact({ date_of_release_in_market: "2024-03-01T00:00:00Z" }, now)).toEqual({ days_on_market: 10 });
  });

  it("is null when the listing does not say when it came on the market", () => {
    expect(daysOnMarketFact({}, now)).toEqual({ days_on_market: null });
  });
});
