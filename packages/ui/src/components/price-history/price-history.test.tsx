import type { PriceHistoryEntry } from "@carmarket/listing";
import { render, screen, within } from "@testing-library/react";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { priceChange } from "@carmarket/pricing";
import { PriceChange } from "./price-change.js";
import { PriceHistory } from "./price-history.js";
import { PriceHistoryChart } from "./price-history-chart.js";
import { PriceSummaryCards } from "./price-summary-cards.js";

// 2024-03-05 and 2024-02-01, 00:00 UTC
const MAR_5 = 1709596800;
const FEB_1 = 1706745600;
const DROP: PriceHistoryEntry[] = [
  { timestamp: MAR_5, price: 23500 },
  { timestamp: FEB_1, price: 24500 },
];

describe("PriceChange", () => {
  const NOW = new Date("2024-04-01T00:00:00Z");
  it.each([
    [25000, "Prices increased $500 on 5 Mar 2024"],
    [24000, "Prices dropped $500 on 5 Mar 2024"],
    [24500, "No Change in Price"],
  ])("§4 price change: current %i against $24,500 reads '%s'", (current, text) => {
    const change = priceChange(current, [{ timestamp: MAR_5, price: 24500 }], { variant: "slider", now: NOW })!;
    const { container } = render(<PriceChange change={change} />);
    expect(container.textContent).toBe(text);
  });
});

describe("PriceHistoryChart", () => {
  it("§5 graph: needs more than one entry", () => {
    const { container } = render(<PriceHistoryChart entries={DROP.slice(0, 1)} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("is one image with a text alternative of the trend", () => {
    render(<PriceHistoryChart entries={DROP} />);
    const chart = screen.getByRole("img", { name: "Price history chart" });
    expect(chart).toHaveAccessibleDescription("From $24,500 on 1 Feb 2024 to $23,500 on 5 Mar 2024. Lowest $23,500, highest $24,500.");
  });
});

describe("PriceSummaryCards", () => {
  it("§5 summary cards: hidden when the current price equals the max or the min", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (current, other) => {
        const asMax = render(<PriceSummaryCards current={current} max={current} min={other} />);
        expect(asMax.container).toBeEmptyDOMElement();
        asMax.unmount();
        const asMin = render(<PriceSummaryCards current={current} max={other} min={current} />);
        expect(asMin.container).toBeEmptyDOMElement();
        asMin.unmount();
      }),
      { numRuns: 25 },
    );
  });

  it("shows current, highest and lowest price otherwise", () => {
    render(<PriceSummaryCards current={24000} max={25000} min={23000} />);
    const cards = within(screen.getByRole("list", { name: "Price summary" })).getAllByRole("listitem");
    expect(cards.map((card) => card.textContent)).toEqual(["Current Price$24,000", "Highest Price$25,000", "Lowest Price$23,000"]);
  });
});

describe("PriceHistory", () => {
  it("§2.7 price history: change text, graph and table together", async () => {
    const { container } = render(
      <PriceHistory
        entries={DROP}
        change={priceChange(23500, DROP, { now: new Date("2024-04-01T00:00:00Z") })}
        summary={{ current: 23500, max: 24500, min: 23500 }}
      />,
    );
    const region = screen.getByRole("region", { name: "Price History" });
    expect(within(region).getByText(/Prices dropped/)).toHaveTextContent("Prices dropped $1,000 on 5 Mar 2024");
    expect(within(region).queryByRole("list", { name: "Price summary" })).toBeNull();
    expect(within(region).getByRole("img", { name: "Price history chart" })).toBeInTheDocument();
    const rows = within(region).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual(["DatePrice", "5 Mar 2024$23,500", "1 Feb 2024$24,500"]);
    await expectNoAxeViolations(container);
  });

  it("§5 one entry: table without graph", () => {
    render(<PriceHistory entries={DROP.slice(0, 1)} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getAllByRole("row")).toHaveLength(2);
  });
});
