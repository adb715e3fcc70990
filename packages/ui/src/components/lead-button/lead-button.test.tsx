import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { LeadButton } from "./lead-button.js";

describe("LeadButton", () => {
  it("§4 'Check Availability' opens the lead form", async () => {
    const open = vi.fn();
    const { container } = render(<LeadButton contacted={false} onCheckAvailability={open} />);
    await userEvent.click(screen.getByRole("button", { name: "Check Availability" }));
    expect(open).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it("§4 a contacted VIN shows the 'Contacted' flag instead of the button", async () => {
    const { container } = render(<LeadButton contacted onCheckAvailability={vi.fn()} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByText("Contacted")).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
