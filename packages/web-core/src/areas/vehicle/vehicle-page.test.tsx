// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createAppStore, leadSlice, type RootState } from "@carmarket/store";
import { daysOnMarketFact } from "../../listing/days-on-market-fact.js";
import { expectNoAxeViolations } from "../../test/axe.js";
import { fromVinFixture, NOW, similarFixture, vehicleFixture } from "../../test/vehicle-fixture.js";
import type { VehicleData } from "./load-vehicle.js";
import { VehiclePage } from "./vehicle-page.js";
import { vehicleView } from "./vehicle-view.js";

afterEach(cleanup);

const VIN = "1HGCM82633A004352";

/** The page as the loader answers it; the page reads its tab from the URL's `?tab=` itself. */
function RoutedPage({ overrides }: { overrides: Parameters<typeof vehicleFixture>[0] }) {
  const listing = vehicleFixture(overrides);
  const data: VehicleData = {
    listing,
    similar: [similarFixture("2T1BURHE0JC000001"), similarFixture("2T1BURHE0JC000002")].map((car) => ({ ...car, ...daysOnMarketFact(car, NOW) })),
    view: vehicleView(listing, NOW),
    leadTarget: { vin: listing._id, carName: listing.vin_name, dealerName: "Austin Toyota" },
    canonicalUrl: `https://cars.example.com${listing.url}`,
    reviewUrl: "/toyota/camry/2021",
  };
  return <VehiclePage data={data} />;
}

