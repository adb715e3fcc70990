import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { DealValue } from "./deal-value.js";

describe("DealValue", () => {
  it("§9 'Below Market' with the dollar difference and RMV", async () => {
    const { container } = render(<DealValue price={19750} expectedPrice={21000} />);
    expect(screen.getByText("$1,250 Below Market")).toBeInTheDocument();
    expect(screen.getByText("RMV: $21,000")).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("§9 'Above Market' with the dollar difference", () => {
    render(<DealValue price={22500} expectedPrice={21000} />);
    expect(screen.getByText("$1,500 Above Market")).toBeInTheDocument();
  });

  it("#26.13 a card's deal value leaves the RMV out", () => {
    render(<DealValue price={19971} expectedPrice={21000} rmv={false} />);
    expect(screen.getByText("$1,029 Below Market")).toBeInTheDocument();
    expect(screen.queryByText(/RMV/)).not.toBeInTheDocument();
  });

  it("renders nothing without a market value", () => {
    const { container } = render(<DealValue price={22500} expectedPrice={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
