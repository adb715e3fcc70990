import { describe, expect, it } from "vitest";
import { daysOnMarket, daysOnMarketText } from "./days-on-market.js";

const now = new Date("2024-03-11T08:00:00Z");

describe("daysOnMarket", () => {
  it("counts whole days from a first-seen date", () => {
    expect(daysOnMarket("2024-03-01", now)).toBe(10);
    expect(daysOnMarket(new Date("2024-03-10T09:00:00Z"), now)).toBe(0);
  });

  it("counts from the oldest price-history entry", () => {
    const history = [
      { timestamp: Date.parse("2024-03-05T00:00:00Z") / 1000, price: 20000 },
      { timestamp: Date.parse("2024-02-10T00:00:00Z") / 1000, price: 21000 },
    ];
    expect(daysOnMarket(history, now)).toBe(30);
  });

  it("is never negative, and null without a usable start", () => {
    expect(daysOnMarket("2024-04-01", now)).toBe(0);
    expect(daysOnMarket([], now)).toBeNull();
    expect(daysOnMarket(undefined, now)).toBeNull();
    expect(daysOnMarket("not a date", now)).toBeNull();
  });
});

describe("daysOnMarketText", () => {
  it("says day or days (issue #15)", () => {
    expect(daysOnMarketText(0)).toBe("0 days on market");
    expect(daysOnMarketText(1)).toBe("1 day on market");
    expect(daysOnMarketText(12)).toBe("12 days on market");
  });
});
