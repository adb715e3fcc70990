import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { LeadFormPopup } from "./lead-form-popup.js";

describe("LeadFormPopup", () => {
  it("§2.3 a labelled dialog with the form and the dealer-only line; Escape closes", async () => {
    const onOpenChange = vi.fn();
    render(
      <LeadFormPopup
        open
        onOpenChange={onOpenChange}
        carName="2021 Honda Civic EX"
        dealerName="Portland Honda"
        vin="1HGCM82633A004352"
        onSubmit={vi.fn()}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Check Availability" });
    expect(dialog).toHaveAccessibleDescription("2021 Honda Civic EX");
    expect(dialog).toHaveTextContent("Your request will be sent to Portland Honda only.");
    expect(screen.getByRole("textbox", { name: "Name" })).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
