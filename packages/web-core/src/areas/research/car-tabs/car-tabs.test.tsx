// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RAV4 } from "../../../test/research-car-fixture.js";
import { YearNotice } from "../car-page.js";
import { ShopLink } from "../shop-link.js";
import { CarTabContent } from "./car-tab-content.js";

afterEach(cleanup);

const PICKUP = { ...RAV4, content: { ...RAV4.content, overview: { ...RAV4.content.overview, body_type: "pickup-truck", vehicle_class: "Full-size Pickup" } } };

describe("issue #27 car tabs read right", () => {
  it("#27.5 the overview names the class once and never a body-type slug", () => {
    const { container } = render(<CarTabContent tab="overview" car={RAV4} />);
    expect(container.textContent).toContain("Compact SUV · MSRP");
    expect(container.textContent).not.toMatch(/\bsuv\b/);
    cleanup();
    expect(render(<CarTabContent tab="overview" car={PICKUP} />).container.textContent).toContain("Full-size Pickup · Pickup Truck · MSRP");
  });

  it("#27.5 the brochure tab's body style is the label, not 'pickup-truck'", () => {
    render(<CarTabContent tab="brochure-manuals" car={PICKUP} />);
    expect(screen.getByText("Pickup Truck")).toBeTruthy();
    expect(screen.queryByText("pickup-truck")).toBeNull();
  });

  it("#27.9 the price tab's trim table has no Family column repeating the trim; it says what each trim brings", () => {
    render(<CarTabContent tab="price" car={RAV4} />);
    const table = screen.getByRole("table", { name: "2024 Toyota RAV4 trims" });
    expect(within(table).queryByRole("columnheader", { name: "Family" })).toBeNull();
    expect(within(table).getByRole("row", { name: /XLE.*Heated front seats.*\$31,900/ })).toBeTruthy();
  });

  it("#27.9 the brochure & manuals tab links the maker's site for the brochure and its owner's manual library", () => {
    render(<CarTabContent tab="brochure-manuals" car={RAV4} />);
    const section = screen.getByRole("region", { name: "Brochure & Owner's Manual" });
    expect(within(section).getByRole("link", { name: "toyota.com" }).getAttribute("href")).toBe("https://www.toyota.com/");
    expect(within(section).getByRole("link", { name: "Toyota warranty and owner's manuals" }).getAttribute("href")).toBe(
      "https://www.toyota.com/owners/warranty-owners-manuals/",
    );
    expect(section.textContent).toContain("(choose the 2024 RAV4)");
    cleanup();
    // A maker whose manual library is not public: its site, said so, never a made-up link.
    render(
      <CarTabContent tab="brochure-manuals" car={{ ...RAV4, maker_sites: { site: { label: "bmwusa.com", url: "https://www.bmwusa.com/" }, manuals: null } }} />,
    );
    expect(screen.getByRole("region", { name: "Brochure & Owner's Manual" }).textContent).toContain(
      "Owner's manual: Toyota gives it to owners through bmwusa.com",
    );
    expect(screen.getAllByRole("link", { name: "bmwusa.com" })).toHaveLength(2);
  });

  it("#27.9 the interiors tab has interior text: seating, cargo and the editors' cabin scores", () => {
    const { container } = render(<CarTabContent tab="interiors" car={RAV4} />);
    expect(container.textContent).toContain("The 2024 Toyota RAV4 seats 5, with 37.6 cu ft of cargo space behind the second row.");
    expect(container.textContent).toContain("Interior: 7.4/10");
    expect(container.textContent).toContain("Comfort: strong for the class.");
  });
});

describe("#27.12 a year-less tab page says which year it shows (§2.2 'use the new URL')", () => {
  const rav4_2025 = { ...RAV4, title: "2025 Toyota RAV4", year: 2025 };

  it("names the year and links to the same tab of the other years", () => {
    render(<YearNotice car={rav4_2025} activeTab="mpg" path="/toyota/rav4/mpg" />);
    const note = screen.getByRole("note");
    expect(note.textContent).toContain("You are looking at the 2025 Toyota RAV4, the newest model year.");
    expect(within(note).getByRole("link", { name: "2024" }).getAttribute("href")).toBe("/toyota/rav4/2024/mpg");
    expect(within(note).getByRole("link", { name: "2023" }).getAttribute("href")).toBe("/toyota/rav4/2023/mpg");
  });

  it("says nothing on a page whose path names its year", () => {
    render(<YearNotice car={rav4_2025} activeTab="mpg" path="/toyota/rav4/2025/mpg" />);
    expect(screen.queryByRole("note")).toBeNull();
  });
});

describe("#27.2 a review's way to the cars for sale", () => {
  it("counts the used cars of its year near the shopper's ZIP", () => {
    render(<ShopLink car={RAV4} forSale={{ count: 12, url: "/used-cars/toyota/rav4?year=2024", zip: "10001" }} />);
    expect(screen.getByRole("link", { name: "Shop 12 used 2024 Toyota RAV4s near 10001" }).getAttribute("href")).toBe("/used-cars/toyota/rav4?year=2024");
  });
});
