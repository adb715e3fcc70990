// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { BuildChoices, CarData, ListingCard } from "@carmarket/api-client";
import { createAppStore } from "@carmarket/store";
import { expectNoAxeViolations } from "../../test/axe.js";
import { BuildPricePage } from "./build-price-page.js";
import type { ResearchPageData } from "./resolve-research.js";

afterEach(cleanup);

const PATH = "/toyota/rav4/2024/build";
const trims = [
  { name: "LE", family: "LE", msrp: 29_250, features: ["2.5L I4, 203 hp", "2.5L I4 Hybrid, 219 hp", "Bluetooth"] },
  { name: "XLE", family: "XLE", msrp: 31_900, features: ["2.5L I4, 203 hp", "Heated Seats"] },
];
const sources = { published: "Toyota", estimated: [], method: "" };
const car = {
  id: 7,
  title: "2024 Toyota RAV4",
  brand_name: "Toyota",
  brand_slug: "toyota",
  model_name: "RAV4",
  model_slug: "rav4",
  year: 2024,
  content: { trims, sources },
} as unknown as CarData;
const build: BuildChoices = {
  method: "Option prices are CarMarket estimates in 2024 dollars.",
  trims: [
    {
      trim: "LE",
      engines: [
        { id: "2.5", name: "2.5L I4, 203 hp", price: 0, drives: ["FWD", "AWD"] },
        { id: "2.5h", name: "2.5L I4 Hybrid, 219 hp", price: 1_895, drives: ["AWD"] },
      ],
      drives: [
        { name: "FWD", price: 0 },
        { name: "AWD", price: 1_495 },
      ],
      cabs: [],
      packages: [
        { name: "Heated Seats", price: 395, equipment: ["Heated Seats"] },
        { name: "Moonroof", price: 995, equipment: ["Sunroof/Moonroof"] },
      ],
    },
    { trim: "XLE", engines: [{ id: "2.5", name: "2.5L I4, 203 hp", price: 0, drives: ["FWD"] }], drives: [{ name: "FWD", price: 0 }], cabs: [], packages: [] },
  ],
};
const forSale = {
  _id: "2T3P1RFV5RW000001",
  vin_name: "2024 Toyota RAV4 LE",
  trim_name: "LE",
  price: 28_500,
  url: "/new-cars/toyota/rav4",
  is_new: true,
} as ListingCard;
const page: Extract<ResearchPageData, { type: "BUILD_PRICE" }> = {
  type: "BUILD_PRICE",
  car,
  build,
  listings: [{ ...forSale, days_on_market: 3 }],
  listingCount: 1,
};

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
    const { view } = renderAt(`${PATH}?trim=LE&package=Moonroof`);
    expect(screen.getByRole("radio", { name: /^LE/ })).toHaveProperty("checked", true);
    expect(screen.getByRole("checkbox", { name: /^Moonroof/ })).toHaveProperty("checked", true);
    expect(screen.getByRole("checkbox", { name: /^Heated Seats/ })).toHaveProperty("checked", false);
    expect(msrp()).toBe("$30,245");
    expect(screen.getByRole("heading", { name: "Your LE build" })).toBeTruthy();
    await expectNoAxeViolations(view.container);
  });

  it("each choice replaces the URL's build; a new trim starts as it comes", () => {
    const { router } = renderAt(PATH);
    expect(msrp()).toBe("$29,250");
    fireEvent.click(screen.getByRole("checkbox", { name: /^Heated Seats/ }));
    expect(router.state.location.search).toBe("?trim=LE&package=Heated+Seats");
    fireEvent.click(screen.getByRole("radio", { name: /^AWD/ }));
    expect(router.state.location.search).toBe("?trim=LE&drive=AWD&package=Heated+Seats");
    expect(msrp()).toBe("$31,140");
    fireEvent.click(screen.getByRole("checkbox", { name: /^Heated Seats/ }));
    expect(router.state.location.search).toBe("?trim=LE&drive=AWD");
    fireEvent.click(screen.getByRole("radio", { name: /^XLE/ }));
    expect(router.state.location.search).toBe("?trim=XLE");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(msrp()).toBe("$31,900");
  });
  it("lists the matching cars for sale as listing cards with their days on market", () => {
    renderAt(PATH);
    const card = within(screen.getByRole("list", { name: "2024 Toyota RAV4 for sale" })).getByRole("article", { name: "2024 Toyota RAV4 LE" });
    expect(card.textContent).toContain("3 days on market");
  });
});

