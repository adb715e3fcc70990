import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { VehicleOverview } from "./vehicle-overview.js";

describe("VehicleOverview", () => {
  it("§9 overview: fuel economy to one decimal MPG, colour UNKNOWN shows '-', missing values '-'", async () => {
    const { container } = render(<VehicleOverview listing={{ year: 2021, mileage: 45210, fuel_economy: 31.46, color: "UNKNOWN", interior_color: "Black" }} />);
    expect(screen.getByRole("region", { name: "Vehicle Overview" })).toBeInTheDocument();
    expect(screen.getAllByRole("definition").map((dd) => dd.textContent)).toEqual(["2021", "45,210 mi", "31.5 MPG", "-", "-", "-", "-", "-", "Black"]);
    await expectNoAxeViolations(container);
  });
});
