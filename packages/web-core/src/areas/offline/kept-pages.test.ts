// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { isSearchPage, offlineChoices, titleOf } from "./kept-pages.js";

describe("what the offline page offers (issue #28.3)", () => {
  it("#28.3 the last search first, then the other pages newest first; the saved page and the offline page have their own place", () => {
    const kept = [
      { href: "/used-cars/honda", title: "Used Honda" },
      { href: "/news", title: "News" },
      { href: "/myaccount/saved", title: "Saved Cars" },
      { href: "/new-cars?body_type=suv", title: "New SUVs" },
      { href: "/used-cars?vin=1HGCM82633A004352", title: "2003 Honda Accord" },
      { href: "/offline", title: "You are offline" },
    ];
    expect(offlineChoices(kept)).toEqual({
      lastSearch: { href: "/new-cars?body_type=suv", title: "New SUVs" },
      others: [
        { href: "/used-cars?vin=1HGCM82633A004352", title: "2003 Honda Accord" },
        { href: "/news", title: "News" },
        { href: "/used-cars/honda", title: "Used Honda" },
      ],
    });
  });

  it("a listing page is a search unless it names a car", () => {
    expect(isSearchPage("/used-cars")).toBe(true);
    expect(isSearchPage("/certified-cars/bmw/x3?zip=10001")).toBe(true);
    expect(isSearchPage("/used-cars?vin=1HGCM82633A004352")).toBe(false);
    expect(isSearchPage("/news")).toBe(false);
  });

  it("a kept page is named by its title, entities read, without the site's name", () => {
    expect(titleOf("<html><head><title>Used Honda Civic &amp; Accord | CarMarket</title>", "/x")).toBe("Used Honda Civic & Accord");
    expect(titleOf("<p>no title</p>", "/x")).toBe("/x");
  });
});
