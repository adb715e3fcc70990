// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { SavedVin } from "@carmarket/store";
import { SavedCompareLink } from "./saved-compare-link.js";

afterEach(cleanup);

const VINS = ["1HGCM82633A004352", "2T1BURHE0JC034461", "5YJCB35B0S6001950", "1GTTS3V1XRX000537", "3FA6P0H73HR195216"];

function renderLink(vins: SavedVin[]) {
  render(<RouterProvider router={createMemoryRouter([{ path: "*", element: <SavedCompareLink vins={vins} /> }])} />);
  return screen.queryByRole("link", { name: "Compare your saved cars" });
}

describe("SavedCompareLink", () => {
  it("§2.1 VIN_COMPARE: links up to four saved cars for sale, sold ones left out", () => {
    const vins = VINS.map((vin, index) => ({ _id: vin, is_sold: index === 1 }));
    expect(renderLink(vins)?.getAttribute("href")).toBe(`/car-compare/${[VINS[0], VINS[2], VINS[3], VINS[4]].join("-vs-")}`);
  });

  it("is not offered for fewer than two cars for sale", () => {
    expect(renderLink([{ _id: VINS[0]! }, { _id: VINS[1]!, is_sold: true }])).toBeNull();
  });
});
