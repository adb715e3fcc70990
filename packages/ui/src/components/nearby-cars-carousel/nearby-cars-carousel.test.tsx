import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { manyListings } from "../../test/fixtures.js";
import { NearbyCarsCarousel } from "./nearby-cars-carousel.js";

const cars = (count: number) =>
  manyListings(count).map((listing) => ({
    listing,
    href: `/used-cars?vin=${listing._id}`,
    saved: false,
    contacted: false,
    onToggleSave: vi.fn(),
    onCheckAvailability: vi.fn(),
  }));

describe("NearbyCarsCarousel", () => {
  it("§9 shows at most 9 cars in a labelled region with named arrows", async () => {
    const { container } = render(<NearbyCarsCarousel title="Cars near 97201" cars={cars(12)} />);
    expect(screen.getByRole("region", { name: "Cars near 97201" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(9);
    expect(screen.getByRole("button", { name: "Previous cars" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next cars" })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("renders nothing without cars", () => {
    const { container } = render(<NearbyCarsCarousel title="Cars near 97201" cars={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
