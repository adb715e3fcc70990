import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { Button } from "./button.js";

describe("Button", () => {
  it("is a non-submitting button by default and calls onClick", async () => {
    const onClick = vi.fn();
    const { container } = render(<Button onClick={onClick}>Submit</Button>);
    const button = screen.getByRole("button", { name: "Submit" });
    expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it("is busy and disabled while loading", async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Locate Me
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Locate Me" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
  });
});
