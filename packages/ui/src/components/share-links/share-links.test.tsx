import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { shareLinks } from "@carmarket/news";
import { ShareLinks } from "./share-links.js";
import { ShareThis } from "./share-this.js";

const LINKS = shareLinks({ url: "https://carmarket.example/news/a", title: "EV tax credit explained", siteName: "Car Market" });

describe("ShareLinks", () => {
  it("§2.7 share links: one link per network, opening in a new tab", async () => {
    const { container } = render(<ShareLinks links={LINKS} />);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Share on Facebook", "Share on Twitter", "Share on LinkedIn"]);
    expect(links.every((link) => link.getAttribute("target") === "_blank")).toBe(true);
    await expectNoAxeViolations(container);
  });

  it("§8 copy link: writes the URL and confirms 'Link Copied!'", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    render(<ShareLinks links={LINKS} copyUrl="https://carmarket.example/news/a" />);
    expect(screen.getByRole("status")).toHaveTextContent("");
    await user.click(screen.getByRole("button", { name: "Copy Link" }));
    expect(writeText).toHaveBeenCalledWith("https://carmarket.example/news/a");
    expect(await screen.findByText("Link Copied!")).toBeInTheDocument();
  });

  it("shows no confirmation when the clipboard refuses", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    render(<ShareLinks links={LINKS} copyUrl="https://carmarket.example/news/a" />);
    await user.click(screen.getByRole("button", { name: "Copy Link" }));
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("§2.8 'Share this:' heads the closing share block", async () => {
    const { container } = render(<ShareThis links={LINKS} url="https://carmarket.example/news/a" />);
    const region = screen.getByRole("region", { name: "Share this:" });
    expect(region).toContainElement(screen.getByRole("link", { name: "Share on Twitter" }));
    expect(screen.getByRole("link", { name: "Share on Twitter" }).getAttribute("href")).toContain("hashtags=CarMarket");
    await expectNoAxeViolations(container);
  });
});
