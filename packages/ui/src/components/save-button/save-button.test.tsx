import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { SaveButton } from "./save-button.js";

describe("SaveButton", () => {
  it("§4 saved heart: a pressed toggle with the saved count", async () => {
    const onToggle = vi.fn();
    const { container } = render(<SaveButton saved count={12} carName="2021 Honda Civic" onToggle={onToggle} />);
    const button = screen.getByRole("button", { name: /Save 2021 Honda Civic/ });
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(button).toHaveTextContent("12");
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it("§4 saving is blocked while the save loader is active", async () => {
    const onToggle = vi.fn();
    render(<SaveButton saved={false} saving carName="Civic" onToggle={onToggle} />);
    const button = screen.getByRole("button", { name: /Save Civic/ });
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it("#28.4 a heart tapped offline says it is pending, in its name and on screen, and stays a working toggle", async () => {
    const onToggle = vi.fn();
    const { container } = render(<SaveButton saved pending count={8} carName="2021 Honda Civic" onToggle={onToggle} />);
    const button = screen.getByRole("button", { name: /^Save 2021 Honda Civic\s*, saved by 8\s*, pending$/ });
    expect(button).toHaveTextContent("pending");
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
