import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { SharePanel } from "./share-panel.js";

const TARGETS = [
  { network: "facebook", href: "https://www.facebook.com/sharer/sharer.php?u=x" },
  { network: "twitter", href: "https://twitter.com/intent/tweet?url=x" },
  { network: "linkedin", href: "https://www.linkedin.com/sharing/share-offsite/?url=x" },
] as const;

describe("SharePanel", () => {
  it("§2.8 share panel: collapsed hides the first three share links; the float button expands it", async () => {
    const user = userEvent.setup();
    const { container } = render(<SharePanel targets={TARGETS} url="https://carmarket.example/news/a" />);
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Copy Link" })).toBeVisible();
    const toggle = screen.getByRole("button", { name: "Show share options" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Share on Facebook",
      "Share on Twitter",
      "Share on LinkedIn",
    ]);
    expect(screen.getByRole("button", { name: "Hide share options" })).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(container);
  });
});