describe("#27.8 build & price offers the catalogue's choices at prices of their own", () => {
  it("engines, drives and packages come from the API's build, each price marked an estimate, the method stated", () => {
    renderAt(PATH);
    const engines = within(screen.getByRole("group", { name: "Engine" })).getAllByRole("radio");
    expect(engines.map((radio) => radio.closest("label")?.textContent)).toEqual(["2.5L I4, 203 hpStandard", "2.5L I4 Hybrid, 219 hp+$1,895 (estimate)"]);
    expect(
      within(screen.getByRole("group", { name: "Drive" }))
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["FWD", "AWD"]);
    // Heated seats cost their own price, not the $2,650 step up to the XLE that has them.
    expect(screen.getByRole("checkbox", { name: /^Heated Seats/ }).closest("label")?.textContent).toBe("Heated Seats+$395 (estimate)");
    expect(screen.queryByRole("checkbox", { name: /2\.5L/ })).toBeNull();
    expect(screen.getByText(build.method)).toBeTruthy();
  });

  it("an engine that comes with one drive brings it: the hybrid is AWD only", () => {
    const { router } = renderAt(PATH);
    fireEvent.click(screen.getByRole("radio", { name: /^2\.5L I4 Hybrid/ }));
    expect(router.state.location.search).toBe("?trim=LE&engine=2.5h");
    const drives = within(screen.getByRole("group", { name: "Drive" })).getAllByRole("radio");
    expect(drives.map((radio) => [radio.getAttribute("value"), (radio as HTMLInputElement).checked])).toEqual([["AWD", true]]);
    expect(msrp()).toBe("$32,640");
    expect(within(screen.getByRole("list", { name: "Your build" })).getByText("AWD: +$1,495 (estimate)")).toBeTruthy();
  });

  it("a pickup offers its cab and the beds that cab comes with", () => {
    const pickup: typeof page = {
      ...page,
      build: {
        ...build,
        trims: [
          {
            ...build.trims[0]!,
            cabs: [
              {
                name: "Regular Cab",
                price: 0,
                beds: [
                  { name: "6.5", price: 0 },
                  { name: "8", price: 395 },
                ],
              },
              {
                name: "SuperCrew",
                price: 5_995,
                beds: [
                  { name: "5.5", price: 0 },
                  { name: "6.5", price: 395 },
                ],
              },
            ],
          },
          build.trims[1]!,
        ],
      },
    };
    const router = createMemoryRouter([{ path: "*", element: <BuildPricePage page={pickup} path={PATH} /> }], { initialEntries: [`${PATH}?cab=SuperCrew`] });
    render(
      <Provider store={createAppStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(within(screen.getByRole("group", { name: "Cab" })).getByRole("radio", { name: /^SuperCrew/ })).toHaveProperty("checked", true);
    expect(
      within(screen.getByRole("group", { name: "Bed" }))
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["5.5", "6.5"]);
    // A new cab comes with its own standard bed unless the shopper chose one it offers.
    fireEvent.click(screen.getByRole("radio", { name: /^Regular Cab/ }));
    expect(router.state.location.search).toBe("?trim=LE");
    fireEvent.click(screen.getByRole("radio", { name: /^SuperCrew/ }));
    expect(router.state.location.search).toBe("?trim=LE&cab=SuperCrew");
    fireEvent.click(screen.getByRole("radio", { name: /^6\.5 ft/ }));
    fireEvent.click(screen.getByRole("radio", { name: /^Regular Cab/ }));
    expect(router.state.location.search).toBe("?trim=LE");
  });
});
