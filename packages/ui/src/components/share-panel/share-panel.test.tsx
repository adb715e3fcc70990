import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { shareLinks } from "@carmarket/news";
import { SharePanel } from "./share-panel.js";

const LINKS = shareLinks({ url: "https://carmarket.example/news/a", title: "EV tax credit explained", siteName: "Car Market" });

describe("SharePanel", () => {
  it("§2.8 share panel: collapsed hides the first three share links; the float button expands it", async () => {
    const user = userEvent.setup();
    const { container } = render(<SharePanel links={LINKS} url="https://carmarket.example/news/a" />);
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Copy Link" })).toBeVisible();
    const toggle = screen.getByRole("button", { name: "Show share options" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Share on Facebook", "Share on Twitter", "Share on LinkedIn"]);
    expect(screen.getByRole("button", { name: "Hide share options" })).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(container);
  });
});
