import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { newListingWithMsrp, usedListing } from "../../test/fixtures.js";
import { ListingCard, type ListingCardProps } from "./listing-card.js";

function renderCard(props: Partial<ListingCardProps> = {}) {
  const handlers = { onToggleSave: vi.fn(), onCheckAvailability: vi.fn() };
  const view = render(
    <ListingCard
      listing={usedListing}
      href="/used-cars?vin=1HGCM82633A004352"
      dealerInventoryHref="/dealers/portland-honda/inventory"
      saved={false}
      contacted={false}
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
}

describe("ListingCard", () => {
  it("a price without a drop reads exactly the price, no trailing blank (a saved card's '$7,999 ')", () => {
    renderCard({ listing: { ...usedListing, previous_price: undefined } });
    expect(screen.getByText("$19,750").textContent).toBe("$19,750");
  });

  it("§3/§9 shows title, price, loan estimate, deal badge, miles away and fuel economy", async () => {
    const { container } = renderCard();
    const card = screen.getByRole("article", { name: "2021 Honda Civic EX Sedan" });
    expect(within(card).getByRole("link", { name: "2021 Honda Civic EX Sedan" })).toHaveAttribute("href", "/used-cars?vin=1HGCM82633A004352");
    expect(card).toHaveTextContent("$19,750");
    expect(card).toHaveTextContent("Est. $268/mo");
    expect(card).toHaveTextContent("Good Deal");
    expect(card).toHaveTextContent("12 miles away");
    expect(card).toHaveTextContent("35.5 MPG");
    expect(card).toHaveTextContent("28,450 mi");
    await expectNoAxeViolations(container);
  });

  it("#26.13 the deal label comes with its dollar gap, and a fallen price with a '↓ $X' tag", async () => {
    const { container } = renderCard({ listing: { ...usedListing, dealer_price: 19971, price: 19971, expected_price: 21000, previous_price: 21071 } });
    const card = screen.getByRole("article");
    expect(card).toHaveTextContent("Good Deal");
    expect(card).toHaveTextContent("$1,029 Below Market");
    expect(card).toHaveTextContent("$19,971 ↓ $1,100");
    expect(within(card).getByText("Price dropped $1,100")).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("#26.16 a saved car's drop reads 'Price dropped $1,100 since you saved it'", () => {
    renderCard({ listing: { ...usedListing, dealer_price: undefined, price: 18_650, previous_price: 19_750 }, priceDropSince: "since you saved it" });
    expect(screen.getByRole("article")).toHaveTextContent("Price dropped $1,100 since you saved it");
    expect(screen.getByRole("article")).not.toHaveTextContent("↓");
  });

  it("#26.13 no tag when the price rose, and no gap without a market value", () => {
    renderCard({ listing: { ...usedListing, previous_price: 18000, expected_price: undefined } });
    const card = screen.getByRole("article");
    expect(card).not.toHaveTextContent("↓");
    expect(card).not.toHaveTextContent("Market");
  });

  it("shows how long the car has been on the market when the page knows it, as the vehicle page does (issue #15)", async () => {
    const { container, rerender } = renderCard({ daysOnMarket: 12 });
    expect(screen.getByRole("article")).toHaveTextContent("12 days on market");
    await expectNoAxeViolations(container);
    rerender(
      <ListingCard listing={usedListing} href="/x" saved={false} contacted={false} onToggleSave={vi.fn()} onCheckAvailability={vi.fn()} daysOnMarket={1} />,
    );
    expect(screen.getByRole("article")).toHaveTextContent("1 day on market");
    rerender(
      <ListingCard listing={usedListing} href="/x" saved={false} contacted={false} onToggleSave={vi.fn()} onCheckAvailability={vi.fn()} daysOnMarket={null} />,
    );
    expect(screen.getByRole("article")).not.toHaveTextContent("on market");
  });

  it("§5 title cut at 64 characters plus ' ...'", () => {
    const long = "2021 Mercedes-Benz GLE 450 4MATIC SUV with Premium Package and Driver Assistance";
    renderCard({ listing: { ...usedListing, vin_name: long } });
    expect(screen.getByRole("link", { name: `${long.slice(0, 64)} ...` })).toBeInTheDocument();
  });

  it("§9 no price shows 'No Dealer Price' and no loan estimate", () => {
    renderCard({ listing: { ...usedListing, price: 0, dealer_price: 0 } });
    const card = screen.getByRole("article");
    expect(card).toHaveTextContent("No Dealer Price");
    expect(card).not.toHaveTextContent("Est.");
  });

  it("§9 a new car without a dealer price falls back to MSRP", () => {
    renderCard({ listing: newListingWithMsrp });
    expect(screen.getByRole("article")).toHaveTextContent("MSRP $31,000");
    expect(screen.getByRole("article")).toHaveTextContent("1 mile away");
  });

  it("§4 saved heart with count, and 'Check Availability' opens the lead form", async () => {
    const { onToggleSave, onCheckAvailability } = renderCard({ saved: true });
    const heart = screen.getByRole("button", { name: /^Remove 2021 Honda Civic EX Sedan from saved cars, saved by \d+$/ });
    await userEvent.click(heart);
    expect(onToggleSave).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: /Check Availability/ }));
    expect(onCheckAvailability).toHaveBeenCalledTimes(1);
  });

  it("§4 a contacted VIN shows the 'Contacted' flag", () => {
    renderCard({ contacted: true });
    expect(screen.queryByRole("button", { name: /Check Availability/ })).not.toBeInTheDocument();
    expect(screen.getByText("Contacted")).toBeInTheDocument();
  });

  it("§2.1 the dealer inventory link opens in a new window, announced", () => {
    renderCard();
    const link = screen.getByRole("link", { name: "Portland Honda (opens in a new window)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
  });

  it("§9 the card picture is 220x150", () => {
    const { container } = renderCard();
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("width", "220");
    expect(img).toHaveAttribute("height", "150");
  });

  it("fills its cell when asked, the picture no longer capped at 220 px (issue #15; widths measured in the Fill story)", async () => {
    const { container, rerender } = renderCard({ fill: true });
    expect(screen.getByRole("article")).toHaveClass("fill");
    expect(container.querySelector("img")!.style.maxWidth).toBe("none");
    await expectNoAxeViolations(container);
    rerender(<ListingCard listing={usedListing} href="/x" saved={false} contacted={false} onToggleSave={vi.fn()} onCheckAvailability={vi.fn()} />);
    expect(screen.getByRole("article")).not.toHaveClass("fill");
    expect(container.querySelector("img")!.style.maxWidth).toBe("220px");
  });

  it("a sold car is marked and offers no lead button", () => {
    renderCard({ listing: { ...usedListing, is_sold: true } });
    expect(screen.getByText("Sold")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Check Availability/ })).not.toBeInTheDocument();
  });
});
