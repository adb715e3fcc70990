import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { VehicleDetailsPanel } from "./vehicle-details-panel.js";

const FEATURES = ["Bluetooth", "Backup Camera", "Heated Seats", "Sunroof", "Navigation", "Apple CarPlay", "Keyless Entry"];

describe("VehicleDetailsPanel", () => {
  it("§2.7 panel: Key Features (at most 5, §9), Seller Details, Price History table and a close button", async () => {
    const onClose = vi.fn();
    const { container } = render(
      <VehicleDetailsPanel
        features={FEATURES}
        seller={{ name: "Sunset Motors", address: "100 Main St", zip: "97201", contact: { Sales: "(503) 555-0100" } }}
        priceHistory={[{ timestamp: 1709596800, price: 23500 }]}
        onClose={onClose}
      />,
    );
    const panel = screen.getByRole("region", { name: "Vehicle Details" });
    const features = within(panel).getByRole("region", { name: "Key Features" });
    expect(within(features).getAllByRole("listitem")).toHaveLength(5);
    expect(within(features).queryByRole("button")).toBeNull();
    const seller = within(panel).getByRole("region", { name: "Seller Details" });
    expect(
      within(seller)
        .getAllByRole("definition")
        .map((dd) => dd.textContent),
    ).toEqual(["Sunset Motors", "100 Main St 97201", "(503) 555-0100"]);
    expect(within(panel).getByRole("table")).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: "Close Vehicle Details" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
