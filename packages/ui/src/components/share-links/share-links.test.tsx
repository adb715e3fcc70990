import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { ShareLinks, type ShareTarget } from "./share-links.js";

const TARGETS: ShareTarget[] = [
  { network: "facebook", href: "https://www.facebook.com/sharer/sharer.php?u=x" },
  { network: "twitter", href: "https://twitter.com/intent/tweet?url=x" },
  { network: "linkedin", href: "https://www.linkedin.com/sharing/share-offsite/?url=x" },
];

describe("ShareLinks", () => {
  it("§2.7 share links: one link per network, opening in a new tab", async () => {
    const { container } = render(<ShareLinks targets={TARGETS} />);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Share on Facebook", "Share on Twitter", "Share on LinkedIn"]);
    expect(links.every((link) => link.getAttribute("target") === "_blank")).toBe(true);
    await expectNoAxeViolations(container);
  });

  it("§8 copy link: writes the URL and confirms 'Link Copied!'", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    render(<ShareLinks targets={TARGETS} copyUrl="https://carmarket.example/news/a" />);
    expect(screen.getByRole("status")).toHaveTextContent("");
    await user.click(screen.getByRole("button", { name: "Copy Link" }));
    expect(writeText).toHaveBeenCalledWith("https://carmarket.example/news/a");
    expect(await screen.findByText("Link Copied!")).toBeInTheDocument();
  });

  it("shows no confirmation when the clipboard refuses", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    render(<ShareLinks targets={TARGETS} copyUrl="https://carmarket.example/news/a" />);
    await user.click(screen.getByRole("button", { name: "Copy Link" }));
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});
