import { todaysHours } from "@carmarket/listing";
import { describe, expect, it } from "vitest";
import { DEFAULT_DEALER_TIME_ZONE, dealerTimeZone } from "./dealer-time-zone.js";

describe("dealer time zone (§4 today's hours, ADR 013)", () => {
  it.each([
    ["NY", "America/New_York"],
    ["tx", "America/Chicago"],
    ["AZ", "America/Phoenix"],
    ["CA", "America/Los_Angeles"],
    ["HI", "Pacific/Honolulu"],
    [" new york ", "America/New_York"],
    ["Arizona", "America/Phoenix"],
  ])("%s → %s", (state, zone) => {
    expect(dealerTimeZone(state)).toBe(zone);
  });

  it("falls back to the default zone without a known state", () => {
    expect(dealerTimeZone(undefined)).toBe(DEFAULT_DEALER_TIME_ZONE);
    expect(dealerTimeZone("ZZ")).toBe(DEFAULT_DEALER_TIME_ZONE);
  });

  it("§4 decides today's weekday where the dealer is: Monday 06:00 UTC is Monday in New York, Sunday in California", () => {
    const timing = { Sunday: "closed", Monday: "9:00 AM - 8:00 PM" };
    const now = new Date("2024-03-04T06:00:00Z");
    expect(todaysHours(timing, now, { timeZone: dealerTimeZone("NY") }).label).toBe("OPEN TODAY");
    expect(todaysHours(timing, now, { timeZone: dealerTimeZone("CA") }).label).toBe("CLOSED TODAY");
  });
});
