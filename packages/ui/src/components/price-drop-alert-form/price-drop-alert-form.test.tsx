import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { PriceDropAlertForm } from "./price-drop-alert-form.js";

describe("PriceDropAlertForm", () => {
  it("§1 price-drop alerts: disabled while empty, submits the trimmed email", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<PriceDropAlertForm onSubmit={onSubmit} />);
    const button = screen.getByRole("button", { name: "Notify Me" });
    expect(button).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Email" }), " shopper@example.com ");
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledWith("shopper@example.com");
    await expectNoAxeViolations(container);
  });

  it("§5 email: shows the error under the field and marks it invalid", async () => {
    const { container } = render(<PriceDropAlertForm onSubmit={vi.fn()} error="Invalid email address." />);
    const field = screen.getByRole("textbox", { name: "Email" });
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Invalid email address.");
    await expectNoAxeViolations(container);
  });
});
