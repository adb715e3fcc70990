// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createAppStore, zipListsOf, zipLoaded, type ListingSummary } from "@carmarket/store";
import { expectNoAxeViolations } from "../../test/axe.js";
import { similarFixture } from "../../test/vehicle-fixture.js";
import { zipAnswerFixture } from "../../test/zip-answer-fixture.js";
import { HomePage } from "./home-page.js";
import type { HomeData } from "./load-home.js";
import { nearbyCars } from "./nearby-cars.js";
import styles from "./home.module.css";

afterEach(cleanup);

const car = (vin: string, model: string): ListingSummary => ({
  ...similarFixture(vin),
  _id: vin,
  vin_name: `2022 Toyota ${model}`,
  year: 2022,
  brand_name: "Toyota",
  model_name: model,
  price: 21_000,
  is_new: false,
  url: "/used-cars/toyota/" + model.toLowerCase(),
  save_car_count: 0,
});

const NOW = new Date("2026-03-05T12:00:00Z");

const newYork: HomeData = {
  canonical: "http://localhost/",
  isDefaultZip: true,
  leadTargets: [],
  nearby: nearbyCars(
    zipListsOf(
      zipAnswerFixture({
        featured_listings: [{ ...car("VINNY1", "Camry"), date_of_release_in_market: "2026-02-23T09:00:00Z" }],
        cheap_listings: [{ ...car("VINNY2", "Corolla"), date_of_release_in_market: "" }],
        forsale_listings_filter: [{ name: "Sedan", slug: "sedan", count: 12, url: "/used-cars?body_type=sedan&zip=10001" }],
      }).data,
    ),
    { zipcode: "10001", cityName: "New York, NY", message: "" },
    NOW,
  ),
};

async function renderHome(data: HomeData = newYork) {
  const store = createAppStore();
  const router = createMemoryRouter([{ path: "/", loader: () => data, element: <HomePage />, hydrateFallbackElement: <p>…</p> }]);
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await screen.findByRole("heading", { level: 1 });
  return { store, view };
}

describe("HomePage (§1, §2.6, §7)", () => {
  it("§7 sections from the zip lookup groups, named for the city, cards linking to the vehicle page (§2.1)", async () => {
    const { view } = await renderHome();
    const featured = screen.getByRole("region", { name: "Featured cars near New York, NY" });
    expect(within(featured).getByRole("link", { name: "2022 Toyota Camry" }).getAttribute("href")).toBe("/used-cars/toyota/camry?vin=VINNY1");
    expect(screen.getByRole("region", { name: "Cheap cars near New York, NY" })).toBeTruthy();
    // Empty groups get no section.
    expect(screen.queryByRole("region", { name: /Price dropped/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Sedan (12)" }).getAttribute("href")).toBe("/used-cars?body_type=sedan&zip=10001");
    await expectNoAxeViolations(view.container);
  });

  it("carousel cards show their days on market, as the search cards do (issue #15)", async () => {
    await renderHome();
    const featured = screen.getByRole("region", { name: "Featured cars near New York, NY" });
    expect(within(featured).getByRole("article", { name: "2022 Toyota Camry" }).textContent).toContain("10 days on market");
    // A listing that does not say when it came on the market shows no count rather than a wrong one.
    expect(within(screen.getByRole("region", { name: "Cheap cars near New York, NY" })).getByRole("article").textContent).not.toContain("on market");
  });

  it("without a zip cookie the default ZIP's city is shown and the page says so", async () => {
    await renderHome();
    expect(screen.getByText(/Set your ZIP code to see cars near you/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Set your ZIP" })).toBeTruthy();
  });

  it("§1 the app promotion block with its exact texts", async () => {
    await renderHome();
    expect(screen.getByRole("heading", { name: "Find your next car on the go with the app!!" })).toBeTruthy();
    expect(screen.getByText("Download the App from Google Play & App Store")).toBeTruthy();
  });

  it("§2.5 links into used, new and certified search and the body types", async () => {
    await renderHome();
    const shop = screen.getByRole("navigation", { name: "Shop cars" });
    expect(within(shop).getByRole("link", { name: "Certified Cars" }).getAttribute("href")).toBe("/certified-cars");
    const bodies = screen.getByRole("navigation", { name: "Browse by body type" });
    expect(within(bodies).getByRole("link", { name: "Pickup Truck" }).getAttribute("href")).toBe("/pickup-truck");
  });

  it("§4 zip store: a new ZIP's lookup replaces every section without a reload", async () => {
    const { store } = await renderHome();
    act(() => {
      store.dispatch(
        zipLoaded({
          zipcode: "60601",
          url: "",
          answer: zipAnswerFixture({ featured_listings: [car("VINCHI", "RAV4")] }, { city_name: "Chicago, IL", cookie_zip: "60601" }),
        }),
      );
    });
    expect(screen.getByRole("region", { name: "Featured cars near Chicago, IL" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: /New York/ })).toBeNull();
    expect(screen.getByText("Chicago, IL")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Change ZIP" })).toBeTruthy();
  });

  it("a lookup made for another page's listing URL does not replace the home page's cars", async () => {
    const { store } = await renderHome();
    act(() => {
      store.dispatch(zipLoaded({ zipcode: "60601", url: "/used-cars/toyota", answer: zipAnswerFixture({}, { city_name: "Chicago, IL" }) }));
    });
    expect(screen.getByRole("region", { name: "Featured cars near New York, NY" })).toBeTruthy();
  });

  it("§2.6 'Set your ZIP' opens the location popup (zip modal)", async () => {
    const { store } = await renderHome();
    act(() => screen.getByRole("button", { name: "Set your ZIP" }).click());
    expect(store.getState().zip.showModal).toBe(true);
  });

  it("a failed lookup still renders the page and says the cars are unavailable", async () => {
    await renderHome({ ...newYork, nearby: null });
    expect(screen.getByText("Nearby cars are not available right now. Please try again in a moment.")).toBeTruthy();
  });

  it("ADR 262: what is below a phone's first screen is laid out only when it comes near (content-visibility)", async () => {
    await renderHome();
    const classesOf = (element: Element | null | undefined) => [...(element?.classList ?? [])];
    expect(classesOf(screen.getByRole("region", { name: /^Featured cars/ }).parentElement)).not.toContain(styles.laterSection);
    expect(classesOf(screen.getByRole("region", { name: /^Cheap cars/ }).parentElement)).toContain(styles.laterSection);
    expect(classesOf(screen.getByRole("region", { name: /app/i }))).toContain(styles.promotion);
    const css = readFileSync(join(import.meta.dirname, "home.module.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    const rules = (name: string) =>
      [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)]
        .filter(([, selectors]) => selectors?.split(",").some((selector) => selector.trim() === `.${name}`))
        .map(([, , body]) => body)
        .join("");
    for (const below of ["laterSection", "links", "promotion"]) {
      expect(rules(below)).toContain("content-visibility: auto;");
      expect(rules(below)).toMatch(/contain-intrinsic-size: auto \d+px;/);
    }
  });
});
