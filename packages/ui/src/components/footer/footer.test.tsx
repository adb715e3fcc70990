import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { Footer } from "./footer.js";

describe("Footer", () => {
  it("§2.3 a contentinfo landmark with named link groups", async () => {
    const { container } = render(
      <Footer columns={[{ title: "Shop", links: [{ label: "Used Cars", href: "/used-cars" }] }]} legal="© CarMarket">
        <p>Slot</p>
      </Footer>,
    );
    expect(screen.getByRole("contentinfo")).toHaveTextContent("Slot");
    expect(screen.getByRole("navigation", { name: "Shop" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Used Cars" })).toHaveAttribute("href", "/used-cars");
    await expectNoAxeViolations(container);
  });

  it("links render through the app's link component (client navigation), plain <a> by default", () => {
    render(
      <Footer
        columns={[{ title: "Shop", links: [{ label: "Used Cars", href: "/used-cars" }] }]}
        linkComponent={({ href, children }) => (
          <a href={href} data-router-link="">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole("link", { name: "Used Cars" })).toHaveAttribute("data-router-link");
  });
});
