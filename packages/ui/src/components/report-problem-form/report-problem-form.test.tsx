import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { ReportProblemForm } from "./report-problem-form.js";

describe("ReportProblemForm", () => {
  it("§3 report reasons: one radio per reason; sends the chosen reason and trimmed comment", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<ReportProblemForm onSubmit={onSubmit} />);
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "No Issue",
      "Vehicle sold or UNAVAILABLE",
      "Incorrect PRICE",
      "Incorrect TRIM",
      "Incorrect TRANSMISSION",
      "Incorrect ENGINE",
      "Incorrect COLOR",
      "Incorrect MILEAGE",
      "Incorrect PHOTOS",
      "Incorrect PHONE NUMBER",
      "Other",
    ]);
    const send = screen.getByRole("button", { name: "Send Report" });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: "Incorrect PRICE" }));
    await user.type(screen.getByRole("textbox", { name: "Comment (optional)" }), "  Listed at $1 ");
    await user.click(send);
    expect(onSubmit).toHaveBeenCalledWith({ reason: "Incorrect PRICE", comment: "Listed at $1" });
    await expectNoAxeViolations(container);
  });

  it("leaves out an empty comment and shows the server message", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ReportProblemForm onSubmit={onSubmit} message="Thanks for your feedback." />);
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.click(screen.getByRole("button", { name: "Send Report" }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: "Other" });
    expect(screen.getByRole("status")).toHaveTextContent("Thanks for your feedback.");
  });
});
