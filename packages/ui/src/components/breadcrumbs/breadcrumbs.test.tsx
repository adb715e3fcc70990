import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { Breadcrumbs } from "./breadcrumbs.js";

describe("Breadcrumbs", () => {
  it("§2.3 a labelled trail with links and the current page marked", async () => {
    const { container } = render(<Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Used Cars", href: "/used-cars" }, { label: "Honda Civic" }]} />);
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Used Cars" })).toHaveAttribute("href", "/used-cars");
    expect(screen.getByText("Honda Civic")).toHaveAttribute("aria-current", "page");
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    await expectNoAxeViolations(container);
  });
});
