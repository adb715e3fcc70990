// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAppStore } from "@carmarket/store";
import { expectNoAxeViolations } from "../../test/axe.js";
import { SavedCars, SavedSearches } from "./saved-lists.js";
import { accountLists } from "./use-saved-lists.js";

afterEach(cleanup);

const lists = accountLists({
  vins: [
    {
      vin_id: "1HGCM82633A004352",
      url: "/new-cars/honda",
      data: JSON.stringify({ vin_name: "2024 Honda Civic", price: 26450, image: "/media/civic.svg" }),
      is_new: true,
      is_sold: false,
    },
    {
      vin_id: "2T1BURHE0JC034461",
      url: "/used-cars/toyota",
      data: JSON.stringify({ vin_name: "2018 Toyota Corolla", price: 0 }),
      is_new: false,
      is_sold: true,
    },
  ],
  searches: [{ id: 7, search_url: "/used-cars/honda?zip=10001" }],
});

function renderLists() {
  const store = createAppStore();
  const dispatched = vi.spyOn(store, "dispatch");
  const element = (
    <main>
      <SavedCars vins={lists.vins} />
      <SavedSearches searches={lists.searches} />
    </main>
  );
  const router = createMemoryRouter([{ path: "*", element }]);
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { view, dispatched };
}

describe("saved cars and searches (§2.1, §3, §4)", () => {
  it("§2.1 saved-car links are /new-cars?vin= for new cars and /used-cars?vin= otherwise; sold cars are marked", async () => {
    const { view } = renderLists();
    expect(screen.getByRole("link", { name: "2024 Honda Civic" }).getAttribute("href")).toBe("/new-cars?vin=1HGCM82633A004352");
    const sold = screen.getByRole("link", { name: "2018 Toyota Corolla" });
    expect(sold.getAttribute("href")).toBe("/used-cars?vin=2T1BURHE0JC034461");
    expect(within(sold.closest("article") as HTMLElement).getByText("Sold")).toBeTruthy();
    expect(within(screen.getByRole("link", { name: "2024 Honda Civic" }).closest("article") as HTMLElement).queryByText("Sold")).toBeNull();
    await expectNoAxeViolations(view.container);
  });

  it("#27.2 the saved-cars page links to the model comparison", () => {
    renderLists();
    expect(screen.getByRole("link", { name: "Compare models side by side" }).getAttribute("href")).toBe("/car-compare");
  });

  it("§3 each saved car is the kit's listing card, filling its cell, with its picture, name, price and sold state (§9 'No Dealer Price' when it has none)", async () => {
    const { view } = renderLists();
    const civic = screen.getByRole("article", { name: "2024 Honda Civic" });
    expect(within(civic).getByText("$26,450")).toBeTruthy();
    expect(civic.querySelector("img")?.getAttribute("width")).toBe("220");
    expect(within(civic).getByRole("button", { name: /^Check Availability/ })).toBeTruthy();
    const corolla = screen.getByRole("article", { name: "2018 Toyota Corolla" });
    expect(within(corolla).getByText("No Dealer Price")).toBeTruthy();
    expect(within(corolla).getByText("Sold")).toBeTruthy();
    expect(within(corolla).getByText("No image")).toBeTruthy();
    await expectNoAxeViolations(view.container);
  });

  it("§4 the card's heart removes a saved car through the saving flow", () => {
    const { dispatched } = renderLists();
    fireEvent.click(screen.getByRole("button", { name: /^Save 2024 Honda Civic/ }));
    expect(dispatched).toHaveBeenCalledWith({ type: "saved/savedVinToggled", payload: expect.objectContaining({ _id: "1HGCM82633A004352" }) });
  });

  it("§4 a saved search opens, is removed, or all are cleared", () => {
    const { dispatched } = renderLists();
    const name = "Used Cars › Honda (zip 10001)";
    expect(screen.getByRole("link", { name }).getAttribute("href")).toBe("/used-cars/honda?zip=10001");
    fireEvent.click(screen.getByRole("button", { name: `Remove ${name}` }));
    expect(dispatched).toHaveBeenCalledWith({ type: "saved/searchRemoveRequested", payload: { id: 7, search_url: "/used-cars/honda?zip=10001" } });
    fireEvent.click(screen.getByRole("button", { name: "Clear all searches" }));
    expect(dispatched).toHaveBeenCalledWith({ type: "saved/searchesClearRequested", payload: undefined });
  });
});
