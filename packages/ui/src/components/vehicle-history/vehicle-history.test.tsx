import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { VehicleHistory } from "./vehicle-history.js";

function valueOf(term: string): string | null {
  const dt = screen.getAllByRole("term").find((el) => el.textContent === term)!;
  return dt.nextElementSibling!.textContent;
}

describe("VehicleHistory", () => {
  it("§3 history: owner_count, count_accident, has_accidents and theft_title", async () => {
    const { container } = render(<VehicleHistory history={{ owner_count: 2, count_accident: 1, has_accidents: true, theft_title: false }} />);
    expect(within(screen.getByRole("region", { name: "Vehicle History" })).getAllByRole("term")).toHaveLength(4);
    expect(valueOf("Owners")).toBe("2");
    expect(valueOf("Accidents Reported")).toBe("1");
    expect(valueOf("Accident History")).toBe("Yes");
    expect(valueOf("Theft Title")).toBe("No");
    await expectNoAxeViolations(container);
  });

  it("shows '-' for history the feed left out", () => {
    render(<VehicleHistory history={{}} />);
    expect(screen.getAllByRole("definition").map((dd) => dd.textContent)).toEqual(["-", "-", "-", "-"]);
  });
});