function renderPage(url = `/used-cars/toyota/camry?vin=${VIN}`, overrides = {}, state: Partial<RootState> = {}) {
  const store = createAppStore({ preloadedState: state });
  const router = createMemoryRouter([{ path: "*", element: <RoutedPage overrides={overrides} /> }], { initialEntries: [url] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { view, router, store };
}

describe("VehiclePage (§2.1 SINGLE_VIN, §2.7)", () => {
  it("§9 price with 'Est. $X/mo', the deal explained, and the lead going to this dealer only; no axe violations", async () => {
    const { view } = renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "2021 Toyota Camry SE" })).toBeTruthy();
    expect(screen.getByText("Est. $339/mo")).toBeTruthy();
    expect(screen.getByText("$1,250 Below Market")).toBeTruthy();
    expect(screen.getByText(/estimated from 14 comparable cars/)).toBeTruthy();
    expect(screen.getByText("Check Availability sends your request to Austin Toyota only.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Check Availability of 2021 Toyota Camry SE" })).toBeTruthy();
    expect(screen.getByText(/Last confirmed in the dealer's feed/)).toBeTruthy();
    await expectNoAxeViolations(view.container);
  });

  it("days on market show at the top of the page, not only on the Price History tab (issue #15)", () => {
    renderPage();
    const heading = screen.getByRole("heading", { level: 1 });
    const top = heading.closest("section, header, div")?.parentElement ?? document.body;
    expect(top.textContent).toMatch(/\d+ days? on market/);
    expect(screen.queryByRole("region", { name: "Price History" })).toBeNull();
  });

  it("§2.1 six tabs, each a link to ?tab=, the current one selected", () => {
    renderPage();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Overview", "Dealer", "History", "Price History", "Specs", "Similar Cars"]);
    expect(tabs[1]?.getAttribute("href")).toBe(`/used-cars/toyota/camry?vin=${VIN}&tab=dealer`);
    expect(tabs[0]?.getAttribute("aria-selected")).toBe("true");
    expect(within(screen.getByRole("tabpanel")).getByRole("heading", { name: "Vehicle Overview" })).toBeTruthy();
  });

  it("§4 keys: ArrowRight opens the Dealer tab with today's hours; End the last tab", async () => {
    const { router } = renderPage();
    const overview = screen.getByRole("tab", { name: "Overview" });
    overview.focus();
    await act(async () => {
      fireEvent.keyDown(overview, { key: "ArrowRight" });
    });
    expect(router.state.location.search).toBe(`?vin=${VIN}&tab=dealer`);
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Dealer" }));
    expect(within(screen.getByRole("tabpanel")).getByText("OPEN TODAY")).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(screen.getByRole("tab", { name: "Dealer" }), { key: "End" });
    });
    expect(router.state.location.search).toBe(`?vin=${VIN}&tab=similar`);
  });

  it("§4 §5 price-history tab: days on market, 'Prices dropped', the price drop alert", async () => {
    const { view } = renderPage(`/used-cars/toyota/camry?vin=${VIN}&tab=price-history`);
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByText("40 days on market")).toBeTruthy();
    expect(within(panel).getByText(/Prices dropped/)).toBeTruthy();
    expect(within(panel).getByRole("heading", { name: "Notify me of price drops" })).toBeTruthy();
    await expectNoAxeViolations(view.container);
  });

  it("§4 a contacted VIN shows 'Contacted' instead of Check Availability", () => {
    renderPage(undefined, {}, { lead: { ...leadSlice.getInitialState(), selectedVins: [VIN] } });
    expect(screen.getByText("Contacted")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Check Availability of 2021 Toyota Camry SE" })).toBeNull();
  });

  it("#27.2 a listing links to its model year's review, and its similar cars to a side-by-side comparison", () => {
    renderPage(undefined, { is_sold: true });
    expect(screen.getByRole("link", { name: "Read the 2021 Toyota Camry review" }).getAttribute("href")).toBe("/toyota/camry/2021");
    expect(screen.getByRole("link", { name: "Compare this car with similar ones" }).getAttribute("href")).toBe(
      `/car-compare/${VIN}-vs-2T1BURHE0JC000001-vs-2T1BURHE0JC000002`,
    );
  });

  it("a sold car says so and offers similar cars instead of the lead button", async () => {
    const { view } = renderPage(undefined, { is_sold: true });
    expect(screen.getByText(/This car has been sold\./).getAttribute("role")).toBe("status");
    expect(screen.queryByRole("button", { name: "Check Availability of 2021 Toyota Camry SE" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Similar cars for sale" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Similar Cars" })).toBeNull();
    // Similar cars show their days on market, as the search cards do (issue #15).
    expect(screen.getByRole("article", { name: "2020 Toyota Camry LE 0001" }).textContent).toContain("40 days on market");
    await expectNoAxeViolations(view.container);
  });

  it("#26.12 #26.13 the deal badge and its dollar gap sit beside the price, with '↓ $X' when the price fell", async () => {
    const { view } = renderPage(undefined, { previous_price: 26_000 });
    const summary = screen.getByRole("heading", { level: 1 }).closest("section") as HTMLElement;
    expect(within(summary).getByText("Good Deal")).toBeTruthy();
    expect(within(summary).getByText("$1,250 Below Market")).toBeTruthy();
    expect(within(summary).getByText("RMV: $26,250")).toBeTruthy();
    expect(within(summary).getByText("Price dropped $1,000")).toBeTruthy();
    expect(summary.textContent).toContain("$25,000↓ $1,000");
    await expectNoAxeViolations(view.container);
  });

  it("#26.14 the overview tab draws the fair-price range bar with the comparables' prices", () => {
    renderPage();
    const figure = within(screen.getByRole("tabpanel")).getByRole("figure", { name: "Fair price range" });
    expect(figure.textContent).toContain("Fair price$25,463 – $27,038");
    expect(figure.textContent).toContain("Comparable cars$22,900 – $31,400");
  });

  it("#26.15 §9 the payment calculator starts from the card's 'Est. $339/mo' (3.8%, 84 months, $0 down)", () => {
    renderPage();
    const calculator = screen.getByRole("form", { name: "Payment calculator" });
    expect(within(calculator).getByRole("status").textContent).toBe("$339/mo for 84 months");
    expect(screen.getByText("Est. $339/mo")).toBeTruthy();
  });

  it("a sold car shows no deal, drop tag or calculator", () => {
    renderPage(undefined, { is_sold: true, previous_price: 26_000 });
    expect(screen.queryByText("Price dropped $1,000")).toBeNull();
    expect(screen.queryByRole("form", { name: "Payment calculator" })).toBeNull();
  });

  it("#23.6 the overview shows 'From the VIN' with its source and, where the listing contradicts the VIN, both values; no axe violations", async () => {
    const conflicts = [{ field: "engine" as const, listed: "3.5L V6", decoded: "2.5L I4" }];
    const { view } = renderPage(undefined, { engine: "3.5L V6", from_vin: fromVinFixture(conflicts) });
    const report = within(screen.getByRole("tabpanel")).getByRole("region", { name: "From the VIN" });
    expect(within(report).getByText(/by NHTSA vPIC/)).toBeTruthy();
    expect(within(report).getByText("The dealer's listing does not match the VIN: engine.")).toBeTruthy();
    expect(within(report).getByText("VIN: 2.5L I4 (A25A-FKS)")).toBeTruthy();
    expect(within(report).getByText("Dealer's listing: 3.5L V6")).toBeTruthy();
    await expectNoAxeViolations(view.container);
  });

  it("#23.6 a car vPIC does not decode has no 'From the VIN'", () => {
    renderPage();
    expect(screen.queryByRole("region", { name: "From the VIN" })).toBeNull();
  });
});
