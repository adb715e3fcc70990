// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createAppStore, type ListingSummary } from "@carmarket/store";
import { similarFixture } from "../../test/vehicle-fixture.js";
import { NearbySection } from "./nearby-section.js";

afterEach(cleanup);

const cars: ListingSummary[] = ["Camry", "Corolla", "RAV4", "Prius", "Tacoma"].map((model, index) => ({
  ...similarFixture(`VIN${index}`),
  _id: `VIN${index}`,
  vin_name: `2022 Toyota ${model}`,
  year: 2022,
  brand_name: "Toyota",
  model_name: model,
  price: 21_000 + index,
  is_new: false,
  url: `/used-cars/toyota/${model.toLowerCase()}`,
  save_car_count: 0,
}));

function renderSection() {
  const element = <NearbySection section={{ key: "featured_listings", title: "Featured cars", cars }} viewAllHref="/used-cars?zip=10001" priority />;
  render(
    <Provider store={createAppStore()}>
      <RouterProvider router={createMemoryRouter([{ path: "/", element }])} />
    </Provider>,
  );
}

describe("NearbySection", () => {
  it("§2.6 renders the cars as a plain row first: no Swiper until a shopper uses the arrows", () => {
    renderSection();
    expect(screen.getByRole("region", { name: "Featured cars" }).getAttribute("aria-roledescription")).toBe("carousel");
    expect(screen.getAllByRole("article")).toHaveLength(5);
    expect(document.querySelector(".swiper")).toBeNull();
  });

  it("§9 the first arrow press starts the looping Swiper carousel and gives focus back to that arrow", async () => {
    renderSection();
    fireEvent.click(screen.getByRole("button", { name: "Next cars" }));
    await waitFor(() => expect(document.querySelector(".swiper")).not.toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Next cars" })));
  });
});
