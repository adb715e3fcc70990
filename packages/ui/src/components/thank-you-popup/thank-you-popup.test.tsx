import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { ThankYouPopup } from "./thank-you-popup.js";

describe("ThankYouPopup", () => {
  it("§2.3 thanks the shopper and closes with OK", async () => {
    const onOpenChange = vi.fn();
    render(<ThankYouPopup open onOpenChange={onOpenChange} dealerName="Portland Honda" />);
    const dialog = screen.getByRole("dialog", { name: "Thank you!" });
    expect(dialog).toHaveTextContent("Your request has been sent to Portland Honda.");
    await expectNoAxeViolations(dialog);
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
