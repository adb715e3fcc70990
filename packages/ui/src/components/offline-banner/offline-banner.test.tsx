import { act, render, renderHook, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { OfflineBanner, useOnlineStatus } from "./offline-banner.js";

describe("OfflineBanner", () => {
  it("§2.3 announces the offline state in a status region", async () => {
    const { container, rerender } = render(<OfflineBanner offline={false} />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    rerender(<OfflineBanner offline />);
    expect(screen.getByRole("status")).toHaveTextContent("You are offline.");
    await expectNoAxeViolations(container);
  });

  it("useOnlineStatus follows the browser's online/offline events", () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    expect(result.current).toBe(false);
    onLine.mockRestore();
  });
});
