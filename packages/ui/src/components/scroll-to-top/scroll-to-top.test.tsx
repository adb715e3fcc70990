import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { ScrollToTop } from "./scroll-to-top.js";

afterEach(() => vi.restoreAllMocks());

describe("ScrollToTop", () => {
  it("§2.3 appears after scrolling past the threshold and scrolls to the top", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const { container } = render(<ScrollToTop threshold={600} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 601, configurable: true });
      fireEvent.scroll(window);
    });
    await userEvent.click(screen.getByRole("button", { name: "Scroll to top" }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    await expectNoAxeViolations(container);
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });
});
