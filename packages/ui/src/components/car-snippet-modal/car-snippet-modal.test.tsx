import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { CarSnippetModal } from "./car-snippet-modal.js";

const tabs = [
  { value: "overview", label: "Overview", content: <p>A compact sedan.</p> },
  { value: "specs", label: "Specs", content: <p>2.0L I4</p> },
];

describe("CarSnippetModal", () => {
  it("§2.3 a dialog named by the car with tabs", async () => {
    const onOpenChange = vi.fn();
    render(<CarSnippetModal open onOpenChange={onOpenChange} title="2024 Honda Civic" tabs={tabs} />);
    const dialog = screen.getByRole("dialog", { name: "2024 Honda Civic" });
    expect(screen.getByRole("tablist", { name: "2024 Honda Civic details" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Specs" }));
    expect(screen.getByRole("tabpanel", { name: "Specs" })).toHaveTextContent("2.0L I4");
    await expectNoAxeViolations(dialog);
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
