import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { FooterZipForm } from "./footer-zip-form.js";

describe("FooterZipForm", () => {
  it("§2.6 reads 'Submit' without a zip", async () => {
    const { container } = render(<FooterZipForm onSubmit={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it("§2.6 reads 'Update Zip' when a zip exists", () => {
    render(<FooterZipForm zipcode="97201" onSubmit={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Update Zip" })).toBeEnabled();
  });
});
