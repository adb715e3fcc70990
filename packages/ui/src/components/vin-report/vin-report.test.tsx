import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { VinReport } from "./vin-report.js";

const rows = [
  { label: "Year", value: 2021 },
  { label: "Make", value: "Toyota" },
  { label: "Body Class", value: "Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)", listed: "Coupe" },
  { label: "Engine", value: "2.5L I4", listed: "3.5L V6" },
  { label: "Plant", value: undefined },
];

describe("VinReport", () => {
  it("#23.6 names the source and shows each decoded fact; '-' where vPIC says nothing", async () => {
    const { container } = render(<VinReport rows={rows.slice(0, 2)} source="NHTSA vPIC" />);
    const region = screen.getByRole("region", { name: "From the VIN" });
    expect(within(region).getByText(/Decoded from this car's VIN by NHTSA vPIC/)).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole("definition")
        .map((dd) => dd.textContent),
    ).toEqual(["2021", "Toyota"]);
    expect(within(region).queryByText(/does not match the VIN/)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("#23.6 where the dealer's listing contradicts the VIN, shows both, and says so above the facts", async () => {
    const { container } = render(<VinReport rows={rows} source="NHTSA vPIC" headingLevel={3} />);
    const region = screen.getByRole("region", { name: "From the VIN" });
    expect(within(region).getByRole("heading", { level: 3 })).toBeInTheDocument();
    expect(within(region).getByText("The dealer's listing does not match the VIN: body class, engine.")).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole("definition")
        .map((dd) => dd.textContent),
    ).toEqual([
      "2021",
      "Toyota",
      "VIN: Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)Dealer's listing: Coupe",
      "VIN: 2.5L I4Dealer's listing: 3.5L V6",
      "-",
    ]);
    await expectNoAxeViolations(container);
  });
});
