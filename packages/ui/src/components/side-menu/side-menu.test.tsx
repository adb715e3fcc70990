import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { SideMenu } from "./side-menu.js";

const links = [
  { label: "Used Cars", href: "/used-cars" },
  { label: "New Cars", href: "/new-cars" },
];

describe("SideMenu", () => {
  it("§2.3 opens a labelled menu dialog with navigation; Escape returns focus to the button", async () => {
    render(<SideMenu links={links} />);
    const trigger = screen.getByRole("button", { name: "Open menu" });
    await userEvent.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Used Cars" })).toHaveAttribute("href", "/used-cars");
    await expectNoAxeViolations(dialog);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
