import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { LocationPopup, type LocationPopupProps } from "./location-popup.js";

function renderPopup(props: Partial<LocationPopupProps> = {}) {
  const handlers = { onOpenChange: vi.fn(), onZipSubmit: vi.fn(), onLocate: vi.fn() };
  render(<LocationPopup open locateStatus="idle" helpHref="/help/location" {...handlers} {...props} />);
  return handlers;
}

const DENIAL = "Allow this site to access your location (Show me how? (opens in a new tab)). OR, enter ZIP manually.";

describe("LocationPopup", () => {
  it("§2.4 'Help Us Locate You!' with the zip form and Locate Me", async () => {
    const { onLocate } = renderPopup();
    const dialog = screen.getByRole("dialog", { name: "Help Us Locate You!" });
    expect(screen.getByRole("button", { name: "Submit" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Locate Me" }));
    expect(onLocate).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(dialog);
  });

  it("§4 the zip button reads Update when a zip exists", () => {
    renderPopup({ zipcode: "97201" });
    expect(screen.getByRole("button", { name: "Update" })).toBeEnabled();
  });

  it("§4 Locate Me shows a loader while locating", () => {
    renderPopup({ locateStatus: "locating" });
    expect(screen.getByRole("button", { name: "Locate Me" })).toHaveAttribute("aria-busy", "true");
  });

  it("§8 denied: the denial text with its help link in a new tab; the button is disabled", async () => {
    renderPopup({ locateStatus: "denied" });
    expect(screen.getByRole("alert")).toHaveTextContent(DENIAL);
    const help = screen.getByRole("link", { name: "Show me how? (opens in a new tab)" });
    expect(help).toHaveAttribute("target", "_blank");
    expect(help).toHaveAttribute("href", "/help/location");
    expect(screen.getByRole("button", { name: "Locate Me" })).toBeDisabled();
    await expectNoAxeViolations(screen.getByRole("dialog"));
  });

  it("§8 another locate failure shows its message and leaves the button enabled", () => {
    renderPopup({ locateError: "We could not find your location. Please enter ZIP manually." });
    expect(screen.getByRole("alert")).toHaveTextContent("We could not find your location.");
    expect(screen.getByRole("button", { name: "Locate Me" })).toBeEnabled();
  });

  it("§4 Locate Me is disabled without browser geolocation", () => {
    renderPopup({ locateStatus: "unsupported" });
    expect(screen.getByRole("button", { name: "Locate Me" })).toBeDisabled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
