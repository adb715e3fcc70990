// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { UserAlerts } from "@carmarket/api-client";
import { createAppStore, initialServerState } from "@carmarket/store";
import { expectNoAxeViolations } from "../../test/axe.js";
import { PriceDropAlerts } from "./price-drop-alerts.js";

afterEach(cleanup);

function renderAlerts(initial: UserAlerts) {
  const store = createAppStore({ preloadedState: initialServerState({ leadSource: "desktop", signedIn: true }) });
  const router = createMemoryRouter([{ path: "*", element: <PriceDropAlerts initial={initial} /> }]);
  return render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const alert = {
  id: 3,
  vin: "1HGCM82633A004352",
  vin_name: "2021 Honda Accord EX",
  price: 21_000,
  url: "/vin/x",
  is_new: false,
  is_sold: true,
  created_at: "2026-11-01T00:00:00.000Z",
};

describe("price-drop alerts on /myaccount (§1)", () => {
  it("§2.1 each alert links to its car like a saved car, with its price, Sold mark and Stop button; no axe violations", async () => {
    const view = renderAlerts({ is_email_verified: true, alerts: [alert] });
    expect(screen.getByRole("link", { name: alert.vin_name }).getAttribute("href")).toBe(`/used-cars?vin=${alert.vin}`);
    expect(screen.getByText("$21,000")).toBeTruthy();
    expect(screen.getByText("Sold")).toBeTruthy();
    expect(screen.getByRole("button", { name: `Stop alert for ${alert.vin_name}` })).toBeTruthy();
    await expectNoAxeViolations(view.container);
  });

  it("asks for a verified address before listing alerts, and says when there are none", () => {
    renderAlerts({ is_email_verified: false, alerts: [] });
    expect(screen.getByText("Verify your email address to see the price-drop alerts sent to it.")).toBeTruthy();
    cleanup();
    renderAlerts({ is_email_verified: true, alerts: [] });
    expect(screen.getByText(/You have no price-drop alerts\./)).toBeTruthy();
  });
});
