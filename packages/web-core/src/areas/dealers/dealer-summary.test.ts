import type { Dealer } from "@carmarket/api-client";
import { describe, expect, it } from "vitest";
import { dealerAddressLine, dealerSummary } from "./dealer-summary.js";

const dealer: Dealer = {
  id: 7,
  slug: "metro-honda",
  email: "sales@metro-honda.example.com",
  name: "Metro Honda",
  website: "https://www.metro-honda.example.com",
  rating: 4.3,
  rating_count: 12,
  dealer_url: "/dealers/7",
  address: "120 Main Street",
  zip: "10001",
  city: "New York",
  state: "NY",
  latitude: 40.75,
  longitude: -73.99,
  contact: { Sales: "(212) 555-0100" },
  timing: { Monday: "9:00 AM - 8:00 PM", Sunday: "closed" },
  inventory_count: 42,
  distance: 20_000,
};

describe("dealer list entry", () => {
  it("§9 distance: metres / 1609.34 rounded, shown in miles", () => {
    expect(dealerSummary(dealer, new Date("2024-03-04T15:00:00Z")).distance).toBe("12 miles");
    expect(dealerSummary({ ...dealer, distance: undefined }, new Date()).distance).toBeNull();
  });

  it("§4 today's hours: OPEN TODAY with the hours on Monday, CLOSED TODAY on Sunday (New York time)", () => {
    expect(dealerSummary(dealer, new Date("2024-03-04T15:00:00Z")).today).toEqual({ status: "open", label: "OPEN TODAY", hours: "9:00 AM - 8:00 PM" });
    expect(dealerSummary(dealer, new Date("2024-03-03T15:00:00Z")).today).toEqual({ status: "closed", label: "CLOSED TODAY", hours: null });
  });

  it("links the dealer page and joins the address on one line", () => {
    const summary = dealerSummary(dealer, new Date());
    expect(summary.href).toBe("/dealers/7");
    expect(summary.address).toBe("120 Main Street, New York, NY 10001");
    expect(dealerAddressLine({ ...dealer, address: "" })).toBe("");
  });
});
