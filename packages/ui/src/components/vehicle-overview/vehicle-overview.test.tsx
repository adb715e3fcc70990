import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { VehicleOverview } from "./vehicle-overview.js";

describe("VehicleOverview", () => {
  it("§2.7 overview: shows the given values in order, '-' for missing ones", async () => {
    const { container } = render(
      <VehicleOverview values={{ year: 2021, mileage: "45,210 mi", fuelEconomy: "31.5 MPG", exteriorColor: "-" }} />,
    );
    expect(screen.getByRole("region", { name: "Vehicle Overview" })).toBeInTheDocument();
    expect(screen.getAllByRole("definition").map((dd) => dd.textContent)).toEqual([
      "2021",
      "45,210 mi",
      "31.5 MPG",
      "-",
      "-",
      "-",
      "-",
      "-",
      "-",
    ]);
    await expectNoAxeViolations(container);
  });
});
