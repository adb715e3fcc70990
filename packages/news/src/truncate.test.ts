import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TRUNCATION, truncateNewsText } from "./truncate.js";
import type { TruncationKind } from "./truncate.js";

const a = (n: number) => "a".repeat(n);

describe("§5 display truncation", () => {
  it("§5 list-card titles cut to 64 characters plus ' ...'", () => {
    expect(truncateNewsText("listCardTitle", a(64))).toBe(a(64));
    expect(truncateNewsText("listCardTitle", a(65))).toBe(`${a(64)} ...`);
  });

  it("§5 trending and handpicked titles cut to 45 plus '...'", () => {
    expect(truncateNewsText("sidebarTitle", a(45))).toBe(a(45));
    expect(truncateNewsText("sidebarTitle", a(46))).toBe(`${a(45)}...`);
  });

  it("§5 carousel titles cut to 70", () => {
    expect(truncateNewsText("carouselTitle", a(70))).toBe(a(70));
    expect(truncateNewsText("carouselTitle", a(71))).toBe(`${a(70)}...`);
  });

  it("§5 excerpts cut at 230 plus an ellipsis", () => {
    expect(truncateNewsText("excerpt", a(230))).toBe(a(230));
    expect(truncateNewsText("excerpt", a(231))).toBe(`${a(230)}...`);
  });

  it("§5 missing text gives an empty string; astral characters are not split", () => {
    expect(truncateNewsText("excerpt", undefined)).toBe("");
    expect(truncateNewsText("sidebarTitle", "🚗".repeat(46))).toBe(`${"🚗".repeat(45)}...`);
  });

  it("§5 property: text within the limit is unchanged; longer text is its prefix plus the suffix", () => {
    const kinds = Object.keys(TRUNCATION) as TruncationKind[];
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.string({ maxLength: 300 }), (kind, text) => {
        const { max, suffix } = TRUNCATION[kind];
        const result = truncateNewsText(kind, text);
        const length = Array.from(text).length;
        if (length <= max) {
          expect(result).toBe(text);
        } else {
          expect(result.endsWith(suffix)).toBe(true);
          const kept = result.slice(0, result.length - suffix.length);
          expect(Array.from(kept)).toHaveLength(max);
          expect(text.startsWith(kept)).toBe(true);
        }
      }),
    );
  });
});
