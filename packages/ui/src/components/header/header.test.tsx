import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { SearchBox } from "../search-box/search-box.js";
import { SideMenu } from "../side-menu/side-menu.js";
import { Header } from "./header.js";

describe("Header", () => {
  it("§2.3 a banner with the home link and the menu button", async () => {
    const { container } = render(<Header menu={<SideMenu links={[{ label: "Used Cars", href: "/used-cars" }]} />} />);
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "CarMarket" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: "Open menu" })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("§9 light theme by the site flag", () => {
    const { rerender } = render(<Header />);
    expect(screen.getByRole("banner").className).toMatch(/dark/);
    rerender(<Header light />);
    expect(screen.getByRole("banner").className).toMatch(/light/);
  });

  it("the home link renders through the app's link component", () => {
    render(
      <Header
        linkComponent={({ href, children, className }) => (
          <a href={href} className={className} data-router-link="">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole("link", { name: "CarMarket" })).toHaveAttribute("data-router-link");
  });

  it("a search form sits inside the banner, under the bar (the mobile header's box, issue #17)", async () => {
    const { container } = render(<Header search={<SearchBox suggestions={[]} />} />);
    expect(screen.getByRole("banner")).toContainElement(screen.getByRole("search", { name: "Search cars" }));
    await expectNoAxeViolations(container);
  });
});
