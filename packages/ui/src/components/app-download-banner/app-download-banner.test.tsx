import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { AppDownloadBanner } from "./app-download-banner.js";

describe("AppDownloadBanner", () => {
  it("§2.3 links to the store and can be dismissed", async () => {
    const onDismiss = vi.fn();
    const { container } = render(<AppDownloadBanner href="https://play.example/app" onDismiss={onDismiss} />);
    expect(screen.getByRole("complementary", { name: "Get the app" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get the app" })).toHaveAttribute("href", "https://play.example/app");
    await userEvent.click(screen.getByRole("button", { name: "Dismiss app banner" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
