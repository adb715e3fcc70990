import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNewsDate } from "./news-date.js";

describe("§2.8 article date", () => {
  it("§2.8 format 'MMMM D, YYYY', e.g. 'March 5, 2024'", () => {
    expect(formatNewsDate("2024-03-05T10:00:00Z")).toBe("March 5, 2024");
    expect(formatNewsDate("2024-12-25")).toBe("December 25, 2024");
    expect(formatNewsDate(new Date(Date.UTC(2023, 0, 9)))).toBe("January 9, 2023");
  });

  it("§2.8 dates are shown in UTC (server and browser render the same day)", () => {
    expect(formatNewsDate("2024-03-05T23:30:00Z")).toBe("March 5, 2024");
    expect(formatNewsDate("2024-03-05T23:30:00-05:00")).toBe("March 6, 2024");
  });

  it("§2.8 missing or invalid dates give an empty string", () => {
    expect(formatNewsDate(undefined)).toBe("");
    expect(formatNewsDate("")).toBe("");
    expect(formatNewsDate("not a date")).toBe("");
  });

  it("§2.8 property: every valid date formats as '<Month> <day>, <year>'", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1990-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }), (date) => {
        const month = date.toLocaleString("en-US", { month: "long", timeZone: "UTC" });
        expect(formatNewsDate(date)).toBe(`${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`);
      }),
    );
  });
});
