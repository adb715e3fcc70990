import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { RecallLink } from "./recall-link.js";

describe("RecallLink", () => {
  it("§2.7 recall link: names the VIN and opens the recall page in a new tab", async () => {
    const href = "https://www.nhtsa.gov/recalls?vin=1HGCM82633A004352";
    const { container } = render(<RecallLink vin="1HGCM82633A004352" />);
    const link = screen.getByRole("link", { name: "Check safety recalls for VIN 1HGCM82633A004352" });
    expect(link).toHaveAttribute("href", href);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expectNoAxeViolations(container);
  });
});
