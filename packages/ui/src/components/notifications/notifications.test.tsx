import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { Notifications } from "./notifications.js";

afterEach(() => vi.useRealTimers());

describe("Notifications", () => {
  it("§9 a notice is dismissed after 3 s, not before", () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Notifications notifications={[{ id: "a", message: "Vin saved successfully!", tone: "success" }]} onDismiss={onDismiss} />);
    expect(screen.getByRole("status")).toHaveTextContent("Vin saved successfully!");
    act(() => vi.advanceTimersByTime(2999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith("a");
  });

  it("§8 a notice can be closed at once", async () => {
    const onDismiss = vi.fn();
    const { container } = render(<Notifications notifications={[{ id: "b", message: "Vin removed from saved list." }]} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(onDismiss).toHaveBeenCalledWith("b");
    await expectNoAxeViolations(container);
  });
});
