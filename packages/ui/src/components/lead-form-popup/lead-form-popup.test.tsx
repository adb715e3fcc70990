import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { LeadFormPopup } from "./lead-form-popup.js";

describe("LeadFormPopup", () => {
  it("§2.3 a labelled dialog with the form and the dealer-only line; Escape closes", async () => {
    const onOpenChange = vi.fn();
    render(
      <LeadFormPopup open onOpenChange={onOpenChange} carName="2021 Honda Civic EX" dealerName="Portland Honda" vin="1HGCM82633A004352" onSubmit={vi.fn()} />,
    );
    const dialog = screen.getByRole("dialog", { name: "Check Availability" });
    expect(dialog).toHaveAccessibleDescription("2021 Honda Civic EX");
    expect(dialog).toHaveTextContent("Your request will be sent to Portland Honda only.");
    expect(screen.getByRole("textbox", { name: "Name" })).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("#26.11 opened by the page, it asks which of the page's cars; the choice is the form's car", async () => {
    const onCarChange = vi.fn();
    const cars = [
      { vin: "1HGCM82633A004352", name: "2021 Honda Civic EX" },
      { vin: "2T1BURHE0JC000001", name: "2018 Toyota Corolla LE" },
    ];
    render(
      <LeadFormPopup
        open
        onOpenChange={vi.fn()}
        carName="2021 Honda Civic EX"
        dealerName="Portland Honda"
        vin={cars[0]!.vin}
        cars={cars}
        onCarChange={onCarChange}
        onSubmit={vi.fn()}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Check Availability" });
    const which = screen.getByRole("combobox", { name: "Which car?" });
    expect(which).toHaveValue(cars[0]!.vin);
    await userEvent.selectOptions(which, cars[1]!.vin);
    expect(onCarChange).toHaveBeenCalledWith(cars[1]!.vin);
    await expectNoAxeViolations(dialog);
  });
});
