import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { PriceDropAlertForm } from "./price-drop-alert-form.js";

const VIN = "1HGCM82633A004352";

describe("PriceDropAlertForm", () => {
  it("§1 price-drop alerts: disabled while empty, submits the VIN and trimmed email", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<PriceDropAlertForm vin={VIN} onSubmit={onSubmit} />);
    const button = screen.getByRole("button", { name: "Notify Me" });
    expect(button).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Email" }), " shopper@example.com ");
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledWith({ vin: VIN, email: "shopper@example.com" });
    await expectNoAxeViolations(container);
  });

  it("§5 email: 'Invalid email address.' under the field, nothing sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<PriceDropAlertForm vin={VIN} onSubmit={onSubmit} />);
    const field = screen.getByRole("textbox", { name: "Email" });
    await user.type(field, "shopper@");
    await user.click(screen.getByRole("button", { name: "Notify Me" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Invalid email address.");
    await expectNoAxeViolations(container);
  });

  it("shows the server's error", () => {
    render(<PriceDropAlertForm vin={VIN} onSubmit={vi.fn()} error="You are already subscribed." />);
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("You are already subscribed.");
  });

  it("#26.12 once subscribed the form gives way to where the alerts go", async () => {
    const { container } = render(
      <PriceDropAlertForm
        vin="1HGCM82633A004352"
        onSubmit={vi.fn()}
        message="We will email you when the price of this car drops."
        subscribedEmail="ann@example.com"
      />,
    );
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Notify Me" })).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "We will email you when the price of this car drops. Price-drop alerts for this car go to ann@example.com.",
    );
    await expectNoAxeViolations(container);
  });
});
