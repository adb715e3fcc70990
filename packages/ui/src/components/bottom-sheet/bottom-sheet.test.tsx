import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { Button } from "../button/button.js";
import { BottomSheet } from "./bottom-sheet.js";

describe("BottomSheet", () => {
  it("§2.3 opens as a labelled dialog and closes with its close button", async () => {
    render(
      <BottomSheet title="Sort by" trigger={<Button>Sort</Button>}>
        <p>Lowest price first</p>
      </BottomSheet>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Sort" }));
    const sheet = screen.getByRole("dialog", { name: "Sort by" });
    expect(sheet).toHaveTextContent("Lowest price first");
    await expectNoAxeViolations(sheet);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sort" })).toHaveFocus();
  });
});
