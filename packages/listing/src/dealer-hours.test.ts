import { describe, expect, it } from "vitest";
import { todaysHours } from "./dealer-hours.js";

// Tuesday 5 March 2024, 15:00 UTC (10:00 in New York).
const tuesday = new Date("2024-03-05T15:00:00Z");
const timing = { Monday: "9:00 AM - 6:00 PM", Tuesday: "10:00 AM - 7:00 PM", Sunday: "Closed" };

describe("dealer hours (§4, §8)", () => {
  it("§4 dealer hours: today's entry → 'OPEN TODAY' with its hours", () => {
    expect(todaysHours(timing, tuesday, { timeZone: "America/New_York" })).toEqual({
      status: "open",
      label: "OPEN TODAY",
      hours: "10:00 AM - 7:00 PM",
    });
  });

  it("§4 dealer hours: 'closed' → 'CLOSED TODAY'", () => {
    const sunday = new Date("2024-03-10T15:00:00Z");
    expect(todaysHours(timing, sunday, { timeZone: "UTC" })).toEqual({ status: "closed", label: "CLOSED TODAY", hours: null });
  });

  it("§8 dealer hours: no timing or no entry for today → 'Information not available.'", () => {
    const unknown = { status: "unknown", label: "Information not available.", hours: null };
    expect(todaysHours(undefined, tuesday)).toEqual(unknown);
    expect(todaysHours({}, tuesday, { timeZone: "UTC" })).toEqual(unknown);
    expect(todaysHours({ Tuesday: "  " }, tuesday, { timeZone: "UTC" })).toEqual(unknown);
    expect(todaysHours({ Monday: "9-5" }, tuesday, { timeZone: "UTC" })).toEqual(unknown);
  });

  it("the time zone decides which day is today", () => {
    // 03:00 UTC on Tuesday is still Monday evening in Los Angeles.
    const early = new Date("2024-03-05T03:00:00Z");
    expect(todaysHours(timing, early, { timeZone: "America/Los_Angeles" }).hours).toBe("9:00 AM - 6:00 PM");
    expect(todaysHours(timing, early, { timeZone: "UTC" }).hours).toBe("10:00 AM - 7:00 PM");
  });

  it("weekday names match case-insensitively, full or three-letter", () => {
    expect(todaysHours({ tuesday: "8-4" }, tuesday, { timeZone: "UTC" }).hours).toBe("8-4");
    expect(todaysHours({ TUE: "closed" }, tuesday, { timeZone: "UTC" }).label).toBe("CLOSED TODAY");
  });
});
