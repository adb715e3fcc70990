import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { AppPromotion } from "./app-promotion.js";

describe("AppPromotion", () => {
  it("§1 exact headline and text, with both store links in a new tab", async () => {
    const { container } = render(<AppPromotion googlePlayHref="https://play.example/app" appStoreHref="https://apps.example/app" />);
    expect(screen.getByRole("heading", { name: "Find your next car on the go with the app!!" })).toBeInTheDocument();
    expect(screen.getByText("Download the App from Google Play & App Store")).toBeInTheDocument();
    const play = screen.getByRole("link", { name: "Get it on Google Play (opens in a new tab)" });
    const store = screen.getByRole("link", { name: "Download on the App Store (opens in a new tab)" });
    expect(play).toHaveAttribute("href", "https://play.example/app");
    expect(store).toHaveAttribute("href", "https://apps.example/app");
    expect(play).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(container);
  });
});
