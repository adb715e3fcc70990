import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { Tabs } from "./tabs.js";

const items = [
  { value: "overview", label: "Overview", content: <p>Overview panel</p> },
  { value: "specs", label: "Specs", content: <p>Specs panel</p> },
];

describe("Tabs", () => {
  it("shows the first tab and switches with arrow keys", async () => {
    const { container } = render(<Tabs items={items} label="Car sections" />);
    expect(screen.getByRole("tablist", { name: "Car sections" })).toBeInTheDocument();
    expect(screen.getByRole("tabpanel", { name: "Overview" })).toHaveTextContent("Overview panel");
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Specs" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Specs" })).toHaveTextContent("Specs panel");
    await expectNoAxeViolations(container);
  });
});
