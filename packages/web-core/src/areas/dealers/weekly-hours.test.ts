import { describe, expect, it } from "vitest";
import { parseHoursRange, weeklyHours } from "./weekly-hours.js";

describe("weekly hours (§3 timing)", () => {
  it("§3 lists Monday to Sunday; 'closed' means closed, a missing day is unknown", () => {
    const week = weeklyHours({ monday: "9:00 AM - 8:00 PM", Tue: "8:30 AM - 7:00 PM", Saturday: "closed", Sunday: "Closed" });
    expect(week?.map((day) => [day.day, day.status, day.hours])).toEqual([
      ["Monday", "open", "9:00 AM - 8:00 PM"],
      ["Tuesday", "open", "8:30 AM - 7:00 PM"],
      ["Wednesday", "unknown", null],
      ["Thursday", "unknown", null],
      ["Friday", "unknown", null],
      ["Saturday", "closed", null],
      ["Sunday", "closed", null],
    ]);
  });

  it("§8 no timing at all is null (the page says 'Information not available.')", () => {
    expect(weeklyHours(undefined)).toBeNull();
    expect(weeklyHours({})).toBeNull();
  });
});

describe("parseHoursRange", () => {
  it.each([
    ["9:00 AM - 8:00 PM", { opens: "09:00", closes: "20:00" }],
    ["8:30 am – 7 pm", { opens: "08:30", closes: "19:00" }],
    ["12:00 PM - 12:30 AM", { opens: "12:00", closes: "00:30" }],
  ])("%s", (text, range) => {
    expect(parseHoursRange(text)).toEqual(range);
  });

  it.each(["closed", "By appointment", "13:00 PM - 2:00 PM", "9:75 AM - 5 PM"])("%s is not a range", (text) => {
    expect(parseHoursRange(text)).toBeNull();
  });
});
