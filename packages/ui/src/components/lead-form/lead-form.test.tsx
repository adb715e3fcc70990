import { LEAD_FORM_MESSAGES } from "@carmarket/validation";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { LeadForm } from "./lead-form.js";

const VIN = "1HGCM82633A004352";

async function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await userEvent.type(screen.getByRole("textbox", { name: label }), value);
  }
}

describe("LeadForm", () => {
  it("§5 shows every invalid field's message tied to its field, and focuses the first", async () => {
    const onSubmit = vi.fn();
    const { container } = render(<LeadForm vin={VIN} onSubmit={onSubmit} />);
    await fill({ Name: "J0hn", Email: "not-an-email", "Phone (optional)": "12", "Zip code": "123" });
    await userEvent.click(screen.getByRole("button", { name: "Check Availability" }));
    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByRole("textbox", { name: "Name" });
    expect(name).toHaveAccessibleDescription(LEAD_FORM_MESSAGES.invalidName);
    expect(name).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("Invalid email address.");
    expect(screen.getByRole("textbox", { name: "Phone (optional)" })).toHaveAccessibleDescription("Invalid Phone number.");
    expect(screen.getByRole("textbox", { name: "Zip code" })).toHaveAccessibleDescription("Invalid Zipcode.");
    await expectNoAxeViolations(container);
  });

  it("§5 required: empty name, email and zip are rejected", async () => {
    render(<LeadForm vin={VIN} onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Check Availability" }));
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: "Zip code" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: "Phone (optional)" })).not.toHaveAttribute("aria-invalid");
  });

  it("§5 a valid form is submitted with trimmed values and the VIN", async () => {
    const onSubmit = vi.fn();
    render(<LeadForm vin={VIN} onSubmit={onSubmit} />);
    await fill({ Name: " Jane Doe ", Email: "jane@example.com", "Phone (optional)": "(503) 555-0100", "Zip code": "97201" });
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "I am interested in" }), "What is your best price?");
    await userEvent.click(screen.getByRole("button", { name: "Check Availability" }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: "Jane Doe",
      email: "jane@example.com",
      phone: "(503) 555-0100",
      zip: "97201",
      interest: "What is your best price?",
      vin: VIN,
    });
  });

  it("§4 prefills from the lead store and shows a server error", () => {
    render(<LeadForm vin={VIN} initialValues={{ name: "Jane", zip: "97201" }} error="Please try again." onSubmit={vi.fn()} />);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Jane");
    expect(screen.getByRole("alert")).toHaveTextContent("Please try again.");
  });

  it("§5 interest required: an empty stored interest (the store's starting state) submits the first choice shown", async () => {
    const onSubmit = vi.fn();
    render(<LeadForm vin={VIN} initialValues={{ interest: "" }} onSubmit={onSubmit} />);
    await fill({ Name: "Jane Doe", Email: "jane@example.com", "Zip code": "97201" });
    await userEvent.click(screen.getByRole("button", { name: "Check Availability" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ interest: "Is this car still available?" }));
  });
});
