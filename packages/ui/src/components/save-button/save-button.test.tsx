import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { SaveButton } from "./save-button.js";

describe("SaveButton", () => {
  it("§4 saved heart with the saved count; #26.12 once saved its name says a tap removes it", async () => {
    const onToggle = vi.fn();
    const { container, rerender } = render(<SaveButton saved={false} count={11} carName="2024 Ford F-150 Elevation " onToggle={onToggle} />);
    expect(screen.getByRole("button", { name: "Save 2024 Ford F-150 Elevation, saved by 11" })).toBeInTheDocument();
    rerender(<SaveButton saved count={12} carName="2021 Honda Civic" onToggle={onToggle} />);
    const button = screen.getByRole("button", { name: "Remove 2021 Honda Civic from saved cars, saved by 12" });
    expect(button).toHaveTextContent("12");
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it("§4 saving is blocked while the save loader is active", async () => {
    const onToggle = vi.fn();
    render(<SaveButton saved={false} saving carName="Civic" onToggle={onToggle} />);
    const button = screen.getByRole("button", { name: "Save Civic" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it("#28.4 a heart tapped offline says it is pending, in its name and on screen, and stays a working toggle", async () => {
    const onToggle = vi.fn();
    const { container } = render(<SaveButton saved pending count={8} carName="2021 Honda Civic" onToggle={onToggle} />);
    const button = screen.getByRole("button", { name: "Remove 2021 Honda Civic from saved cars, saved by 8, pending" });
    expect(button).toHaveTextContent("pending");
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
