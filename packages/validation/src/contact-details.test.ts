import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { holdsContactDetails, withoutContactDetails } from "./contact-details.js";

const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(""));
/** US phone numbers as people type them (the §5 phone forms, with and without the country code). */
const phone = fc
  .tuple(digits(3), digits(3), digits(4), fc.constantFrom("", " ", "-", "."), fc.constantFrom("", "1 ", "+1 ", "+1-"), fc.boolean())
  .map(([area, exchange, line, separator, country, parens]) => `${country}${parens ? `(${area})` : area}${separator}${exchange}${separator}${line}`);
/** Words around it, none a digit run of their own. */
const words = fc.array(fc.stringMatching(/^[a-z$,]{1,10}$/), { maxLength: 6 }).map((list) => list.join(" "));

describe("holdsContactDetails (issue #17: a search_query event never keeps raw text with an email or phone)", () => {
  it("finds any email address among other words", () => {
    fc.assert(fc.property(words, fc.emailAddress(), words, (before, email, after) => holdsContactDetails(`${before} ${email} ${after}`)));
  });

  it("finds any US phone number among other words", () => {
    fc.assert(fc.property(words, phone, words, (before, number, after) => holdsContactDetails(`${before} ${number} ${after}`)));
  });

  it("takes every email and phone out and keeps the words around them", () => {
    fc.assert(
      fc.property(words, fc.oneof(fc.emailAddress(), phone), words, (before, details, after) => {
        const left = withoutContactDetails(`${before} ${details} ${after}`);
        return !holdsContactDetails(left) && left.split(/\s+/).join(" ").trim() === `${before} ${after}`.split(/\s+/).join(" ").trim();
      }),
    );
  });

  it("leaves searches alone: years, prices, miles and ZIPs are not phone numbers", () => {
    for (const text of [
      "red awd suv under 30k near 10001",
      "used honda civic 2019 or newer low miles",
      "between 20 and 30 thousand 2015 to 2020",
      "under $25,000 less than 50000 miles 94103",
      "cheapest electric car within 25 miles",
      "2019 2020 2021 camry",
    ]) {
      expect(holdsContactDetails(text), text).toBe(false);
    }
  });
});
