import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expectNoAxeViolations } from "../../test/axe.js";
import { describe, expect, it } from "vitest";
import { KeyFeatures } from "./key-features.js";

const SIX = ["Bluetooth", "Backup Camera", "Heated Seats", "Sunroof", "Navigation", "Apple CarPlay"];

describe("KeyFeatures", () => {
  it("§4 key features: first four shown, Show More reveals all, Show Less collapses", async () => {
    render(<KeyFeatures features={SIX} />);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(SIX.slice(0, 4));
    const toggle = screen.getByRole("button", { name: "Show More" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
    expect(screen.getByRole("button", { name: "Show Less" })).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(screen.getByRole("button", { name: "Show Less" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
  });

  it("§4 key features: four or fewer features need no toggle", () => {
    render(<KeyFeatures features={SIX.slice(0, 4)} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("§9 key features: the Vehicle Details panel shows at most 5, without a toggle", () => {
    render(<KeyFeatures features={SIX} variant="panel" />);
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("renders nothing without features", () => {
    const { container } = render(<KeyFeatures features={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("has a named region and no axe violations", async () => {
    const { container } = render(<KeyFeatures features={SIX} />);
    expect(screen.getByRole("region", { name: "Key Features" })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
