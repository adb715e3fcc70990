import { DEAL_LABELS, dealRating } from "@carmarket/pricing";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { DealBadge } from "./deal-badge.js";

describe("DealBadge", () => {
  it("§9 shows the deal label with its flag class", async () => {
    const { container } = render(<DealBadge rating={dealRating(18000, 20000)} />);
    const badge = screen.getByText("Excellent Deal");
    expect(badge).toHaveAttribute("data-flag", "excellent-deal");
    await expectNoAxeViolations(container);
  });

  it("§9 every label renders", () => {
    const ratings = [17000, 19000, 20000, 21500, 30000].map((price) => dealRating(price, 20000));
    render(
      <>
        {ratings.map((rating, i) => (
          <DealBadge key={i} rating={rating} />
        ))}
      </>,
    );
    for (const label of DEAL_LABELS) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it("§9 uncertain (no market value) renders nothing", () => {
    const { container } = render(<DealBadge rating={dealRating(20000, undefined)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
