import { render, screen } from "@testing-library/react";
import { priceDrop } from "@carmarket/pricing";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { PriceDropTag } from "./price-drop-tag.js";

describe("PriceDropTag", () => {
  it("#26.13 shows '↓ $1,100' and says 'Price dropped $1,100'", async () => {
    const { container } = render(<PriceDropTag drop={priceDrop(18900, 20000)} />);
    expect(container).toHaveTextContent("↓ $1,100");
    expect(screen.getByText("Price dropped $1,100")).toBeInTheDocument();
    expect(screen.getByText("↓ $1,100")).toHaveAttribute("aria-hidden", "true");
    await expectNoAxeViolations(container);
  });

  it("#26.16 reads 'Price dropped $1,100 since you saved it' on a saved car", () => {
    const { container } = render(<PriceDropTag drop={priceDrop(18900, 20000)} since="since you saved it" />);
    expect(container).toHaveTextContent(/^Price dropped \$1,100 since you saved it$/);
  });

  it("renders nothing when the price did not fall", () => {
    const { container } = render(<PriceDropTag drop={priceDrop(20000, 20000)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
