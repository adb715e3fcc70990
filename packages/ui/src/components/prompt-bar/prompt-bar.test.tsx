import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { PromptBar } from "./prompt-bar.js";

describe("PromptBar", () => {
  it("#28.1 is a named region with its offer and a dismiss button, never a dialog that takes the focus", async () => {
    const onClick = vi.fn();
    const onDismiss = vi.fn();
    const { container } = render(
      <PromptBar label="Install CarMarket" action={{ label: "Install", onClick }} dismissLabel="Not now" onDismiss={onDismiss}>
        Keep CarMarket on your home screen.
      </PromptBar>,
    );
    const region = screen.getByRole("complementary", { name: "Install CarMarket" });
    expect(region).toHaveTextContent("Keep CarMarket on your home screen.");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole("button", { name: "Install" }));
    await userEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onDismiss).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });
});
