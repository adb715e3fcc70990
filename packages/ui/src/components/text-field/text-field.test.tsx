import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { SelectField, TextField } from "./text-field.js";

describe("TextField", () => {
  it("ties the label, hint and error to the input and marks it invalid", async () => {
    const { container } = render(<TextField label="Phone" name="phone" hint="US numbers only." error="Invalid Phone number." />);
    const input = screen.getByRole("textbox", { name: "Phone" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Invalid Phone number. US numbers only.");
    await expectNoAxeViolations(container);
  });

  it("is valid without an error and keeps a given id", () => {
    render(<TextField label="Email" id="account-email" />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("id", "account-email");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });
});

describe("SelectField", () => {
  it("is a labelled select with its options", async () => {
    const { container } = render(
      <SelectField label="Sort by" defaultValue="b">
        <option value="a">A</option>
        <option value="b">B</option>
      </SelectField>,
    );
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("b");
    await expectNoAxeViolations(container);
  });
});
