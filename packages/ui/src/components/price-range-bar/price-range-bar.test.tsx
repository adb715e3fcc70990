import { render, screen } from "@testing-library/react";
import { priceRangeBar } from "@carmarket/pricing";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { PriceRangeBar } from "./price-range-bar.js";

describe("PriceRangeBar", () => {
  it("#26.14 names the car's price, market value, fair band and comparables in words", async () => {
    const bar = priceRangeBar({ price: 18000, expectedPrice: 20000, comparableLow: 16000, comparableHigh: 26000 })!;
    const { container } = render(<PriceRangeBar bar={bar} />);
    const figure = screen.getByRole("figure", { name: "Fair price range" });
    expect(figure).toHaveTextContent("This car$18,000");
    expect(figure).toHaveTextContent("Market value$20,000");
    expect(figure).toHaveTextContent("Fair price$19,400 – $20,600");
    expect(figure).toHaveTextContent("Comparable cars$16,000 – $26,000");
    expect(screen.getByTestId("range-bar-price")).toHaveStyle({ left: `${bar.price.at}%` });
    await expectNoAxeViolations(container);
  });

  it("leaves the comparables out when the API gave none", () => {
    render(<PriceRangeBar bar={priceRangeBar({ price: 18000, expectedPrice: 20000 })!} />);
    expect(screen.getByRole("figure")).not.toHaveTextContent("Comparable cars");
  });
});
