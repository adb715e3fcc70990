import { describe, expect, it } from "vitest";
import { CAR_ROUTE_SEGMENTS, CAR_TABS, CAR_TAB_LABELS, REVIEW_CONTENT_TABS, buildCarTabs, carTabFromSegment, carTabSegment } from "./car-tabs.js";
import type { CarTab } from "./car-tabs.js";

const base = { carPath: "/toyota/camry/2024", newCarPath: "/toyota/camry" };
const allData = { overview: true, versus: true, trims: true };
const hrefOf = (tabs: ReturnType<typeof buildCarTabs>, slug: CarTab) => tabs.find((t) => t.slug === slug)?.href;

describe("§2.2 car page tabs", () => {
  it("§2.2 the 23 tab slugs in order, each with a label", () => {
    expect(CAR_TABS).toEqual([
      "overview",
      "price",
      "trims",
      "trim-family",
      "gallery",
      "specifications",
      "performance",
      "interiors",
      "safety",
      "reliability",
      "user-reviews",
      "editor-review",
      "versus",
      "car-compare",
      "0to60",
      "brochure-manuals",
      "mpg",
      "dimensions",
      "trunk-space",
      "cargo-space",
      "towing-capacity",
      "cto",
      "problems",
    ]);
    for (const slug of CAR_TABS) expect(CAR_TAB_LABELS[slug]).not.toBe("");
  });

  it("§2.2 route constants build, write-review, submit-review, submitted-review-success", () => {
    expect(Object.values(CAR_ROUTE_SEGMENTS)).toEqual(["build", "write-review", "submit-review", "submitted-review-success"]);
  });

  it("§2.2 review-content tabs", () => {
    expect(REVIEW_CONTENT_TABS).toEqual(["analysis_tabs", "comment", "competitor_data", "faq", "overview", "review", "trim_data"]);
  });

  it("§2.2 overview, versus and trims are added only when the data exists", () => {
    const none = buildCarTabs({ ...base, activeTab: "price", has: { overview: false, versus: false, trims: false } });
    expect(none.map((t) => t.slug)).not.toContain("overview");
    expect(none.map((t) => t.slug)).not.toContain("versus");
    expect(none.map((t) => t.slug)).not.toContain("trims");
    expect(none).toHaveLength(CAR_TABS.length - 3);
    const all = buildCarTabs({ ...base, activeTab: "overview", has: allData });
    expect(all).toHaveLength(CAR_TABS.length);
  });

  it("§2.2 versus and trims have no URL; trim-family links to the trims path", () => {
    const tabs = buildCarTabs({ ...base, activeTab: "overview", has: allData });
    expect(hrefOf(tabs, "versus")).toBeNull();
    expect(hrefOf(tabs, "trims")).toBeNull();
    expect(hrefOf(tabs, "trim-family")).toBe("/toyota/camry/2024/trims");
    expect(hrefOf(tabs, "overview")).toBe("/toyota/camry/2024");
    expect(hrefOf(tabs, "price")).toBe("/toyota/camry/2024/price");
  });

  it("§2.2 MPG, 0to60, towing, trunk, cargo and dimensions links use the new URL", () => {
    const tabs = buildCarTabs({ ...base, activeTab: "price", has: allData });
    expect(hrefOf(tabs, "mpg")).toBe("/toyota/camry/mpg");
    expect(hrefOf(tabs, "0to60")).toBe("/toyota/camry/0to60");
    expect(hrefOf(tabs, "towing-capacity")).toBe("/toyota/camry/towing-capacity");
    expect(hrefOf(tabs, "trunk-space")).toBe("/toyota/camry/trunk-space");
    expect(hrefOf(tabs, "cargo-space")).toBe("/toyota/camry/cargo-space");
    expect(hrefOf(tabs, "dimensions")).toBe("/toyota/camry/dimensions");
    expect(hrefOf(tabs, "safety")).toBe("/toyota/camry/2024/safety");
  });

  it("§2.2 the active tab is moved to second position, the rest keep their order", () => {
    const tabs = buildCarTabs({ ...base, activeTab: "safety", has: allData });
    expect(tabs.map((t) => t.slug).slice(0, 4)).toEqual(["overview", "safety", "price", "trims"]);
    expect(tabs.filter((t) => t.active).map((t) => t.slug)).toEqual(["safety"]);
    const first = buildCarTabs({ ...base, activeTab: "overview", has: allData });
    expect(first.map((t) => t.slug).slice(0, 3)).toEqual(["price", "overview", "trims"]);
  });

  it("§2.2 an active tab that is not shown leaves the order unchanged", () => {
    const tabs = buildCarTabs({ ...base, activeTab: "versus", has: { overview: true, versus: false, trims: true } });
    expect(tabs.map((t) => t.slug).slice(0, 2)).toEqual(["overview", "price"]);
    expect(tabs.some((t) => t.active)).toBe(false);
  });

  it("§2.2 tab segments round-trip; trim-family is served at /trims, versus and trims have no segment", () => {
    for (const slug of CAR_TABS) {
      if (slug === "versus" || slug === "trims" || slug === "overview") continue;
      expect(carTabFromSegment(carTabSegment(slug)!)).toBe(slug);
    }
    expect(carTabSegment("trim-family")).toBe("trims");
    expect(carTabSegment("overview")).toBeUndefined();
    expect(carTabFromSegment("versus")).toBeUndefined();
    expect(carTabFromSegment("nope")).toBeUndefined();
  });
});
