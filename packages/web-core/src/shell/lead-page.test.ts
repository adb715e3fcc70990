import { describe, expect, it } from "vitest";
import { leadPageOf } from "./lead-page.js";

describe("page of origin of a lead (§3)", () => {
  it.each([
    ["/", "", "home"],
    ["/used-cars", "?vin=1HGCM82633A004352", "single_vin"],
    ["/used-cars/toyota", "", "inventory"],
    ["/new-cars", "", "inventory"],
    ["/certified-cars", "", "inventory"],
    ["/dealers/42", "", "dealer"],
    ["/news", "", "news_listing"],
    ["/news/category/reviews", "", "news_listing"],
    ["/news/best-suvs-2024", "", "single_news"],
    ["/author/jane-doe", "", "author"],
    ["/myaccount/saved", "", "saved_cars"],
    ["/unknown", "", "home"],
  ])("§3 %s%s → %s", (pathname, search, page) => {
    expect(leadPageOf(pathname, search)).toBe(page);
  });

  it("§3 the deepest route that declares a page in its handle wins", () => {
    expect(leadPageOf("/toyota/camry", "", [undefined, { leadPage: "brand" }, { leadPage: "submodel" }])).toBe("submodel");
  });
});
