import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { ReportProblemForm } from "./report-problem-form.js";

const REASONS = ["No Issue", "Incorrect PRICE", "Other"];

describe("ReportProblemForm", () => {
  it("§3 report reasons: one radio per reason; sends the chosen reason and trimmed comment", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<ReportProblemForm reasons={REASONS} onSubmit={onSubmit} />);
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual(REASONS);
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
    render(<ReportProblemForm reasons={REASONS} onSubmit={onSubmit} message="Thanks for your feedback." />);
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.click(screen.getByRole("button", { name: "Send Report" }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: "Other" });
    expect(screen.getByRole("status")).toHaveTextContent("Thanks for your feedback.");
  });
});
