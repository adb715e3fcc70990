import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { Button } from "../button/button.js";
import { Dialog } from "./dialog.js";

function renderDialog() {
  return render(
    <Dialog title="Help Us Locate You!" description="We show cars near you." trigger={<Button>Open</Button>}>
      <input aria-label="Zip" />
    </Dialog>,
  );
}

describe("Dialog", () => {
  it("opens labelled by its title and described, focus inside", async () => {
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Help Us Locate You!" });
    expect(dialog).toHaveAccessibleDescription("We show cars near you.");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expectNoAxeViolations(document.body);
  });

  it("Escape closes and focus returns to the trigger", async () => {
    renderDialog();
    const trigger = screen.getByRole("button", { name: "Open" });
    await userEvent.click(trigger);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("the close button closes it", async () => {
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps Tab focus inside (focus trap)", async () => {
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog");
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("a hidden title still names the dialog", () => {
    render(<Dialog open title="Menu" hideTitle />);
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeInTheDocument();
  });
});
