import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { manyListings } from "../../test/fixtures.js";
import { StickyNearbyBar } from "./sticky-nearby-bar.js";

const cars = (count: number) => manyListings(count).map((listing) => ({ listing, href: `/used-cars?vin=${listing._id}` }));

describe("StickyNearbyBar", () => {
  it("§4 sticky bar: collapsed list expands with its toggle", async () => {
    const { container } = render(<StickyNearbyBar cars={cars(3)} zipcode="97201" cityName="Portland" onZipSubmit={vi.fn()} />);
    const toggle = screen.getByRole("button", { name: "Cars for sale near Portland (3)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("link")).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it("§9 lists at most 9 cars", () => {
    render(<StickyNearbyBar cars={cars(12)} defaultExpanded onZipSubmit={vi.fn()} />);
    expect(screen.getAllByRole("link")).toHaveLength(9);
  });

  it("§2.6 'Update Zipcode' edit mode submits a new zip and closes", async () => {
    const onZipSubmit = vi.fn();
    render(<StickyNearbyBar cars={cars(2)} zipcode="97201" onZipSubmit={onZipSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "Update Zipcode" }));
    const input = screen.getByRole("textbox", { name: "Zip code" });
    await userEvent.clear(input);
    await userEvent.type(input, "10001");
    await userEvent.click(screen.getByRole("button", { name: "Update" }));
    expect(onZipSubmit).toHaveBeenCalledWith("10001");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });
});
