import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { manyListings } from "../../test/fixtures.js";
import { NearbyCarsRow } from "./nearby-cars-row.js";

const cars = (count: number) =>
  manyListings(count).map((listing) => ({
    listing,
    href: `/used-cars?vin=${listing._id}`,
    saved: false,
    contacted: false,
    onToggleSave: vi.fn(),
    onCheckAvailability: vi.fn(),
  }));

describe("NearbyCarsRow", () => {
  it("§9 shows at most 9 cars in a labelled carousel region with named arrows", async () => {
    const { container } = render(<NearbyCarsRow title="Cars near 97201" cars={cars(12)} />);
    expect(screen.getByRole("region", { name: "Cars near 97201" })).toHaveAttribute("aria-roledescription", "carousel");
    expect(screen.getAllByRole("article")).toHaveLength(9);
    await expectNoAxeViolations(container);
  });

  it("tells the page which arrow was pressed", async () => {
    const onArrow = vi.fn();
    render(<NearbyCarsRow title="Cars near 97201" cars={cars(4)} onArrow={onArrow} />);
    await userEvent.click(screen.getByRole("button", { name: "Previous cars" }));
    expect(onArrow).toHaveBeenCalledWith("previous");
  });

  it("renders nothing without cars", () => {
    const { container } = render(<NearbyCarsRow title="Cars near 97201" cars={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
