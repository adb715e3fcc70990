import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { FactList } from "./fact-list.js";

describe("FactList", () => {
  it("§9 unknown values: a missing or empty value shows '-'", async () => {
    const { container } = render(
      <FactList
        heading="Vehicle Overview"
        facts={[
          { label: "Year", value: 2021 },
          { label: "Engine", value: undefined },
          { label: "Color", value: "" },
        ]}
      />,
    );
    const region = screen.getByRole("region", { name: "Vehicle Overview" });
    const values = within(region)
      .getAllByRole("definition")
      .map((dd) => dd.textContent);
    expect(values).toEqual(["2021", "-", "-"]);
    expect(
      within(region)
        .getAllByRole("term")
        .map((dt) => dt.textContent),
    ).toEqual(["Year", "Engine", "Color"]);
    await expectNoAxeViolations(container);
  });

  it("uses the requested heading level", () => {
    render(<FactList heading="Seller Details" headingLevel={3} facts={[]} />);
    expect(screen.getByRole("heading", { level: 3, name: "Seller Details" })).toBeInTheDocument();
  });
});
