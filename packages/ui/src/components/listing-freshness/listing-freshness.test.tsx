import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { ListingFreshness } from "./listing-freshness.js";

describe("ListingFreshness", () => {
  it("shows days on market and the freshness line", async () => {
    const { container } = render(<ListingFreshness daysOnMarket={12} lastSeenInFeed="2024-03-05T10:00:00Z" />);
    expect(screen.getByText("12 days on market")).toBeInTheDocument();
    expect(screen.getByText(/Last confirmed in the dealer's feed on/)).toHaveTextContent("Last confirmed in the dealer's feed on 5 Mar 2024");
    await expectNoAxeViolations(container);
  });

  it("uses the singular for one day and renders nothing without data", () => {
    const { container, rerender } = render(<ListingFreshness daysOnMarket={1} />);
    expect(screen.getByText("1 day on market")).toBeInTheDocument();
    rerender(<ListingFreshness lastSeenInFeed="not a date" />);
    expect(container).toBeEmptyDOMElement();
  });
});
