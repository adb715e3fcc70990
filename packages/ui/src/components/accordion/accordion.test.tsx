import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { Accordion } from "./accordion.js";

const items = [
  { value: "a", title: "Vehicle history", content: <p>No accidents</p> },
  { value: "b", title: "Key features", content: <p>Sunroof</p> },
];

describe("Accordion", () => {
  it("toggles a section with its button and reports aria-expanded", async () => {
    const { container } = render(<Accordion items={items} />);
    const button = screen.getByRole("button", { name: "Vehicle history" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "Vehicle history" })).toHaveTextContent("No accidents");
    await expectNoAxeViolations(container);
  });

  it("single type closes the other section", async () => {
    render(<Accordion items={items} type="single" defaultOpen={["a"]} />);
    await userEvent.click(screen.getByRole("button", { name: "Key features" }));
    expect(screen.getByRole("button", { name: "Vehicle history" })).toHaveAttribute("aria-expanded", "false");
  });
});
