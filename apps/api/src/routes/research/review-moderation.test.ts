import fc from "fast-check";
import TOP_LEVEL_DOMAINS from "tlds" with { type: "json" };
import { describe, expect, it } from "vitest";
import { hasDomainLikeText } from "./domain-like.js";
import { moderateReview } from "./review-moderation.js";

const review = (text: string) => ({ title: "My visit", text, name: "Ann Lee" });

/** Words of ordinary reviews, abbreviations and figures included: none is an address. */
const PROSE = [
  "the",
  "car",
  "was",
  "clean",
  "and",
  "the",
  "staff",
  "were",
  "kind",
  "we",
  "drove",
  "it",
  "home",
  "price",
  "fair",
  "e.g.",
  "i.e.",
  "etc.",
  "vs.",
  "approx.",
  "Mr. Smith",
  "Mrs. Jones",
  "Dr. Lee",
  "St. Louis",
  "U.S.",
  "U.S.A.",
  "a.m.",
  "p.m.",
  "No. 1",
  "3.5L",
  "2.0T",
  "V6",
  "$25,999.99",
  "4.9 stars",
  "0.9% APR",
  "30 mpg.",
  "Ph.D.",
  "Jr.",
  "Co.",
  "Inc.",
  "(okay).",
  "fine.",
  "car.It",
  "Camry.So",
  "sedan.The",
  "5.7L HEMI",
  "1.5-liter",
  "10.5",
  "Ford Motor Co.",
  "A.J. Foyt",
] as const;

describe("#25.3 a review with a domain-like text is held, ordinary prose is not (ADR 218's one rule, ADR 315)", () => {
  it.each([
    "Cheaper at t.me/carsdeals",
    "dm me on bit.ly/x",
    "see example.co for more",
    "mail joe@mail.example.com",
    "go to CARS.EXAMPLE.COM",
    "deals at example.co/offer",
    "visit Example.Co/deal",
  ])("holds %j as a link", (text) => {
    expect(moderateReview(review(text))).toEqual({ status: "pending", note: "Contains a link." });
  });

  it.each([
    "Bought it e.g. for the 3.5L engine",
    "Mr. Smith was great",
    "Best dealer in the U.S. by far",
    "Ready at 9 a.m. sharp, i.e. on time",
    "Loved the car.It drove well",
    "No. 1 in St. Louis",
  ])("publishes %j", (text) => {
    expect(moderateReview(review(text))).toEqual({ status: "published", note: "" });
  });

  it("publishes any sentence of ordinary words, abbreviations and figures (fast-check)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PROSE), { minLength: 3, maxLength: 40 }), fc.constantFrom(" ", "  ", "\n"), (words, space) => {
        const text = words.join(space);
        expect(hasDomainLikeText(text), text).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it("holds a name under any real top-level domain, wherever it sits in ordinary prose (fast-check)", () => {
    const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
    const tld = fc.constantFrom(...TOP_LEVEL_DOMAINS.filter((name) => /^[a-z]+$/.test(name)));
    const path = fc.constantFrom("", "/", "/x", "/deal?id=1", ":8080");
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PROSE), { maxLength: 10 }),
        fc.array(label, { minLength: 1, maxLength: 3 }),
        tld,
        path,
        fc.nat(),
        (words, labels, top, rest, at) => {
          const address = `${labels.join(".")}.${top}${rest}`;
          const text = [...words.slice(0, at % (words.length + 1)), address, ...words.slice(at % (words.length + 1))].join(" ");
          expect(hasDomainLikeText(text), text).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
