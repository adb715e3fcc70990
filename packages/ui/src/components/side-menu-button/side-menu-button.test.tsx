import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SideMenuButton } from "./side-menu-button.js";

describe("SideMenuButton", () => {
  it("§2.3 is the labelled menu button and passes the press on (the lazy side menu opens from it)", async () => {
    const onClick = vi.fn();
    render(<SideMenuButton onClick={onClick} />);
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
