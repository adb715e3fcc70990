// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { OfflinePage, offlineMeta } from "./offline-page.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** This device's copy of a signed-in shopper's saved lists, as the store writes it (`saved_copy`). */
const signedInCopy = {
  signedIn: true,
  savedAt: Date.UTC(2026, 10, 28, 13, 5),
  vins: [{ _id: "1HGCM82633A004352", vin_name: "2003 Honda Accord EX", price: 5500, is_new: false }],
  searches: [{ id: 4, search_url: "/used-cars/honda" }],
};

const renderAt = (url: string) => render(<RouterProvider router={createMemoryRouter([{ path: "*", element: <OfflinePage /> }], { initialEntries: [url] })} />);

describe("the offline page (issue #28.3)", () => {
  it("#28.3 says the page was not saved, offers it again and links the saved cars", async () => {
    const { container } = renderAt("/offline?from=%2Fnews%2Fev-tax-credit");
    expect(screen.getByRole("heading", { level: 1, name: "You are offline" })).toBeTruthy();
    expect(screen.getByText("This page was not saved on this device, so it cannot open without a connection.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Try again|open the page/ }).getAttribute("href")).toBe("/news/ev-tax-credit");
    expect(screen.getByRole("link", { name: "Your saved cars and searches" }).getAttribute("href")).toBe("/myaccount/saved");
    await expectNoAxeViolations(container);
  });

  it("#28.3 its head is for this device only: a title, noindex, and no link preview that would need the request's origin", () => {
    expect(offlineMeta()).toEqual([
      { title: "You are offline | CarMarket" },
      { name: "description", content: "What CarMarket can show without a connection." },
      { name: "robots", content: "noindex" },
    ]);
  });

  it("never links outside the site, whatever `from` says", () => {
    renderAt("/offline?from=%2F%2Fevil.example%2F");
    expect(screen.getByRole("link", { name: /Try again|open the page/ }).getAttribute("href")).toBe("/");
  });

  it("#28.3 for the saved page it shows this device's last copy of the lists, marked as such with its time, and no link back to itself", async () => {
    localStorage.setItem("saved_copy", JSON.stringify(signedInCopy));
    const { container } = renderAt("/offline?from=%2Fmyaccount%2Fsaved");
    const lists = await screen.findByRole("region", { name: "Your saved cars and searches" });
    expect(within(lists).getByRole("status").textContent).toMatch(
      /^Your last copy, from Nov 2[789], 2026, \d{1,2}:05 [AP]M\. You are offline: changes made elsewhere since then do not show\.$/,
    );
    expect(within(lists).getByRole("link", { name: "2003 Honda Accord EX" }).getAttribute("href")).toBe("/used-cars?vin=1HGCM82633A004352");
    expect(within(lists).getByText("$5,500")).toBeTruthy();
    expect(
      within(lists)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toContain("/used-cars/honda");
    expect(screen.queryByText("This page was not saved on this device, so it cannot open without a connection.")).toBeNull();
    expect(screen.queryByRole("link", { name: "Your saved cars and searches" })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("#28.5 without a copy (signed out, or never saved) the saved page gets the plain offline page: nothing of a list", async () => {
    renderAt("/offline?from=%2Fmyaccount%2Fsaved");
    expect(await screen.findByText("This page was not saved on this device, so it cannot open without a connection.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Your saved cars and searches" })).toBeNull();
    expect(screen.getByRole("link", { name: "Your saved cars and searches" }).getAttribute("href")).toBe("/myaccount/saved");
  });

  it("#28.3 another page's offline page links the saved lists rather than showing them", () => {
    localStorage.setItem("saved_copy", JSON.stringify(signedInCopy));
    renderAt("/offline?from=%2Fnews");
    expect(screen.queryByText("2003 Honda Accord EX")).toBeNull();
    expect(screen.getByRole("link", { name: "Your saved cars and searches" })).toBeTruthy();
  });

  it("a saved search from this device's storage links only within the site", async () => {
    localStorage.setItem("saved_copy", JSON.stringify({ ...signedInCopy, searches: [{ id: 5, search_url: "javascript:alert(1)" }] }));
    renderAt("/offline?from=%2Fmyaccount%2Fsaved");
    const lists = await screen.findByRole("region", { name: "Your saved cars and searches" });
    expect(
      within(lists)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).not.toContain("javascript:alert(1)");
  });
});
