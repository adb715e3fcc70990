// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { OfflinePage, offlineMeta } from "./offline-page.js";

afterEach(cleanup);

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
});
