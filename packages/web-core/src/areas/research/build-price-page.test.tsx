// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { CarData, ListingCard } from "@carmarket/api-client";
import { createAppStore } from "@carmarket/store";
import { expectNoAxeViolations } from "../../test/axe.js";
import { BuildPricePage } from "./build-price-page.js";
import type { ResearchPageData } from "./resolve-research.js";

afterEach(cleanup);

const PATH = "/toyota/camry/2024/build";
const trims = [
  { name: "LE", family: "LE", msrp: 27000, features: ["Cruise"] },
  { name: "XLE", family: "XLE", msrp: 30000, features: ["Cruise", "Heated seats", "Sunroof"] },
];
const car = { id: 7, title: "2024 Toyota Camry", brand_name: "Toyota", brand_slug: "toyota", model_name: "Camry", model_slug: "camry", year: 2024, content: { trims } } as unknown as CarData;
const forSale = { _id: "4T1B11HK5RU000001", vin_name: "2024 Toyota Camry LE", trim_name: "LE", price: 26500, url: "/new-cars/toyota/camry", is_new: true } as ListingCard;
const page: Extract<ResearchPageData, { type: "BUILD_PRICE" }> = { type: "BUILD_PRICE", car, listings: [{ ...forSale, days_on_market: 3 }], listingCount: 1 };

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: "*", element: <BuildPricePage page={page} path={PATH} /> }], { initialEntries: [url] });
  const view = render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, view };
}

const msrp = () => screen.getByTestId("build-msrp").textContent;

describe("build & price (issue #15: the build in the URL)", () => {
  it("shows the build its URL asks for", async () => {
    const { view } = renderAt(`${PATH}?trim=LE&option=Sunroof`);
    expect(screen.getByRole("radio", { name: /^LE/ })).toHaveProperty("checked", true);
    expect(screen.getByRole("checkbox", { name: /^Sunroof/ })).toHaveProperty("checked", true);
    expect(screen.getByRole("checkbox", { name: /^Heated seats/ })).toHaveProperty("checked", false);
    expect(msrp()).toBe("$28,500");
    expect(screen.getByRole("heading", { name: "Your LE build" })).toBeTruthy();
    await expectNoAxeViolations(view.container);
  });

  it("each choice replaces the URL's build; a new trim starts without options", () => {
    const { router } = renderAt(PATH);
    expect(msrp()).toBe("$27,000");
    fireEvent.click(screen.getByRole("checkbox", { name: /^Heated seats/ }));
    expect(router.state.location.search).toBe("?trim=LE&option=Heated+seats");
    fireEvent.click(screen.getByRole("checkbox", { name: /^Sunroof/ }));
    expect(router.state.location.search).toBe("?trim=LE&option=Heated+seats&option=Sunroof");
    expect(msrp()).toBe("$30,000");
    fireEvent.click(screen.getByRole("checkbox", { name: /^Heated seats/ }));
    expect(router.state.location.search).toBe("?trim=LE&option=Sunroof");
    fireEvent.click(screen.getByRole("radio", { name: /^XLE/ }));
    expect(router.state.location.search).toBe("?trim=XLE");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(msrp()).toBe("$30,000");
  });

  it("lists the matching cars for sale as listing cards with their days on market", () => {
    renderAt(PATH);
    const card = within(screen.getByRole("list", { name: "2024 Toyota Camry for sale" })).getByRole("article", { name: "2024 Toyota Camry LE" });
    expect(card.textContent).toContain("3 days on market");
  });
});
