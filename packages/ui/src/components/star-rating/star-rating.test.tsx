import { render, screen } from "@testing-library/react";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { StarRating } from "./star-rating.js";

describe("StarRating", () => {
  it("§9 rating shown with one decimal out of 5 stars", async () => {
    const { container } = render(<StarRating value={4.25} count={87} />);
    expect(screen.getByRole("img", { name: "Rated 4.3 out of 5" })).toBeInTheDocument();
    expect(container).toHaveTextContent("4.3");
    expect(container).toHaveTextContent("(87 reviews)");
    await expectNoAxeViolations(container);
  });

  it("one review is '(1 review)', not '(1 reviews)' (issue #15)", () => {
    const { container, rerender } = render(<StarRating value={4} count={1} />);
    expect(container).toHaveTextContent("(1 review)");
    rerender(<StarRating value={4} count={1200} />);
    expect(container).toHaveTextContent("(1,200 reviews)");
  });

  it("§9 any rating 0–5 reads as one decimal out of 5", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (value) => {
        const { unmount } = render(<StarRating value={value} />);
        const name = screen.getByRole("img").getAttribute("aria-label");
        unmount();
        return /^Rated [0-5]\.\d out of 5$/.test(name ?? "");
      }),
      { numRuns: 50 },
    );
  });
});
